import { createI18n } from '../i18n/createI18n.ts'

const i18n = createI18n('en')

/** The English a UI shows for one of the SDK's own messages (their texts' keys): the spec's wording. */
export function english(key: string): string {
  return i18n.t(key)
}
