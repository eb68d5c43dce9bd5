// Public surface of i18n/: the instance factory, the language rules, the resources (English at
// once, each other language fetched on demand) and the message catalogue that lets a UI show any
// known error in the user's language.
export { coreTextsReady } from './coreTextsReady.ts'
export { createI18n } from './createI18n.ts'
export { hasCoreTexts } from './hasCoreTexts.ts'
export { loadCoreTexts, loadedCoreTexts } from './loadCoreTexts.ts'
export type { ParkadeI18n } from './ParkadeI18n.ts'
export { isLanguage } from './language.ts'
export type { Language } from './language.ts'
export { languageForCountry } from './languageForCountry.ts'
export { CLIENT_MESSAGES, MESSAGE_KEYS, SPEC_MESSAGES, messageKey, translateMessage } from './messages.ts'
export { I18N_NAMESPACE } from './namespace.ts'
export { en } from './resources/en.ts'
export type { ParkadeResources } from './resources/en.ts'
export type { ApiErrorTexts } from './apiErrorTexts.ts'
export { fr } from './resources/fr.ts'
export type { TranslationKey } from './translationKey.ts'
