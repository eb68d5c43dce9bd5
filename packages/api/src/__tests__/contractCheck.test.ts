// The drift check itself: an answer with a field its schema lacks, a status its route does not
// declare, or a content type it does not name is reported (and fails the file at close).
import { ROUTES, SHARED_SCHEMAS } from '@parkade/contract'
import Fastify from 'fastify'
import type { FastifyReply } from 'fastify'
import { describe, expect, it } from 'vitest'
import { fastifyPath } from '../lib/contractRoute.ts'
import { createContractCheck } from './helpers/contractCheck.ts'

async function appAnswering(answer: (reply: FastifyReply) => unknown) {
  const check = createContractCheck()
  const app = Fastify()
  check.instrument(app)
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema)
  const route = ROUTES.getHealth
  app.route({ method: route.method, url: fastifyPath(route.path), schema: { response: route.responses }, handler: async (_request, reply) => answer(reply) })
  await app.ready()
  await app.inject({ method: 'GET', url: '/api/v1/health' })
  await app.close()
  return check.violations
}

const healthy = { status: 'ok', mode: 'sandbox', database: 'pglite', sandbox: true }

describe('the drift check', () => {
  it('passes an answer that matches its schema', async () => {
    expect(await appAnswering(() => healthy)).toEqual([])
  })

  it('reports a field the schema does not declare, though the serializer would drop it', async () => {
    const violations = await appAnswering(() => ({ ...healthy, uptime: 12 }))
    expect(violations).toEqual([expect.stringMatching(/getHealth: \/ must NOT have additional properties \(uptime\)/)])
  })

  it('reports a declared field missing or of another type', async () => {
    expect(await appAnswering(() => ({ ...healthy, sandbox: 'yes' }))).toEqual([expect.stringMatching(/\/sandbox must be boolean/)])
    const { database: _database, ...withoutDatabase } = healthy
    expect(await appAnswering(() => withoutDatabase)).toEqual([expect.stringMatching(/must have required property 'database'/)])
  })

  it('reports a status and a content type the route does not declare', async () => {
    expect(await appAnswering((reply) => reply.code(418).send(healthy))).toEqual([expect.stringMatching(/getHealth does not declare 418/)])
    expect(await appAnswering((reply) => reply.type('text/plain').send('ok'))).toEqual([expect.stringMatching(/does not declare text\/plain for 200/)])
  })
})
