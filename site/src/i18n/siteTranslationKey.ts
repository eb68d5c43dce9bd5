import type { TranslationKey as CoreTranslationKey } from '@parkade/core'
import type { blogCopy } from './copy/blogCopy.ts'
import type { companyCopy } from './copy/companyCopy.ts'
import type { demoCopy } from './copy/demoCopy.ts'
import type { eventsCopy } from './copy/eventsCopy.ts'
import type { formsCopy } from './copy/formsCopy.ts'
import type { helpCopy } from './copy/helpCopy.ts'
import type { legalCopy } from './copy/legalCopy.ts'
import type { marketingCopy } from './copy/marketingCopy.ts'
import type { marketplaceCopy } from './copy/marketplaceCopy.ts'
import type { parkingTypesCopy } from './copy/parkingTypesCopy.ts'
import type { plansCopy } from './copy/plansCopy.ts'
import type { seoCopy } from './copy/seoCopy.ts'
import type { vehicleDocsCopy } from './copy/vehicleDocsCopy.ts'
import type { SiteResources } from './en.ts'

// Lists (a page's sections, a FAQ) are walked by their page, not named by key.
type LeafPaths<T> = {
  [K in keyof T & string]: T[K] extends string ? K : T[K] extends readonly unknown[] ? never : `${K}.${LeafPaths<T[K]>}`
}[keyof T & string]

/** Every dotted key path of a resources tree that holds a text. */
export type ResourceKey<T> = LeafPaths<T>

type English<P> = P extends { en: infer T } ? T : never
type PageCopies =
  | typeof blogCopy
  | typeof companyCopy
  | typeof demoCopy
  | typeof eventsCopy
  | typeof formsCopy
  | typeof helpCopy
  | typeof legalCopy
  | typeof marketingCopy
  | typeof marketplaceCopy
  | typeof parkingTypesCopy
  | typeof plansCopy
  | typeof seoCopy
  | typeof vehicleDocsCopy

/**
 * A key of the SDK's resources, of the site's shell, or of a page's copy (registered when the page
 * loads): all live in the client's `parkade` namespace.
 */
export type TranslationKey = CoreTranslationKey | ResourceKey<SiteResources> | (PageCopies extends infer P ? (P extends unknown ? ResourceKey<English<P>> : never) : never)
