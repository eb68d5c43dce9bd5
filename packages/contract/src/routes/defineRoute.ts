import { Type } from 'typebox'
import type { Static, TSchema } from 'typebox'
import { ERROR_CATALOGUE } from '../errors/errorCatalogue.ts'

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

/** none: public; optional: a valid bearer is used when sent, never required; bearer: required. */
export type RouteAuth = 'none' | 'optional' | 'bearer'

/** One answer of a route: its description and the schema of each content type it is sent as; or no body. */
export type ResponseSpec =
  | { description: string; content: Record<string, { schema: TSchema }> }
  | { description: string; type: 'null'; headers?: Record<string, TSchema> }

export interface RouteSpec {
  /** Unique, camelCase: the OpenAPI operationId and the key of this route in ROUTES. */
  operationId: string
  method: HttpMethod
  /** The full path in OpenAPI form, e.g. `/api/v1/front/parks/{id}`. */
  path: string
  auth: RouteAuth
  tags: readonly string[]
  summary: string
  description?: string
  params?: TSchema
  querystring?: TSchema
  headers?: TSchema
  body?: TSchema
  /** Every status the route can answer, errors included. */
  responses: Readonly<Record<number, ResponseSpec>>
  /** Served only in sandbox mode (stand-ins of the providers' pages) or with dev routes on. */
  availability?: 'always' | 'sandbox' | 'dev'
}

export const JSON_TYPE = 'application/json'
export const PROBLEM_TYPE = 'application/problem+json'

/** A JSON answer. */
export function ok<T extends TSchema>(schema: T, description: string) {
  return { description, content: { [JSON_TYPE]: { schema } } } as { description: string; content: { 'application/json': { schema: T } } }
}

/** An answer that is not JSON (an image, a page, a script), with its real content type. */
export function sent<C extends string>(contentType: C, description: string, schema: TSchema = Type.String()) {
  return { description, content: { [contentType]: { schema } } } as { description: string; content: { [K in C]: { schema: TSchema } } }
}

/** An answer with no body (a redirect), and the headers it carries. */
export function empty(description: string, headers?: Record<string, TSchema>) {
  return { description, type: 'null' as const, ...(headers ? { headers } : {}) }
}

const PROBLEM_REF = Type.Unsafe<ProblemBody>({ $ref: 'ProblemDetails#' })

/** The shape of every error answer (ProblemDetails in schemas/problemDetails.ts). */
export interface ProblemBody {
  type: string
  title: string
  status: number
  detail: string
  code: string
  params?: Record<string, string | number>
  instance: string
  request_id: string
  errors?: { field: string; message: string }[]
}

const STATUS_DESCRIPTIONS: Readonly<Record<number, string>> = {
  400: 'Invalid input; `detail` names the field, `errors` lists each one.',
  401: 'Missing, invalid or expired bearer token.',
  402: 'Payment needed or refused.',
  403: 'Not allowed.',
  404: 'Not found.',
  409: 'Conflicts with existing data or another request.',
  413: 'Body too large.',
  414: 'Address too long.',
  415: 'Body is not JSON.',
  422: 'The Idempotency-Key was used with another request.',
  429: 'Too many attempts (see Retry-After).',
  502: 'The payment provider failed.',
  500: 'An unexpected failure of the server (logged with the request id); try again.',
  503: 'Not available now (a provider or the database is out of reach, or this instance is shutting down); try again (see Retry-After).',
}

/** The codes of the catalogue answered with `status`, for the description of that answer. */
function codesOf(status: number): string[] {
  return Object.entries(ERROR_CATALOGUE)
    .filter(([, spec]) => spec.status === status)
    .map(([code]) => code)
}

/** Problem Details answers for the error statuses a route can answer. */
export function problems<const S extends readonly number[]>(...statuses: S) {
  const out: Record<number, { description: string; content: { 'application/problem+json': { schema: typeof PROBLEM_REF } } }> = {}
  for (const status of statuses) {
    const description = `${STATUS_DESCRIPTIONS[status] ?? 'Error.'} Problem Details; \`code\` is one of the catalogue's ${status} codes (${codesOf(status).length}).`
    out[status] = { description, content: { [PROBLEM_TYPE]: { schema: PROBLEM_REF } } as { 'application/problem+json': { schema: typeof PROBLEM_REF } } }
  }
  return out as { [K in S[number]]: { description: string; content: { 'application/problem+json': { schema: typeof PROBLEM_REF } } } }
}

/**
 * Declares a route; `const` keeps every schema's type for handlers and clients. Every route can
 * answer 500 (server.error, a failure nobody foresaw) and 503 (its instance shutting down), so
 * those answers are added to every route.
 */
export function defineRoute<const R extends RouteSpec>(route: R): Omit<R, 'responses'> & { responses: ReturnType<typeof problems<[500, 503]>> & R['responses'] } {
  return { ...route, responses: { ...problems(500, 503), ...route.responses } }
}

/** The JSON body a route answers with `status` (type level). */
export type ResponseBody<R extends RouteSpec, S extends keyof R['responses']> = R['responses'][S] extends { content: { 'application/json': { schema: infer T extends TSchema } } }
  ? Static<T>
  : never

/** The request body a route takes (type level). */
export type RequestBody<R extends RouteSpec> = R['body'] extends TSchema ? Static<R['body']> : never
/** The query a route takes (type level). */
export type RequestQuery<R extends RouteSpec> = R['querystring'] extends TSchema ? Static<R['querystring']> : never
