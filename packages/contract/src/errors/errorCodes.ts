import { ERROR_CATALOGUE } from './errorCatalogue.ts'

/** Every code the API can answer in a Problem Details body. */
export type ErrorCode = keyof typeof ERROR_CATALOGUE

/** The `{name}` placeholders of a message, as an object type; `never` when there are none. */
type PlaceholdersOf<M extends string> = M extends `${string}{${infer Name}}${infer Rest}` ? Name | PlaceholdersOf<Rest> : never

/** The values an error's message needs: `{ amount: string }` for `'{amount} was added…'`. */
export type ErrorParams<C extends ErrorCode> = [PlaceholdersOf<(typeof ERROR_CATALOGUE)[C]['message']>] extends [never]
  ? Record<string, never>
  : Record<PlaceholdersOf<(typeof ERROR_CATALOGUE)[C]['message']>, string | number>

export const ERROR_CODES = Object.keys(ERROR_CATALOGUE) as ErrorCode[]

export function isErrorCode(value: unknown): value is ErrorCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, value)
}
