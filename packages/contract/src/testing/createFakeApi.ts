// A fake of the v1 API at the network boundary, for unit and component tests of the clients.
// Every reply to a request that reaches a route of the contract is checked against that route's
// declared answers, as the API's own test servers are: a fake cannot answer what the API cannot.
import type { Static, TSchema } from 'typebox'
import { onTestFinished } from 'vitest'
import type { ErrorCode, ErrorParams } from '../errors/errorCodes.ts'
import type { RouteSpec } from '../routes/defineRoute.ts'
import { ROUTES } from '../routes/index.ts'
import type { OperationId, Routes } from '../routes/index.ts'
import { createContractValidator } from './createContractValidator.ts'
import { problemReply } from './problemReply.ts'
import { routeOfRequest } from './routeOfRequest.ts'

export const FAKE_BASE_URL = 'http://api.test/api/v1'

export interface FakeRequest {
  method: string
  /** The path below the base URL (`/front/parks/3`); the full path on the base host outside it; origin and path on other hosts. */
  path: string
  /** The route of the contract the request reached, if any. */
  operationId: OperationId | undefined
  url: URL
  query: Record<string, string>
  /** The `{param}` values of the route's path, decoded. */
  params: Record<string, string>
  body: unknown
  /** Lower-case names. */
  headers: Record<string, string>
  signal: AbortSignal | undefined
}

export interface FakeReply {
  /** Default: the route's success status (200 when it has none or for no route). */
  status?: number
  body?: unknown
  /** Default: the one the route declares for the status (JSON first). */
  contentType?: string
  headers?: Record<string, string>
  /**
   * Why this reply breaks the contract on purpose (a test of how a client survives an older
   * server's or a proxy's answer): it is sent unchecked. Never set it to make a fixture pass.
   */
  offContract?: string
}

/** Answers a request, or passes it on to the handler registered before it (undefined). */
export type FakeHandler = (request: FakeRequest) => FakeReply | undefined | Promise<FakeReply | undefined>

type StatusOf<R extends RouteSpec> = Extract<keyof R['responses'], number>
type SuccessOf<R extends RouteSpec> = Extract<StatusOf<R>, 200 | 201 | 202 | 204 | 303>
type BodyOf<A> = A extends { content: infer C } ? { [K in keyof C]: C[K] extends { schema: infer T extends TSchema } ? Static<T> : never }[keyof C] : null | undefined
type ParamNames<P extends string> = P extends `${string}{${infer N}}${infer Rest}` ? N | ParamNames<Rest> : never

/** A reply `operationId` may answer: a declared status with the body its schema describes. */
export type RouteReply<K extends OperationId> =
  | { [S in StatusOf<Routes[K]>]: { status: S; body: BodyOf<Routes[K]['responses'][S]>; headers?: Record<string, string> } }[StatusOf<Routes[K]>]
  | { status?: undefined; body: BodyOf<Routes[K]['responses'][SuccessOf<Routes[K]>]>; headers?: Record<string, string> }

export interface RouteRequest<K extends OperationId> extends FakeRequest {
  operationId: K
  params: Record<ParamNames<Routes[K]['path']>, string>
  body: Routes[K] extends { body: infer B extends TSchema } ? Static<B> : undefined
}

export type RouteHandler<K extends OperationId> = (request: RouteRequest<K>) => RouteReply<K> | undefined | Promise<RouteReply<K> | undefined>

export interface FakeApiOptions {
  /** Default http://api.test/api/v1. */
  baseUrl?: string
  /** Answers even after the request's signal aborted, as some fetch implementations do. */
  ignoreAbort?: boolean
}

interface Registration {
  matches(request: FakeRequest): boolean
  handler: FakeHandler
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError')

function headersOf(init: RequestInit): Record<string, string> {
  const headers: Record<string, string> = {}
  new Headers(init.headers).forEach((value, key) => {
    headers[key] = value
  })
  return headers
}

function bodyOf(init: RequestInit): unknown {
  if (typeof init.body !== 'string') return undefined
  try {
    return JSON.parse(init.body)
  } catch {
    return init.body
  }
}

function pathMatches(path: string | RegExp, requestPath: string): boolean {
  return typeof path === 'string' ? path === requestPath : path.test(requestPath)
}

/** The content type `route` declares for `status`, JSON first; '' when the answer has no body. */
function declaredContentType(route: RouteSpec | undefined, status: number, body: unknown): string {
  const answer = route?.responses[status]
  if (!answer) return status >= 400 && body && typeof body === 'object' && 'code' in body ? 'application/problem+json' : 'application/json'
  if ('type' in answer) return ''
  const types = Object.keys(answer.content)
  return types.find((type) => type.includes('json')) ?? types[0] ?? ''
}

function successStatus(route: RouteSpec | undefined): number {
  const statuses = Object.keys(route?.responses ?? {}).map(Number)
  return statuses.find((status) => status >= 200 && status < 400) ?? 200
}

export function createFakeApi({ baseUrl = FAKE_BASE_URL, ignoreAbort = false }: FakeApiOptions = {}) {
  const base = new URL(baseUrl)
  const basePath = base.pathname.replace(/\/$/, '')
  const validator = createContractValidator()
  const requests: FakeRequest[] = []
  const registrations: Registration[] = []
  /** Every reply that broke the contract, described; a test with any fails when it finishes. */
  const violations: string[] = []

  try {
    onTestFinished(() => {
      if (violations.length) throw new Error(`The fake API answered outside the contract:\n${violations.join('\n')}`)
    })
  } catch {
    // Made outside a test (in a describe or at import): the failed request itself reports.
  }

  function requestOf(input: string | URL, init: RequestInit): FakeRequest {
    const url = new URL(String(input))
    const method = (init.method ?? 'GET').toUpperCase()
    const onBase = url.origin === base.origin
    const reached = onBase ? routeOfRequest(method, url.pathname) : undefined
    return {
      method,
      path: !onBase ? url.origin + url.pathname : url.pathname.startsWith(`${basePath}/`) ? url.pathname.slice(basePath.length) : url.pathname,
      operationId: reached?.operationId,
      url,
      query: Object.fromEntries(url.searchParams),
      params: reached?.params ?? {},
      body: bodyOf(init),
      headers: headersOf(init),
      signal: init.signal ?? undefined,
    }
  }

  async function answer(request: FakeRequest): Promise<FakeReply | undefined> {
    for (let i = registrations.length - 1; i >= 0; i--) {
      const registration = registrations[i]!
      if (!registration.matches(request)) continue
      const reply = await registration.handler(request)
      if (reply !== undefined) return reply
    }
    return undefined
  }

  function responseOf(request: FakeRequest, reply: FakeReply | undefined): Response {
    if (!reply) {
      // No handler: the API's own answer to an unknown address.
      const { status, body } = problemReply('request.not_found')
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } })
    }
    const route = request.operationId ? (ROUTES[request.operationId] as RouteSpec) : undefined
    const status = reply.status ?? successStatus(route)
    const contentType = reply.contentType ?? declaredContentType(route, status, reply.body)
    if (route && !reply.offContract) {
      const violation = validator.check(route, { status, contentType, body: reply.body })
      if (violation) {
        const message = `${request.method} ${request.path} → ${status}: ${violation}`
        violations.push(message)
        throw new Error(`The fake API answered outside the contract: ${message}`)
      }
    }
    const text = reply.body === undefined || reply.body === null ? null : typeof reply.body === 'string' && !contentType.includes('json') ? reply.body : JSON.stringify(reply.body)
    return new Response(text, { status, headers: { ...(contentType ? { 'content-type': contentType } : {}), ...reply.headers } })
  }

  const fetch = async (input: string | URL, init: RequestInit = {}): Promise<Response> => {
    const request = requestOf(input, init)
    requests.push(request)
    const signal = ignoreAbort ? undefined : init.signal
    if (signal?.aborted) throw abortError()
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener('abort', () => reject(abortError()), { once: true })
    })
    const reply = await Promise.race([answer(request), aborted])
    return responseOf(request, reply)
  }

  const fake = {
    fetch,
    /** Every request, in order. */
    requests,
    violations,
    /**
     * Answers `operationId` with `reply`, or with what `handler` returns for the request.
     * Later registrations win, so a test overrides the defaults of its setup.
     */
    on<K extends OperationId>(operationId: K, reply: RouteReply<K> | RouteHandler<K>) {
      const handler = typeof reply === 'function' ? reply : () => reply
      registrations.push({ matches: (request) => request.operationId === operationId, handler: handler as FakeHandler })
      return fake
    },
    /**
     * Answers `method` and `path` (as in FakeRequest.path, or a RegExp on it). A reply to a path of
     * the contract is still checked against it; for addresses outside the contract (the IP lookup,
     * a provider's script) this is the only way to answer, and nothing is checked.
     */
    onPath(method: string, path: string | RegExp, reply: FakeReply | FakeHandler) {
      const handler = typeof reply === 'function' ? reply : () => reply
      registrations.push({ matches: (request) => request.method === method && pathMatches(path, request.path), handler })
      return fake
    },
    /** Offers every request to `handler`, which answers or passes (undefined). */
    onRequest(handler: FakeHandler) {
      registrations.push({ matches: () => true, handler })
      return fake
    },
    /** Requests that reached `operationId`, or `method` and `path` (string or RegExp on FakeRequest.path), in order. */
    to(operationIdOrMethod: OperationId | string, path?: string | RegExp): FakeRequest[] {
      if (path === undefined) return requests.filter((request) => request.operationId === operationIdOrMethod)
      return requests.filter((request) => request.method === operationIdOrMethod && pathMatches(path, request.path))
    },
    /** The API's error answer for `code`, Problem Details, with its status. */
    problem<C extends ErrorCode>(code: C, params?: ErrorParams<C>) {
      return problemReply(code, params)
    },
  }
  return fake
}

export type FakeApi = ReturnType<typeof createFakeApi>
