/**
 * A client's i18n instance, as the SDK and a host may use it: the subset of i18next's instance that
 * core's engine (liteI18next.ts) implements with i18next's answers. A host that used more of
 * i18next (plugins, formats, getFixedT) brings its own i18next for its own texts.
 */
export interface ParkadeI18n {
  /** The language `t` answers in when no `lng` is given. */
  language: string
  /** `language` then its fallbacks, as i18next lists them. */
  languages: readonly string[]
  /** The text at a dotted key in the `parkade` namespace, filled from `options`; the key itself when missing. */
  t(key: string, options?: Record<string, unknown>): string
  exists(key: string, options?: Record<string, unknown>): boolean
  changeLanguage(language?: string): Promise<unknown>
  on(event: 'languageChanged', listener: (language: string) => void): unknown
  off(event: 'languageChanged', listener?: (language: string) => void): void
  getResourceBundle(language: string, namespace: string): unknown
  addResourceBundle(language: string, namespace: string, resources: object, deep?: boolean, overwrite?: boolean): ParkadeI18n
  removeResourceBundle(language: string, namespace: string): ParkadeI18n
  store: {
    data: Record<string, unknown>
    on(event: 'added' | 'removed', listener: (language: string, namespace: string) => void): unknown
    off(event: 'added' | 'removed', listener?: (language: string, namespace: string) => void): void
  }
}
