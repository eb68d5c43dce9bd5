// Everything the site uses from the SDK, in one place: '@parkade/react' re-exports @parkade/core.
// The site's own texts join the SDK's: its client factory registers them, and its translation hook
// and key type know them. These named exports take the place of the SDK's of the same name.
export * from '@parkade/react'
export { createParkadeClient } from './i18n/createParkadeClient.ts'
export { useTranslation } from './i18n/useTranslation.ts'
export type { TranslationKey } from './i18n/siteTranslationKey.ts'
