import type { Static } from 'typebox'
import { Type } from 'typebox'
import { IsoDateTime, Nullable, StringEnum } from './helpers.ts'

export const HealthResponse = Type.Object({
  status: StringEnum(['ok'] as const),
  mode: StringEnum(['production', 'sandbox', 'staging'] as const, {
    description: 'production (NODE_ENV=production), sandbox (no provider keys: stand-in payment pages) or staging.',
  }),
  database: StringEnum(['pglite', 'postgres'] as const),
  sandbox: Type.Boolean({ description: 'True without payment provider keys.' }),
})

export const ReadyResponse = Type.Object({
  status: StringEnum(['ready'] as const),
  database: StringEnum(['pglite', 'postgres'] as const),
  migrations: Type.Integer({ description: 'Migrations applied.' }),
})

export const OutboxMessage = Type.Object({
  id: Type.Integer(),
  to: Type.String(),
  kind: StringEnum(['verify-email', 'reset-password', 'booking-confirmation'] as const),
  subject: Type.String(),
  body: Type.String(),
  code: Nullable(Type.String()),
  created_at: IsoDateTime(),
})

export type HealthResponse = Static<typeof HealthResponse>
export type ReadyResponse = Static<typeof ReadyResponse>
export type OutboxMessage = Static<typeof OutboxMessage>
