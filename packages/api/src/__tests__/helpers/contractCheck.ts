// The drift check: every answer a test server gives is checked against the contract's schema
// for its route, status and content type, with additional properties refused. The payload is
// checked before serialization, so a field the handler sends but the schema forgot (which the
// serializer would silently drop) fails, as does a status or content type the route does not declare.
import { ROUTES, SHARED_SCHEMAS } from '@parkade/contract'
import type { RouteSpec } from '@parkade/contract'
import { Ajv } from 'ajv'
import type { ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { fastifyPath } from '../../lib/contractRoute.ts'

type Json = Record<string, unknown>

/** A copy of `schema` where every object without its own rule for extra keys refuses them. */
export function strictSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(strictSchema)
  if (!schema || typeof schema !== 'object') return schema
  const out: Json = {}
  for (const [key, value] of Object.entries(schema as Json)) {
    // Keywords whose values are data, not schemas.
    out[key] = ['enum', 'const', 'examples', 'default', 'required'].includes(key) ? value : strictSchema(value)
  }
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined && out.patternProperties === undefined) out.additionalProperties = false
  return out
}

/** The route of the contract a request reached, by its method and Fastify URL. */
const ROUTE_BY_URL = new Map<string, RouteSpec>()
for (const route of Object.values(ROUTES) as RouteSpec[]) ROUTE_BY_URL.set(`${route.method} ${fastifyPath(route.path)}`, route)

// Documentation routes describe the contract; they are not in it.
const UNDOCUMENTED = [/^\/api\/v1\/docs(\/|$)/, /^\/api\/v1\/openapi\.json$/]

const PROBLEM_REF = { $ref: 'ProblemDetails#' }

export interface ContractCheck {
  /** Installs the hooks; call before any route is added (buildApp's `instrument`). */
  instrument(app: FastifyInstance): void
  /** Every answer that broke the contract, described. */
  readonly violations: string[]
}

export function createContractCheck(): ContractCheck {
  const ajv = new Ajv({ allErrors: true, strict: false })
  addFormats.default(ajv)
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'example' })
  for (const schema of SHARED_SCHEMAS) ajv.addSchema(strictSchema(schema) as object)
  const validators = new Map<object, ValidateFunction>()
  const validatorOf = (schema: object) => {
    let validate = validators.get(schema)
    if (!validate) {
      validate = ajv.compile(strictSchema(schema) as object)
      validators.set(schema, validate)
    }
    return validate
  }
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

    let schema: object | undefined
    if (!route) {
      // No route: the not-found handler and the router's own refusals answer Problem Details.
      if (url !== undefined && !(status >= 400)) return void violations.push(`${where}: ${method} ${url} is not in the contract`)
      schema = PROBLEM_REF
      if (contentType !== 'application/problem+json') return void violations.push(`${where}: answered ${contentType || 'no content type'}, not application/problem+json`)
    } else {
      const answer = route.responses[status]
      if (!answer) return void violations.push(`${where}: ${route.operationId} does not declare ${status}`)
      if ('type' in answer) {
        if (payload !== undefined && payload !== null && payload !== '') violations.push(`${where}: ${route.operationId} declares no body for ${status}`)
        return
      }
      const content = answer.content[contentType]
      if (!content) return void violations.push(`${where}: ${route.operationId} does not declare ${contentType || 'no content type'} for ${status}`)
      if (!contentType.includes('json')) return
      schema = content.schema
    }
    let body = payload
    if (serialized) {
      try {
        body = JSON.parse(Buffer.isBuffer(payload) ? payload.toString('utf8') : String(payload))
      } catch {
        return void violations.push(`${where}: the body is not JSON`)
      }
    }
    const validate = validatorOf(schema)
    if (!validate(JSON.parse(JSON.stringify(body)))) {
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`)
      violations.push(`${where}: ${route?.operationId ?? 'Problem Details'}: ${errors.join('; ')}`)
    }
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
        if (!checked.has(request)) checkSafely(request, reply, payload, true)
        return payload
      })
    },
  }
}
