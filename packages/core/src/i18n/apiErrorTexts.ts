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

/**
 * Some of those texts: the groups a feature shows. Core's French has those any call may answer;
 * a feature's French, those its calls answer (resources/apiErrors/), added to a client's with it.
 */
export type ApiErrorTextsPart = {
  readonly [G in keyof ApiErrorTexts]?: Partial<ApiErrorTexts[G]>
}
