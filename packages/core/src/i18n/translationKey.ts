import type { ParkadeResources } from './resources/en.ts'

type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`
}[keyof T & string]

/** Every dotted key path of the `parkade` namespace that holds a text, e.g. 'validation.passwordTooShort'. */
export type TranslationKey = LeafPaths<ParkadeResources>
