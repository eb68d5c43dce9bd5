import { describe, expect, it } from 'vitest'
import { createI18n } from '../i18n/createI18n.ts'
import type { Language } from '../i18n/language.ts'
import { createCountryStore } from '../stores/createCountryStore.ts'
import { createLanguageStore } from '../stores/createLanguageStore.ts'
import { createTestStorage } from './stores.fakeApi.ts'

/** Texts that arrive when the test says so. */
function slowTexts(present: Language[] = ['en']) {
  const here = new Set<Language>(present)
  const waiting = new Map<Language, () => void>()
  return {
    texts: {
      has: (language: Language) => here.has(language),
      load: (language: Language) =>
        new Promise<void>((resolve) => {
          waiting.set(language, () => {
            here.add(language)
            resolve()
          })
        }),
    },
    arrive: async (language: Language) => {
      waiting.get(language)?.()
      await Promise.resolve()
      await Promise.resolve()
    },
  }
}

function setup(initialCode: string, present?: Language[]) {
  const { storage } = createTestStorage()
  const lifetime = new AbortController()
  const country = createCountryStore({ storage, initialCode, signal: lifetime.signal })
  const i18n = createI18n('en')
  const slow = slowTexts(present)
  const language = createLanguageStore({ storage, country, i18n, texts: slow.texts, signal: lifetime.signal })
  return { storage, country, language, i18n, lifetime, ...slow }
}

describe('language store: a language whose texts are on their way', () => {
  it('switches once the texts are here, not before: never French words missing under French', async () => {
    const { language, i18n, storage, arrive } = setup('NG')
    const seen: Language[] = []
    language.subscribe((state, previous) => {
      if (state.language !== previous.language) seen.push(state.language)
    })
    language.getState().choose('fr')
    expect(language.getState().language).toBe('en')
    expect(i18n.language).toBe('en')
    expect(storage.get('userLanguagePreference')).toBe('fr')
    expect(seen).toEqual([])
    await arrive('fr')
    expect(language.getState().language).toBe('fr')
    expect(i18n.language).toBe('fr')
    expect(storage.get('language')).toBe('fr')
    expect(seen).toEqual(['fr'])
  })

  it('a choice made while French is on its way wins over it', async () => {
    const { language, arrive } = setup('NG')
    language.getState().choose('fr')
    language.getState().choose('en')
    expect(language.getState().language).toBe('en')
    await arrive('fr')
    expect(language.getState().language).toBe('en')
  })

  it('follows a country change to Senegal once French is here', async () => {
    const { country, language, arrive } = setup('NG')
    country.getState().setCountry('SN')
    expect(language.getState().language).toBe('en')
    await arrive('fr')
    expect(language.getState().language).toBe('fr')
  })

  it('starts in the page’s language and switches its i18n once the texts arrive', async () => {
    const { language, i18n, arrive } = setup('SN')
    expect(language.getState().language).toBe('fr')
    expect(i18n.language).toBe('en')
    await arrive('fr')
    expect(i18n.language).toBe('fr')
  })

  it('switches at once when the texts are there already', () => {
    const { language, i18n } = setup('NG', ['en', 'fr'])
    language.getState().choose('fr')
    expect(language.getState().language).toBe('fr')
    expect(i18n.language).toBe('fr')
  })
})
