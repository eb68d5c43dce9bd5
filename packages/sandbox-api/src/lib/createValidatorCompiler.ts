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

/**
 * Two validators: query strings, params and headers are text and are coerced ("2" → 2);
 * JSON bodies are taken as sent, so `"amount": "12"` is a 400, not a silent conversion.
 */
export function createValidatorCompiler(): FastifySchemaCompiler<unknown> {
  const textAjv = createAjv({ coerceTypes: 'array' })
  const bodyAjv = createAjv({ coerceTypes: false })
  return ({ schema, httpPart }) => {
    const ajv = httpPart === 'body' ? bodyAjv : textAjv
    return ajv.compile(schema as object) as ValidateFunction
  }
}
