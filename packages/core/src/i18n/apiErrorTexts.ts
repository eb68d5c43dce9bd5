import type { ErrorCode } from '@parkade/contract/errors'

type GroupOf<C> = C extends `${infer G}.${string}` ? G : never
type NameIn<C, G extends string> = C extends `${G}.${infer N}` ? N : never

/**
 * One language's text for every error code of the API, nested by the code's dot
 * ('booking.too_long' → booking.too_long) and with `{{name}}` where the catalogue has `{name}`.
 * Derived from the contract's catalogue, so a new code is a compile error until it is translated.
 */
export type ApiErrorTexts = {
  readonly [G in GroupOf<ErrorCode>]: { readonly [N in NameIn<ErrorCode, G>]: string }
}
