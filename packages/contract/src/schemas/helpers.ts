import { Type } from 'typebox'
import type { Static, TSchema, TSchemaOptions, TUnsafe } from 'typebox'

/** `T | null`. */
export const Nullable = <T extends TSchema>(schema: T, options: TSchemaOptions = {}) => Type.Union([schema, Type.Null()], options)

/** A string from a fixed list, written `{ type: 'string', enum }` as validators and documents expect. */
export const StringEnum = <const V extends readonly string[]>(values: V, options: TSchemaOptions = {}): TUnsafe<V[number]> =>
  Type.Unsafe<V[number]>({ type: 'string', enum: [...values], ...options })

/** A database id: a positive 32-bit integer. */
export const Id = (options: TSchemaOptions = {}) => Type.Integer({ minimum: 1, maximum: 2147483647, ...options })

/** ISO 8601 date-time with offset, e.g. `2027-01-15T09:00:00.000Z`. */
export const IsoDateTime = (options: TSchemaOptions = {}) => Type.String({ format: 'date-time', ...options })

/**
 * A schema published once under its `$id` (OpenAPI `components.schemas`) and used by reference;
 * typed as the schema it names.
 */
export function Shared<T extends TSchema>(schema: T, options: TSchemaOptions = {}): TUnsafe<Static<T>> {
  const id = (schema as { $id?: unknown }).$id
  if (typeof id !== 'string') throw new Error('Shared(): the schema has no $id')
  return Type.Unsafe<Static<T>>({ $ref: `${id}#`, ...options })
}
