import { Type } from 'typebox'
import { HealthResponse, OutboxMessage, ReadyResponse } from '../schemas/platformSchemas.ts'
import { defineRoute, ok, problems } from './defineRoute.ts'

export const getHealth = defineRoute({
  operationId: 'getHealth',
  method: 'GET',
  path: '/api/v1/health',
  auth: 'none',
  tags: ['health'],
  summary: 'Liveness: the process answers',
  description: 'Does not touch the database; use /ready to know whether this instance can serve requests.',
  responses: { 200: ok(HealthResponse, 'Alive.') },
})

export const getReady = defineRoute({
  operationId: 'getReady',
  method: 'GET',
  path: '/api/v1/ready',
  auth: 'none',
  tags: ['health'],
  summary: 'Readiness: the database answers and every migration is applied',
  responses: { 200: ok(ReadyResponse, 'Ready.'), ...problems(503) },
})

export const listOutbox = defineRoute({
  operationId: 'listOutbox',
  method: 'GET',
  path: '/api/v1/dev/outbox',
  auth: 'none',
  tags: ['dev'],
  summary: 'The e-mail outbox (development only)',
  description: 'Newest first. Served only with PARKADE_DEV_ROUTES=1 or NODE_ENV development/test, never in production.',
  availability: 'dev',
  querystring: Type.Object({
    email: Type.Optional(Type.String({ maxLength: 320, description: 'Only messages to this address.' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 500, default: 50 })),
  }),
  responses: { 200: ok(Type.Array(OutboxMessage), 'The messages.'), ...problems(400) },
})
