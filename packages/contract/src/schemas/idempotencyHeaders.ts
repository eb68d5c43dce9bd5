import type { Static } from 'typebox'
import { Type } from 'typebox'

/** The `Idempotency-Key` header: 1–255 visible ASCII characters (a UUID fits). */
export const IdempotencyHeaders = Type.Object({
  'idempotency-key': Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 255,
      pattern: '^[\\x21-\\x7E]+$',
      'x-message': 'Idempotency-Key must be 1 to 255 visible characters, such as a UUID.',
      description: 'Repeat a request safely: the same key and body answer the first answer again.',
      examples: ['3f9c2a1e-5b7d-4c8e-9f0a-1b2c3d4e5f60'],
    }),
  ),
})

export type IdempotencyHeaders = Static<typeof IdempotencyHeaders>
