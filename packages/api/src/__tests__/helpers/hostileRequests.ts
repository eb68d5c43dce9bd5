// Hostile requests for every operation of the OpenAPI document, as fast-check arbitraries: each
// starts from a request that fits the operation's schemas and breaks one thing (a missing or
// extra field, a wrong type, an extreme number, a long or non-Latin string, malformed JSON, a
// wrong content type, a hostile path segment or query value). New routes are covered as soon as
// they are documented.
import fc from 'fast-check'
import { createValidatorCompiler } from '../../lib/createValidatorCompiler.ts'

// OpenAPI pieces are read loosely: fields are checked where they are used.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Schema = Record<string, any>

export interface Operation {
  method: string
  /** OpenAPI path, e.g. /api/v1/front/parks/{id} */
  path: string
  parameters: { in: 'path' | 'query' | 'header'; name: string; required: boolean; schema: Schema }[]
  body: Schema | null
  /** 'required': a bearer is needed; 'optional': anonymous or signed in; 'none'. */
  auth: 'required' | 'optional' | 'none'
}

export interface HostileRequest {
  /** What was broken, for the report and a failing case's description. */
  kind: string
  method: string
  url: string
  headers: Record<string, string>
  /** Raw payload (already serialised) or undefined. */
  payload?: string
  /** The inputs as the server's validator sees them, to decide whether a 400 is owed. */
  body: unknown
  hasBody: boolean
  query: Record<string, string | string[]>
  params: Record<string, string>
  extraHeaders: Record<string, string>
}

/** Values the generators pick for ids and codes, so some requests reach real rows. */
export interface KnownValues {
  ids: number[]
  strings: Record<string, string[]>
}

/** The operations of an OpenAPI 3 document, with `$ref`s to components resolved. */
export function operationsOf(doc: Schema): Operation[] {
  const components: Schema = doc.components?.schemas ?? {}
  const resolve = (schema: unknown, depth = 0): Schema => {
    if (!schema || typeof schema !== 'object' || depth > 20) return schema as Schema
    if (Array.isArray(schema)) return schema.map((item) => resolve(item, depth + 1)) as unknown as Schema
    const ref = (schema as Schema).$ref
    if (typeof ref === 'string') return resolve(components[ref.replace('#/components/schemas/', '')], depth + 1)
    return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, resolve(value, depth + 1)]))
  }
  const operations: Operation[] = []
  for (const [path, item] of Object.entries<Schema>(doc.paths ?? {})) {
    for (const [method, op] of Object.entries<Schema>(item)) {
      if (!['get', 'post', 'put', 'patch', 'delete'].includes(method)) continue
      // The sandbox stand-ins of the providers' pages answer in the providers' shapes (HTML
      // pages, Stripe's errors), not the API's; paymentsSandbox*.test.ts covers them.
      if ((op.tags as string[] | undefined)?.includes('sandbox')) continue
      const parameters = ((op.parameters ?? []) as Schema[]).map((p) => ({
        in: p.in,
        name: p.name,
        required: Boolean(p.required),
        schema: resolve(p.schema ?? { type: 'string' }),
      }))
      const json = op.requestBody?.content?.['application/json']?.schema
      const security: Schema[] = Array.isArray(op.security) ? op.security : []
      const bearer = security.some((s) => Object.keys(s).length > 0)
      const anonymous = security.some((s) => Object.keys(s).length === 0)
      operations.push({
        method: method.toUpperCase(),
        path,
        parameters,
        body: json ? resolve(json) : null,
        auth: bearer ? (anonymous ? 'optional' : 'required') : 'none',
      })
    }
  }
  return operations
}

// ── Hostile values ────────────────────────────────────────────────────────────────────────────

const NON_LATIN = [
  'Ọjọ́ Ìsinmi',
  'مرحبا بالعالم',
  'שלום',
  '漢字テスト',
  '주차장',
  'Ελληνικά',
  'Ярослав',
  'ሰላም',
  '🅿️🚗💳',
  'e\u0301\u0301\u0301',
  '\u202eevil\u202c',
  'Z̸̡̢̛̗̘̙̜̝̞̟̠',
]
const TRICKY_STRINGS = [
  '',
  ' ',
  '\t\n',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\uffff',
  "'; DROP TABLE users; --",
  '" OR 1=1 --',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '${7*7}{{7*7}}',
  '../../etc/passwd',
  '%00%0d%0a',
  'NaN',
  'Infinity',
  '-Infinity',
  '-1',
  '0',
  '1e309',
  '9'.repeat(40),
  '0x10',
  'true',
  'null',
  '[]',
  '{}',
  '__proto__',
  'constructor',
  'PK-ABC234',
  'admin@example.com',
]
const EXTREME_NUMBERS = [
  0,
  -0,
  -1,
  -2147483649,
  2147483648,
  Number.MAX_SAFE_INTEGER,
  Number.MAX_SAFE_INTEGER + 2,
  -Number.MAX_SAFE_INTEGER,
  1e15,
  1e21,
  1e308,
  -1e308,
  Number.MIN_VALUE,
  0.1 + 0.2,
  1.005,
  123.456,
  -0.01,
  99_999_999_999_999.98,
]

const longString = fc
  .tuple(fc.constantFrom('a', 'é', '漢', '🚗', ' ', '\u0000', '<', "'", '9'), fc.integer({ min: 201, max: 20_000 }))
  .map(([unit, n]) => unit.repeat(n))

export const nonLatinString = fc.oneof(fc.constantFrom(...NON_LATIN), fc.string({ unit: 'grapheme', minLength: 1, maxLength: 40 }))
export const trickyString = fc.oneof(fc.constantFrom(...TRICKY_STRINGS), nonLatinString, longString)
export const extremeNumber = fc.oneof(
  fc.constantFrom(...EXTREME_NUMBERS),
  fc.integer({ min: -2_000_000_000, max: -1 }),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)

/** Anything JSON can carry, small. */
const jsonValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  extremeNumber,
  trickyString,
  fc.array(fc.oneof(fc.integer(), fc.string({ maxLength: 5 }), fc.constant(null)), { maxLength: 4 }),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.oneof(fc.integer(), fc.string({ maxLength: 5 })), { maxKeys: 3 }),
)

// ── Valid values from a schema ────────────────────────────────────────────────────────────────

const FUTURE_BASE = Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000

/** A value that fits `schema` (as far as a generator can tell), leaning on known ids and codes. */
export function validValue(schema: Schema | undefined, name: string, known: KnownValues): fc.Arbitrary<unknown> {
  if (!schema) return fc.constant('x')
  if (Array.isArray(schema.enum)) return fc.constantFrom(...(schema.enum as unknown[]))
  if ('const' in schema) return fc.constant(schema.const)
  if (schema.anyOf || schema.oneOf) return fc.oneof(...((schema.anyOf ?? schema.oneOf) as Schema[]).map((s) => validValue(s, name, known)))
  const types: string[] = [schema.type ?? 'string'].flat()
  const type = types.find((t) => t !== 'null') ?? 'null'
  switch (type) {
    case 'null':
      return fc.constant(null)
    case 'boolean':
      return fc.boolean()
    case 'integer': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : -1000)
      const max = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - 1 : 1_000_000)
      const inRange = known.ids.filter((id) => id >= min && id <= max)
      return inRange.length ? fc.oneof(fc.constantFrom(...inRange), fc.integer({ min, max })) : fc.integer({ min, max })
    }
    case 'number': {
      const min = schema.minimum ?? schema.exclusiveMinimum ?? -1e6
      const max = schema.maximum ?? schema.exclusiveMaximum ?? 1e6
      return fc.oneof(
        fc.integer({ min: Math.ceil(min), max: Math.floor(Math.min(max, 100_000)) }).filter((n) => schema.exclusiveMinimum === undefined || n > schema.exclusiveMinimum),
        fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: schema.exclusiveMinimum !== undefined }),
      )
    }
    case 'array':
      return fc.array(validValue(schema.items, name, known), { minLength: schema.minItems ?? 0, maxLength: Math.min(schema.maxItems ?? 3, 3) })
    case 'object':
      return validObject(schema, known)
    default:
      return validString(schema, name, known)
  }
}

function validString(schema: Schema, name: string, known: KnownValues): fc.Arbitrary<string> {
  const minLength: number = schema.minLength ?? 0
  const maxLength: number = schema.maxLength ?? 200
  const fits = (s: string) => s.length >= minLength && s.length <= maxLength && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s))
  const knownOnes = (known.strings[name] ?? []).filter(fits)
  let generated: fc.Arbitrary<string>
  if (schema.format === 'email') generated = fc.emailAddress().filter((s) => s.length <= maxLength)
  else if (schema.format === 'date-time') generated = fc.integer({ min: 0, max: 96 }).map((h) => new Date(FUTURE_BASE + h * 3_600_000).toISOString())
  else if (schema.format === 'date') generated = fc.integer({ min: 0, max: 365 }).map((d) => new Date(FUTURE_BASE + d * 86_400_000).toISOString().slice(0, 10))
  else if (schema.format === 'uri' || schema.format === 'url') generated = fc.webUrl().filter((s) => s.length <= maxLength)
  else if (typeof schema.pattern === 'string' && schema.pattern.startsWith('^')) {
    generated = fc.stringMatching(new RegExp(schema.pattern)).filter(fits)
  } else {
    generated = fc.oneof(fc.string({ minLength, maxLength: Math.min(maxLength, 30) }), nonLatinString).filter(fits)
  }
  return knownOnes.length ? fc.oneof(fc.constantFrom(...knownOnes), generated) : generated
}

function validObject(schema: Schema, known: KnownValues): fc.Arbitrary<Record<string, unknown>> {
  const properties: Record<string, Schema> = schema.properties ?? {}
  const required: string[] = schema.required ?? []
  const model: Record<string, fc.Arbitrary<unknown>> = {}
  for (const [key, prop] of Object.entries(properties)) model[key] = validValue(prop, key, known)
  return fc.record(model, { requiredKeys: required.filter((key) => key in properties) }) as fc.Arbitrary<Record<string, unknown>>
}

// ── One broken thing ──────────────────────────────────────────────────────────────────────────

type Mutation = { kind: string; apply: (input: Inputs) => Inputs }

interface Inputs {
  body: unknown
  hasBody: boolean
  query: Record<string, string | string[]>
  params: Record<string, string>
  headers: Record<string, string>
  /** Sent instead of JSON.stringify(body). */
  raw?: string
  contentType?: string | null
}

const MALFORMED_JSON = [
  '{',
  '}',
  '{"a":}',
  "{'single': 'quotes'}",
  '{"a": 1,}',
  '[1, 2',
  'undefined',
  'NaN',
  '{"a": NaN}',
  '{"a": 1e999999}',
  '{"a": "\\u00"}',
  '{"a": "unterminated}',
  '\u0000',
  '{"__proto__": {"isAdmin": true}}',
  '{"constructor": {"prototype": {"isAdmin": true}}}',
  '\ufeff{}',
  '{}{}',
  'x'.repeat(5000),
  '['.repeat(50_000),
  '{"a":'.repeat(20_000),
  `{"a": "${'b'.repeat(1_100_000)}"}`,
]
const WRONG_CONTENT_TYPES = [
  'text/plain',
  'text/html',
  'application/xml',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----x',
  'application/octet-stream',
  'application/jsonp',
  'image/svg+xml',
  'application/json-patch+json',
  '*/*',
  'garbage',
  ';;;',
]
const HOSTILE_KEYS = ['__proto__', 'constructor', 'prototype', 'is_admin', 'role', 'user_id', 'id', 'total', 'price', 'balance', 'status', '', ' ', '漢字', 'a.b', '$where']

function mutations(op: Operation): fc.Arbitrary<Mutation> {
  const options: fc.WeightedArbitrary<Mutation>[] = []
  const add = (weight: number, arbitrary: fc.Arbitrary<Mutation>) => options.push({ weight, arbitrary })
  add(1, fc.constant({ kind: 'as generated', apply: (i: Inputs) => i }))

  const bodySchema = op.body
  const bodyProps = Object.keys(bodySchema?.properties ?? {})
  const bodyRequired: string[] = bodySchema?.required ?? []
  if (bodySchema) {
    if (bodyRequired.length) {
      add(2, fc.constantFrom(...bodyRequired).map((key) => ({ kind: 'body: missing required field', apply: (i: Inputs) => ({ ...i, body: omit(i.body, key) }) })))
    }
    add(
      2,
      fc.tuple(fc.oneof(fc.constantFrom(...HOSTILE_KEYS), fc.string({ minLength: 1, maxLength: 12 })), jsonValue)
        .filter(([key]) => !bodyProps.includes(key))
        .map(([key, value]) => ({ kind: 'body: extra field', apply: (i: Inputs) => ({ ...i, raw: withKey(i.body, key, value) }) })),
    )
    if (bodyProps.length) {
      add(4, fc.tuple(fc.constantFrom(...bodyProps), jsonValue).map(([key, value]) => ({ kind: 'body: wrong type or value', apply: (i: Inputs) => ({ ...i, body: set(i.body, key, value) }) })))
      add(2, fc.tuple(fc.constantFrom(...bodyProps), extremeNumber).map(([key, value]) => ({ kind: 'body: huge or negative number', apply: (i: Inputs) => ({ ...i, body: set(i.body, key, value) }) })))
      add(2, fc.tuple(fc.constantFrom(...bodyProps), trickyString).map(([key, value]) => ({ kind: 'body: long, non-Latin or tricky string', apply: (i: Inputs) => ({ ...i, body: set(i.body, key, value) }) })))
    }
    add(1, jsonValue.filter((v) => v === null || typeof v !== 'object' || Array.isArray(v)).map((value) => ({ kind: 'body: not an object', apply: (i: Inputs) => ({ ...i, body: value }) })))
    add(2, fc.constantFrom(...MALFORMED_JSON).map((raw) => ({ kind: 'body: malformed JSON', apply: (i: Inputs) => ({ ...i, raw }) })))
    add(
      2,
      fc.constantFrom(...WRONG_CONTENT_TYPES, null).map((contentType) => ({
        kind: 'body: wrong content type',
        apply: (i: Inputs) => ({ ...i, contentType, raw: contentType?.includes('form') ? 'amount=1&email=a%40b.c' : JSON.stringify(i.body) }),
      })),
    )
  }
  const queryParams = op.parameters.filter((p) => p.in === 'query')
  if (queryParams.length) {
    const names = queryParams.map((p) => p.name)
    const required = queryParams.filter((p) => p.required).map((p) => p.name)
    if (required.length) add(2, fc.constantFrom(...required).map((key) => ({ kind: 'query: missing required', apply: (i: Inputs) => ({ ...i, query: omit(i.query, key) as Inputs['query'] }) })))
    add(
      4,
      fc.tuple(fc.constantFrom(...names), fc.oneof(trickyString, extremeNumber.map(String))).map(([key, value]) => ({
        kind: 'query: hostile value',
        apply: (i: Inputs) => ({ ...i, query: { ...i.query, [key]: value } }),
      })),
    )
    add(
      1,
      fc.tuple(fc.constantFrom(...names), fc.array(fc.string({ maxLength: 5 }), { minLength: 2, maxLength: 4 })).map(([key, values]) => ({
        kind: 'query: repeated parameter',
        apply: (i: Inputs) => ({ ...i, query: { ...i.query, [key]: values } }),
      })),
    )
  }
  const pathParams = op.parameters.filter((p) => p.in === 'path')
  if (pathParams.length) {
    add(
      4,
      fc.tuple(fc.constantFrom(...pathParams.map((p) => p.name)), fc.oneof(trickyString.filter((s) => s.length > 0), extremeNumber.map(String))).map(([key, value]) => ({
        kind: 'path: hostile segment',
        apply: (i: Inputs) => ({ ...i, params: { ...i.params, [key]: value } }),
      })),
    )
  }
  const headerParams = op.parameters.filter((p) => p.in === 'header')
  if (headerParams.length) {
    add(
      2,
      fc.tuple(fc.constantFrom(...headerParams.map((p) => p.name)), fc.oneof(trickyString, fc.string({ maxLength: 300 }))).map(([key, value]) => ({
        kind: 'header: hostile value',
        apply: (i: Inputs) => ({ ...i, headers: { ...i.headers, [key]: value } }),
      })),
    )
  }
  return fc.oneof(...options)
}

function omit(value: unknown, key: string): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value
  const copy = { ...(value as Record<string, unknown>) }
  delete copy[key]
  return copy
}

function set(value: unknown, key: string, field: unknown): unknown {
  const base = value && typeof value === 'object' && !Array.isArray(value) ? value : {}
  return { ...(base as Record<string, unknown>), [key]: field }
}

/** JSON text with one more key; `__proto__` as a real key, as a hostile client would send it. */
function withKey(body: unknown, key: string, value: unknown): string {
  const base = JSON.stringify(body && typeof body === 'object' && !Array.isArray(body) ? body : {})
  const extra = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`
  return base === '{}' ? `{${extra}}` : `${base.slice(0, -1)},${extra}}`
}

/** Header values must be Latin-1 without control characters to be sent at all. */
function headerSafe(value: string): string {
  return /^[\x20-\x7e\x80-\xff]*$/.test(value) ? value : pathSegment(value)
}

/** A path segment, percent-encoded; a lone surrogate goes out as the invalid UTF-8 it would be. */
function pathSegment(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '')) + '%ED%A0%80'
  }
}

function queryText(query: Record<string, string | string[]>): string {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) for (const one of [value].flat()) search.append(key, one)
  const text = search.toString()
  return text ? `?${text}` : ''
}

const AS_GENERATED: fc.Arbitrary<Mutation> = fc.constant({ kind: 'as generated', apply: (i: Inputs) => i })

/** A request for `op` built from its schemas with nothing broken on purpose (it may still be refused). */
export function plainRequest(op: Operation, known: KnownValues): fc.Arbitrary<HostileRequest> {
  return hostileRequest(op, known, AS_GENERATED)
}

/** One hostile request for `op`. */
export function hostileRequest(op: Operation, known: KnownValues, mutation: fc.Arbitrary<Mutation> = mutations(op)): fc.Arbitrary<HostileRequest> {
  const paramModel: Record<string, fc.Arbitrary<unknown>> = {}
  const queryModel: Record<string, fc.Arbitrary<unknown>> = {}
  const headerModel: Record<string, fc.Arbitrary<unknown>> = {}
  const queryRequired: string[] = []
  const headerRequired: string[] = []
  for (const p of op.parameters) {
    const value = validValue(p.schema, p.name, known).map((v) => String(v))
    if (p.in === 'path') paramModel[p.name] = value
    else if (p.in === 'query') {
      queryModel[p.name] = value
      if (p.required) queryRequired.push(p.name)
    } else if (p.in === 'header') {
      headerModel[p.name] = value
      if (p.required) headerRequired.push(p.name)
    }
  }
  const inputs = fc.record({
    params: fc.record(paramModel) as fc.Arbitrary<Record<string, string>>,
    query: fc.record(queryModel, { requiredKeys: queryRequired }) as fc.Arbitrary<Record<string, string>>,
    headers: fc.record(headerModel, { requiredKeys: headerRequired }) as fc.Arbitrary<Record<string, string>>,
    body: op.body ? validValue(op.body, 'body', known) : fc.constant(undefined),
  })
  return fc.tuple(inputs, mutation).map(([generated, mutation]) => {
    const start: Inputs = { ...generated, hasBody: Boolean(op.body) }
    const i = mutation.apply(start)
    let url = op.path.replace(/\{([^}]+)\}/g, (_m, name: string) => pathSegment(i.params[name] ?? ''))
    url += queryText(i.query)
    const headers: Record<string, string> = { accept: 'application/json' }
    for (const [key, value] of Object.entries(i.headers)) headers[key] = headerSafe(String(value))
    let payload: string | undefined
    if (op.body) {
      payload = i.raw ?? JSON.stringify(i.body) ?? ''
      if (i.contentType !== null) headers['content-type'] = i.contentType ?? 'application/json'
    }
    // What the server parses: the body is only known when it was sent as JSON that parses.
    let body: unknown = i.body
    if (i.raw !== undefined) {
      try {
        // A leading byte-order mark is allowed by RFC 8259 parsers, the server's included.
        body = JSON.parse(i.raw.replace(/^\ufeff/, ''))
      } catch {
        body = undefined
      }
    }
    return {
      kind: mutation.kind,
      method: op.method,
      url,
      headers,
      payload,
      body,
      hasBody: Boolean(op.body),
      query: i.query,
      params: i.params,
      extraHeaders: i.headers,
    }
  })
}

// ── Would the server refuse it before any handler? ────────────────────────────────────────────

// The server's own validator settings: query, params and headers coerced, bodies taken as sent.
const compile = createValidatorCompiler()
const validators = new Map<string, (value: unknown) => boolean>()
function validatorFor(key: string, schema: Schema, httpPart: 'body' | 'querystring' | 'params' | 'headers') {
  let validate = validators.get(key)
  if (!validate) {
    const compiled = compile({ schema, httpPart, method: 'POST', url: '/' }) as (value: unknown) => boolean
    validate = (value) => compiled(structuredClone(value))
    validators.set(key, validate)
  }
  return validate
}

function partSchema(op: Operation, where: 'query' | 'path' | 'header'): Schema {
  const params = op.parameters.filter((p) => p.in === where)
  return {
    type: 'object',
    properties: Object.fromEntries(params.map((p) => [p.name, p.schema])),
    required: params.filter((p) => p.required).map((p) => p.name),
  }
}

/** Would the route's schemas refuse this request before any handler runs? */
export function breaksSchema(op: Operation, request: HostileRequest): boolean {
  const id = `${op.method} ${op.path}`
  const contentType = request.headers['content-type']
  if (request.hasBody) {
    if (contentType !== 'application/json') return true
    if (request.payload && request.payload.trim() !== '' && request.body === undefined) return true
    if (!validatorFor(`${id} body`, op.body!, 'body')(request.body)) return true
  }
  if (!validatorFor(`${id} query`, partSchema(op, 'query'), 'querystring')(request.query)) return true
  if (!validatorFor(`${id} path`, partSchema(op, 'path'), 'params')(request.params)) return true
  const headers = Object.fromEntries(Object.entries(request.headers).map(([k, v]) => [k.toLowerCase(), v]))
  return !validatorFor(`${id} header`, partSchema(op, 'header'), 'headers')(headers)
}

