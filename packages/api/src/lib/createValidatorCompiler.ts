import { Ajv } from 'ajv'
import type { Options as AjvOptions, ValidateFunction } from 'ajv'
import addFormats from 'ajv-formats'
import type { FastifySchemaCompiler } from 'fastify'

function createAjv(options: AjvOptions): Ajv {
  const ajv = new Ajv({
    useDefaults: true,
    // Unknown fields are refused (additionalProperties: false), never silently dropped.
    removeAdditional: false,
    allErrors: true,
    // parentSchema on errors, so a field's own `x-message` can replace the generic sentence.
    verbose: true,
    ...options,
  })
  addFormats.default(ajv)
  // x-message: the sentence answered when this field fails; example: documentation only.
  ajv.addKeyword({ keyword: 'x-message', schemaType: 'string' })
  ajv.addKeyword({ keyword: 'example' })
  return ajv
}

/** Where `data` holds a number that is not finite ("/size"), or null. */
function nonFinitePath(data: unknown, path: string, depth = 0): string | null {
  if (typeof data === 'number') return Number.isFinite(data) ? null : path
  if (!data || typeof data !== 'object' || depth > 4) return null
  for (const [key, value] of Object.entries(data)) {
    const found = nonFinitePath(value, `${path}/${key}`, depth + 1)
    if (found !== null) return found
  }
  return null
}

/**
 * Ajv coerces "Infinity" and "1e309" to Infinity and then skips type and range checks for it
 * (they are guarded by isFinite), so `?size=1e309` would pass `maximum: 50`. Text inputs are
 * refused when coercion produced a number that is not finite.
 */
function finiteNumbersOnly(validate: ValidateFunction): ValidateFunction {
  const wrapped = ((data: unknown) => {
    if (!validate(data)) {
      wrapped.errors = validate.errors
      return false
    }
    const path = nonFinitePath(data, '')
    if (path === null) {
      wrapped.errors = null
      return true
    }
    wrapped.errors = [{ keyword: 'finite', instancePath: path, schemaPath: '#', params: {}, message: 'must be a finite number' }]
    return false
  }) as ValidateFunction
  return wrapped
}

/**
 * Two validators: query strings, params and headers are text and are coerced ("2" → 2);
 * JSON bodies are taken as sent, so `"amount": "12"` is a 400, not a silent conversion.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const textAjv = createAjv({ coerceTypes: 'array' })
  const bodyAjv = createAjv({ coerceTypes: false })
  return ({ schema, httpPart }) => {
    if (httpPart === 'body') return bodyAjv.compile(schema as object)
    return finiteNumbersOnly(textAjv.compile(schema as object))
  }
}
