// The drift check: every answer a test server gives is checked against the contract's schema
// for its route, status and content type, with additional properties refused. The payload is
// checked before serialization, so a field the handler sends but the schema forgot (which the
// serializer would silently drop) fails, as does a status or content type the route does not declare.
import { gunzipSync } from 'node:zlib'
import { ROUTES } from '@parkade/contract'
import type { RouteSpec } from '@parkade/contract'
import { createContractValidator } from '@parkade/contract/testing'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fastifyPath } from '../../lib/contractRoute.ts'

/** The route of the contract a request reached, by its method and Fastify URL. */
const ROUTE_BY_URL = new Map<string, RouteSpec>()
for (const route of Object.values(ROUTES) as RouteSpec[]) ROUTE_BY_URL.set(`${route.method} ${fastifyPath(route.path)}`, route)

// Documentation routes describe the contract; they are not in it.
const UNDOCUMENTED = [/^\/api\/v1\/docs(\/|$)/, /^\/api\/v1\/openapi\.json$/]

export interface ContractCheck {
  /** Installs the hooks; call before any route is added (buildApp's `instrument`). */
  instrument(app: FastifyInstance): void
  /** Every answer that broke the contract, described. */
  readonly violations: string[]
}

export function createContractCheck(): ContractCheck {
  const validator = createContractValidator()
  const violations: string[] = []
  const checked = new WeakSet<FastifyRequest>()

  function check(request: FastifyRequest, reply: FastifyReply, payload: unknown, serialized: boolean): void {
    checked.add(request)
    // CORS preflights are answered by the CORS plugin, not by a route.
    if (request.method === 'OPTIONS') return
    const method = request.method === 'HEAD' ? 'GET' : request.method
    const url = request.routeOptions.url
    const status = reply.statusCode
    const where = `${request.method} ${request.url.slice(0, 120)} → ${status}`
    const contentType = String(reply.getHeader('content-type') ?? '').split(';')[0]!.trim()
    const route = url === undefined ? undefined : ROUTE_BY_URL.get(`${method} ${url}`)
    if (url !== undefined && UNDOCUMENTED.some((pattern) => pattern.test(url))) return

    // No route: the not-found handler and the router's own refusals answer Problem Details.
    if (!route && url !== undefined && !(status >= 400)) return void violations.push(`${where}: ${method} ${url} is not in the contract`)
    const violation = validator.check(route, { status, contentType, body: payload, serialized })
    if (violation) violations.push(`${where}: ${violation}`)
  }

  // The check reports; it never changes an answer.
  function checkSafely(request: FastifyRequest, reply: FastifyReply, payload: unknown, serialized: boolean): void {
    try {
      check(request, reply, payload, serialized)
    } catch (error) {
      violations.push(`${request.method} ${request.url.slice(0, 120)}: the check failed: ${String(error)}`)
    }
  }

  return {
    violations,
    instrument(app) {
      // Objects, before the serializer filters them through the response schema.
      app.addHook('preSerialization', async (request, reply, payload) => {
        checkSafely(request, reply, payload, false)
        return payload
      })
      // What preSerialization does not see: strings, buffers, empty bodies, the router's own answers.
      app.addHook('onSend', async (request, reply, payload) => {
        // A gzipped answer (the map's documents) is checked as the browser reads it.
        const gzipped = reply.getHeader('content-encoding') === 'gzip' && Buffer.isBuffer(payload)
        if (!checked.has(request)) checkSafely(request, reply, gzipped ? gunzipSync(payload) : payload, true)
        return payload
      })
    },
  }
}
