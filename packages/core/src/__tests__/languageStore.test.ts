import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_NOTICE_MS } from '../constants.ts'
import { createI18n } from '../i18n/createI18n.ts'
import { loadCoreTexts } from '../i18n/loadCoreTexts.ts'
import { createCountryStore } from '../stores/createCountryStore.ts'
import { createLanguageStore } from '../stores/createLanguageStore.ts'
import type { LanguageStoreOptions } from '../stores/createLanguageStore.ts'
import { createTestStorage } from './stores.fakeApi.ts'

// These tests read the French texts, as a page in French has them once fetched.
await loadCoreTexts('fr')

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

function setup({ initialCode = 'NG', preference, ...options }: Partial<LanguageStoreOptions> & { initialCode?: string; preference?: string } = {}) {
  const { storage } = createTestStorage()
  if (preference) storage.set('userLanguagePreference', preference)
  const lifetime = new AbortController()
  const country = createCountryStore({ storage, initialCode, signal: lifetime.signal })
  const language = createLanguageStore({ storage, country, signal: lifetime.signal, ...options })
  return { storage, country, language, lifetime }
}

describe('language store: the country decides unless the user chose (SPEC §1, §4)', () => {
  it('French for Senegal', () => {
    expect(setup({ initialCode: 'SN' }).language.getState().language).toBe('fr')
  })

  it.each(['NG', 'US', 'CA', 'GB'])('English for %s', (code) => {
    expect(setup({ initialCode: code }).language.getState().language).toBe('en')
  })

  it('follows a change of country', () => {
    const { country, language, storage } = setup()
    country.getState().setCountry('SN')
    expect(language.getState().language).toBe('fr')
    expect(storage.get('language')).toBe('fr')
    country.getState().setCountry('US')
    expect(language.getState().language).toBe('en')
  })

  it('a stored manual preference wins over the country, at start and after a change', () => {
    const { country, language } = setup({ initialCode: 'SN', preference: 'en' })
    expect(language.getState()).toMatchObject({ language: 'en', preference: 'en' })
    country.getState().setCountry('NG')
    country.getState().setCountry('SN')
    expect(language.getState().language).toBe('en')
  })

  it('choose() saves the manual choice', () => {
    const { country, language, storage } = setup()
    language.getState().choose('fr')
    expect(language.getState()).toMatchObject({ language: 'fr', preference: 'fr' })
    expect(storage.get('userLanguagePreference')).toBe('fr')
    country.getState().setCountry('US')
    expect(language.getState().language).toBe('fr')
  })

  it('clearPreference() hands the choice back to the country', () => {
    const { language, storage } = setup({ initialCode: 'SN', preference: 'en' })
    language.getState().clearPreference()
    expect(language.getState()).toMatchObject({ language: 'fr', preference: null })
    expect(storage.get('userLanguagePreference')).toBeNull()
  })

  it("a host's language acts as a preference without being stored", () => {
    const { country, language, storage } = setup({ initialCode: 'CA', hostLanguage: 'fr' })
    expect(language.getState().language).toBe('fr')
    country.getState().setCountry('US')
    expect(language.getState()).toMatchObject({ language: 'fr', noticeVisible: false })
    expect(storage.get('userLanguagePreference')).toBeNull()
  })

  it('drives the i18n instance', () => {
    const i18n = createI18n('en')
    const { country } = setup({ i18n })
    country.getState().setCountry('SN')
    expect(i18n.language).toBe('fr')
    expect(i18n.t('common.close')).not.toBe('Close')
  })
})

describe('language store: the notice (SPEC §2)', () => {
  it('shows after a country change when no preference is stored, and hides at exactly 5000 ms', () => {
    const { country, language } = setup()
    country.getState().setCountry('SN')
    expect(language.getState().noticeVisible).toBe(true)
    vi.advanceTimersByTime(LANGUAGE_NOTICE_MS - 1)
    expect(LANGUAGE_NOTICE_MS).toBe(5000)
    expect(language.getState().noticeVisible).toBe(true)
    vi.advanceTimersByTime(1)
    expect(language.getState().noticeVisible).toBe(false)
  })

  it('does not show when a preference is stored', () => {
    const { country, language } = setup({ preference: 'en' })
    country.getState().setCountry('SN')
    expect(language.getState().noticeVisible).toBe(false)
  })

  it('does not show when the country was found at start (storage, profile, IP) rather than changed', async () => {
    const { storage } = createTestStorage()
    const country = createCountryStore({ storage, detect: async () => 'SN' })
    const language = createLanguageStore({ storage, country })
    await country.getState().init()
    expect(language.getState()).toMatchObject({ language: 'fr', noticeVisible: false })
  })

  it('a second change restarts the 5 s', () => {
    const { country, language } = setup()
    country.getState().setCountry('SN')
    vi.advanceTimersByTime(3000)
    country.getState().setCountry('US')
    vi.advanceTimersByTime(3000)
    expect(language.getState().noticeVisible).toBe(true)
    vi.advanceTimersByTime(2000)
    expect(language.getState().noticeVisible).toBe(false)
  })

  it("'Keep this language' saves the current language as preference and hides", () => {
    const { country, language, storage } = setup()
    country.getState().setCountry('SN')
    language.getState().keep()
    expect(storage.get('userLanguagePreference')).toBe('fr')
    expect(language.getState()).toMatchObject({ noticeVisible: false, preference: 'fr' })
    expect(vi.getTimerCount()).toBe(0)
    country.getState().setCountry('NG')
    expect(language.getState()).toMatchObject({ language: 'fr', noticeVisible: false })
  })

  it("'Dismiss' hides without saving", () => {
    const { country, language, storage } = setup()
    country.getState().setCountry('SN')
    language.getState().dismiss()
    expect(language.getState().noticeVisible).toBe(false)
    expect(storage.get('userLanguagePreference')).toBeNull()
    expect(vi.getTimerCount()).toBe(0)
  })

  it('destroying the client clears the timer and stops following the country', () => {
    const { country, language, lifetime } = setup()
    country.getState().setCountry('SN')
    lifetime.abort()
    expect(vi.getTimerCount()).toBe(0)
    country.getState().setCountry('US')
    expect(language.getState().language).toBe('fr')
  })
})

describe('language store: the browser is the hint when no country could be detected', () => {
  const detectedAs = async (detect: () => Promise<string | null>, browserLanguage: 'en' | 'fr' | null) => {
    const { storage } = createTestStorage()
    const lifetime = new AbortController()
    const country = createCountryStore({ storage, detect, signal: lifetime.signal })
    const language = createLanguageStore({ storage, country, browserLanguage, signal: lifetime.signal })
    await country.getState().init()
    return { country: country.getState(), language: language.getState() }
  }

  it('a French browser whose IP lookup failed gets French, with Nigeria as the country (SPEC §4 default)', async () => {
    const { country, language } = await detectedAs(() => Promise.reject(new Error('offline')), 'fr')
    expect(country).toMatchObject({ selectedCountry: { code: 'NG' }, source: 'default' })
    expect(language.language).toBe('fr')
  })

  it('a detected country still decides: Nigeria found by IP is English, whatever the browser', async () => {
    expect((await detectedAs(async () => 'NG', 'fr')).language.language).toBe('en')
    expect((await detectedAs(async () => 'SN', 'en')).language.language).toBe('fr')
  })

  it('an English or unknown browser whose lookup failed gets English', async () => {
    expect((await detectedAs(async () => null, 'en')).language.language).toBe('en')
    expect((await detectedAs(async () => null, null)).language.language).toBe('en')
  })
})

