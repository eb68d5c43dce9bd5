import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { LANGUAGE_NOTICE_MS } from '../constants.ts'
import { isLanguage } from '../i18n/language.ts'
import type { Language } from '../i18n/language.ts'
import { languageForCountry } from '../i18n/languageForCountry.ts'
import type { CountryStore } from './createCountryStore.ts'
import type { ClientStorage, StoreLifetime } from './types.ts'

export interface LanguageState {
  language: Language
  /** The manual choice kept under `userLanguagePreference`; null lets the country decide. */
  preference: Language | null
  /** The language notice (SPEC §2): after a country change with no stored preference; hides after 5 s. */
  noticeVisible: boolean
  /** 'Keep this language': saves the current language as the preference and hides the notice. */
  keep(): void
  /** 'Dismiss': hides the notice. */
  dismiss(): void
  /** A manual choice: saved as the preference. */
  choose(language: Language): void
  /** Forgets the manual choice; the country decides again. */
  clearPreference(): void
  /** SPEC §4 for a country; `countryChanged` marks a change the visitor made (it may show the notice). */
  applyCountry(code: string | null | undefined, countryChanged: boolean): void
}

export type LanguageStore = StoreApi<LanguageState>

/** The part of an i18next instance the store drives. */
export interface LanguageTarget {
  language?: string
  changeLanguage(language: string): unknown
}

/** A language's texts, which may arrive later than the choice of it. */
export interface LanguageTexts {
  /** Whether the texts in `language` are here to render with. */
  has(language: Language): boolean
  /** Resolves once they are (or once they cannot be: the language then shows with English's). */
  load(language: Language): Promise<void>
}

export interface LanguageStoreOptions extends StoreLifetime {
  storage: ClientStorage
  /** Followed: every country change applies the Senegal → French rule. */
  country?: CountryStore
  /** A language the host page imposes; acts as a preference that is not stored. */
  hostLanguage?: Language | null
  /**
   * The browser's language, when it is one of ours: the hint when no country could be detected (the
   * IP lookup failed and the country is the default), so a French phone in Dakar is not answered in English.
   */
  browserLanguage?: Language | null
  i18n?: LanguageTarget
  /**
   * When given, a switch to a language whose texts are not here yet waits for them: the store
   * (and every UI that follows it) changes once, in the new language, never in the old words
   * under the new language's name.
   */
  texts?: LanguageTexts
  noticeMs?: number
}

export function createLanguageStore(options: LanguageStoreOptions): LanguageStore {
  const { storage, country, i18n, texts, signal: lifetime } = options
  const noticeMs = options.noticeMs ?? LANGUAGE_NOTICE_MS
  const hostLanguage = isLanguage(options.hostLanguage) ? options.hostLanguage : null
  const stored = storage.get('userLanguagePreference')
  const startPreference = isLanguage(stored) ? stored : null
  const startLanguage = languageForCountry(country?.getState().selectedCountry?.code, startPreference ?? hostLanguage)

  let timer: ReturnType<typeof setTimeout> | undefined
  const stopTimer = () => {
    clearTimeout(timer)
    timer = undefined
  }

  /** The language last asked for: a later choice made while an earlier one's texts load wins. */
  let wanted: Language = startLanguage

  const store = createStore<LanguageState>()((set, get) => {
    function switchTo(language: Language) {
      storage.set('language', language)
      if (language !== get().language) set({ language })
      if (i18n && i18n.language !== language) void i18n.changeLanguage(language)
    }

    function apply(language: Language) {
      wanted = language
      if (!texts || texts.has(language)) {
        switchTo(language)
        return
      }
      void texts.load(language).then(() => {
        if (wanted === language && !lifetime?.aborted) switchTo(language)
      })
    }

    function hideNotice() {
      stopTimer()
      if (get().noticeVisible) set({ noticeVisible: false })
    }

    return {
      language: startLanguage,
      preference: startPreference,
      noticeVisible: false,

      keep: () => {
        const { language } = get()
        storage.set('userLanguagePreference', language)
        set({ preference: language })
        hideNotice()
      },

      dismiss: hideNotice,

      choose: (language) => {
        if (!isLanguage(language)) return
        storage.set('userLanguagePreference', language)
        set({ preference: language })
        hideNotice()
        apply(language)
      },

      clearPreference: () => {
        storage.remove('userLanguagePreference')
        set({ preference: null })
        apply(languageForCountry(country?.getState().selectedCountry?.code, hostLanguage))
      },

      applyCountry: (code, countryChanged) => {
        const preference = get().preference ?? hostLanguage
        const hint = country?.getState().source === 'default' && isLanguage(options.browserLanguage) ? options.browserLanguage : null
        apply(languageForCountry(code, preference ?? hint))
        if (!countryChanged || preference || lifetime?.aborted) return
        stopTimer()
        set({ noticeVisible: true })
        timer = setTimeout(() => {
          timer = undefined
          set({ noticeVisible: false })
        }, noticeMs)
      },
    }
  })

  storage.set('language', startLanguage)
  // The page's first language is the store's at once (the page asked for it); its texts, if they
  // are not here, are fetched now and the i18n instance switches when they arrive.
  const startI18n = () => {
    if (i18n && i18n.language !== startLanguage && wanted === startLanguage) void i18n.changeLanguage(startLanguage)
  }
  if (!texts || texts.has(startLanguage)) startI18n()
  else void texts.load(startLanguage).then(startI18n)

  const unsubscribe = country?.subscribe((state, previous) => {
    const code = state.selectedCountry?.code ?? null
    if (code === (previous.selectedCountry?.code ?? null)) return
    store.getState().applyCountry(code, state.source === 'user')
  })
  lifetime?.addEventListener(
    'abort',
    () => {
      stopTimer()
      unsubscribe?.()
    },
    { once: true },
  )

  return store
}
