import type { TranslationKey as CoreTranslationKey } from '@parkade/core'
import type { SiteResources } from './en.ts'

type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${LeafPaths<T[K]>}`
}[keyof T & string]

/** Every dotted key path of a resources tree that holds a text. */
export type ResourceKey<T> = LeafPaths<T>

/** A key of the SDK's resources or of the site's own (both live in the client's `parkade` namespace). */
export type TranslationKey = CoreTranslationKey | ResourceKey<SiteResources>
