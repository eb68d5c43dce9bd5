// The drift check's core, shared by the API's test servers (contractCheck.ts) and the clients'
// fake API: is an answer (status, content type, body) one its route declares, with additional
// properties refused so a field the schema forgot is caught.
import { Ajv } from 'ajv'
import type { ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { RouteSpec } from '../routes/defineRoute.ts'
import { SHARED_SCHEMAS } from '../schemas/sharedSchemas.ts'
import { strictSchema } from './strictSchema.ts'

const PROBLEM_REF = { $ref: 'ProblemDetails#' }

export interface Answer {
  status: number
  /** Without parameters (`application/json`), '' when none was sent. */
  contentType: string
  /** The body as data, or undefined when there is none. */
  body: unknown
  /** `body` is the text (or bytes) sent, JSON to parse before it is checked. */
  serialized?: boolean
}

export interface ContractValidator {
  /**
   * What is wrong with `answer` for `route` (a route of the contract, or none: the answer of no
   * route, which must be Problem Details), or null when nothing is.
   */
  check(route: RouteSpec | undefined, answer: Answer): string | null
}

export function createContractValidator(): ContractValidator {
  const ajv = new Ajv({ allErrors: true, strict: false })
  // ajv-formats is CommonJS: its function is `default` under Node's ESM loader, the module itself under bundlers.
  const formats = addFormats as unknown as { default?: typeof addFormats }
  ;(formats.default ?? addFormats)(ajv)
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

  return {
    check(route, { status, contentType, body, serialized = false }) {
      let schema: object
      if (!route) {
        schema = PROBLEM_REF
        if (contentType !== 'application/problem+json') return `answered ${contentType || 'no content type'}, not application/problem+json`
      } else {
        const answer = route.responses[status]
        if (!answer) return `${route.operationId} does not declare ${status}`
        if ('type' in answer) return body !== undefined && body !== null && body !== '' ? `${route.operationId} declares no body for ${status}` : null
        const content = answer.content[contentType]
        if (!content) return `${route.operationId} does not declare ${contentType || 'no content type'} for ${status}`
        if (!contentType.includes('json')) return null
        schema = content.schema
      }
      let data: unknown
      try {
        data = serialized ? JSON.parse(String(body)) : JSON.parse(JSON.stringify(body ?? null))
      } catch {
        return 'the body is not JSON'
      }
      const validate = validatorOf(schema)
      if (validate(data)) return null
      const errors = (validate.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`)
      return `${route?.operationId ?? 'Problem Details'}: ${errors.join('; ')}`
    },
  }
}
