import type { FieldError } from '@parkade/contract'
import type { FastifySchemaValidationError } from 'fastify/types/schema.js'


const TYPE_WORDS: Record<string, string> = {
  string: 'a string',
  number: 'a number',
  integer: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  null: 'null',
}

const FORMAT_SENTENCES: Record<string, string> = {
  email: 'must be a valid email address',
  'date-time': 'must be a date and time in ISO 8601 format, e.g. 2027-01-15T09:00:00Z',
  date: 'must be a date in the format YYYY-MM-DD',
  uri: 'must be a valid URL',
  url: 'must be a valid URL',
}

function fieldOf(error: FastifySchemaValidationError, context: string): string {
  const path = (error.instancePath ?? '')
    .split('/')
    .filter(Boolean)
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .join('.')
  const params = error.params as Record<string, unknown>
  const child =
    error.keyword === 'required' ? String(params.missingProperty) : error.keyword === 'additionalProperties' ? String(params.additionalProperty) : ''
  const full = [path, child].filter(Boolean).join('.')
  return full || context
}

function sentenceOf(error: FastifySchemaValidationError): string {
  const params = error.params as Record<string, unknown>
  switch (error.keyword) {
    case 'required':
      return 'is required'
    case 'additionalProperties':
      return 'is not an accepted field'
    case 'format':
      return FORMAT_SENTENCES[String(params.format)] ?? `must be a valid ${String(params.format)}`
    case 'type': {
      const types = String(params.type).split(',')
      return `must be ${types.map((type) => TYPE_WORDS[type] ?? type).join(' or ')}`
    }
    case 'enum':
      return `must be one of: ${(params.allowedValues as unknown[]).map(String).join(', ')}`
    case 'const':
      return `must be ${String(params.allowedValue)}`
    case 'minLength':
      return params.limit === 1 ? 'must not be empty' : `must be at least ${String(params.limit)} characters`
    case 'maxLength':
      return `must be at most ${String(params.limit)} characters`
    case 'minimum':
      return `must be at least ${String(params.limit)}`
    case 'maximum':
      return `must be at most ${String(params.limit)}`
    case 'exclusiveMinimum':
      return `must be greater than ${String(params.limit)}`
    case 'exclusiveMaximum':
      return `must be less than ${String(params.limit)}`
    case 'pattern':
      return 'has an invalid format'
    case 'minItems':
      return `must have at least ${String(params.limit)} items`
    case 'maxItems':
      return `must have at most ${String(params.limit)} items`
    case 'multipleOf':
      return `must be a multiple of ${String(params.multipleOf)}`
    default:
      return error.message ?? 'is invalid'
  }
}

const PLAIN_FIELD = /^[A-Za-z_][A-Za-z0-9_.-]{0,63}$/

/**
 * A field name as a sentence shows it: plain names as they are; anything else a client made up
 * (an unknown key of any length or alphabet) quoted and shortened, so the sentence stays readable.
 */
function shownField(field: string): string {
  if (PLAIN_FIELD.test(field)) return field
  const short = [...field].length > 40 ? `${[...field].slice(0, 40).join('')}…` : field
  return JSON.stringify(short)
}

const CONTEXT_NAMES: Record<string, string> = { body: 'body', querystring: 'query', params: 'path', headers: 'headers' }

/**
 * Ajv errors as sentences a person can read, each naming its field: "email: must be a valid
 * email address". A field's `x-message` replaces the sentence (it names the field itself).
 */
export function formatValidationError(errors: FastifySchemaValidationError[], context: string): { detail: string; errors: FieldError[] } {
  const contextName = CONTEXT_NAMES[context] ?? context
  const seen = new Set<string>()
  const fields: FieldError[] = []
  for (const error of errors) {
    const field = fieldOf(error, contextName)
    // The body itself missing or not an object.
    if (field === 'body' && error.keyword === 'type') {
      fields.push({ field, message: 'The request body must be a JSON object.' })
      continue
    }
    const custom = (error as { parentSchema?: Record<string, unknown> }).parentSchema?.['x-message']
    // x-message explains the field's rule; a missing field, an extra one or a wrong type keep their own sentence.
    const keywordIsAboutField = !['required', 'additionalProperties', 'type'].includes(error.keyword)
    const message = typeof custom === 'string' && keywordIsAboutField ? custom : `${shownField(field)}: ${sentenceOf(error)}`
    // allErrors may report one field several times (type and format…); keep the first.
    if (seen.has(field)) continue
    seen.add(field)
    fields.push({ field, message })
  }
  const detail = fields.length ? fields.map((f) => f.message).join('; ') : 'The request is invalid.'
  return { detail, errors: fields }
}
