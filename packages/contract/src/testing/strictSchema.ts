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
