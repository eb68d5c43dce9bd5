import { randomUUID } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { IncomingMessage } from 'node:http'
import { redactUrl } from './redactUrl.ts'

/** The header that carries a request's id, both ways: a balancer may send one, every answer echoes it. */
export const REQUEST_ID_HEADER = 'x-request-id'

const ACCEPTED_ID = /^[A-Za-z0-9._:-]{8,128}$/

/**
 * Fastify's genReqId: the balancer's X-Request-Id when it looks like an id (so one id follows a
 * request through the proxy's logs and ours), else a new UUID. Anything else is ignored: an id is
 * written to logs and headers, so it must not carry text of a client's choosing.
 */
export function requestIdOf(request: IncomingMessage): string {
  const sent = request.headers[REQUEST_ID_HEADER]
  const value = Array.isArray(sent) ? sent[0] : sent
  return value && ACCEPTED_ID.test(value) ? value : randomUUID()
}

function routeOf(request: FastifyRequest): string | undefined {
  return request.routeOptions?.url
}

/**
 * One JSON line per request, when its answer is sent: method, route, the path with its query
 * values masked, status, time taken and the client's address (the driver's, behind a trusted
 * proxy). The id goes back in X-Request-Id.
 */
export function registerRequestLogging(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id)
  })
  app.addHook('onResponse', async (request, reply) => {
    const status = reply.statusCode
    const line = {
      method: request.method,
      route: routeOf(request),
      url: redactUrl(request.url),
      status,
      ms: Math.round(reply.elapsedTime * 10) / 10,
      ip: request.ip,
    }
    if (status >= 500) request.log.error(line, 'request')
    else request.log.info(line, 'request')
  })
}
