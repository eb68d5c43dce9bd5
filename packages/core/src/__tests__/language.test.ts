import { describe, expect, it } from 'vitest'
import { SUPPORTED_LANGUAGES } from '../constants.ts'
import { isLanguage, languageForCountry } from '../i18n/index.ts'

describe('languageForCountry (SPEC §1, §4)', () => {
  it('gives French for Senegal', () => {
    expect(languageForCountry('SN', null)).toBe('fr')
    expect(languageForCountry('SN', undefined)).toBe('fr')
  })

  it('reads a country code whatever its case or padding', () => {
    expect(languageForCountry('sn', null)).toBe('fr')
    expect(languageForCountry(' SN ', null)).toBe('fr')
  })

  it.each(['NG', 'US', 'CA', 'GB'])('gives English for %s', (code) => {
    expect(languageForCountry(code, null)).toBe('en')
  })

  it.each([null, undefined, '', 'XX', 'Senegal', 'SEN'])('gives English for an unknown or missing country (%s)', (code) => {
    expect(languageForCountry(code, undefined)).toBe('en')
  })

  it('lets a manual preference win both ways', () => {
    expect(languageForCountry('SN', 'en')).toBe('en')
    expect(languageForCountry('NG', 'fr')).toBe('fr')
    expect(languageForCountry('US', 'fr')).toBe('fr')
    expect(languageForCountry(null, 'fr')).toBe('fr')
    expect(languageForCountry('SN', 'fr')).toBe('fr')
    expect(languageForCountry('NG', 'en')).toBe('en')
  })

  it('ignores a corrupt stored preference instead of trusting it', () => {
    // Values read from storage are not type-checked at run time.
    expect(languageForCountry('SN', 'de' as never)).toBe('fr')
    expect(languageForCountry('NG', 'undefined' as never)).toBe('en')
  })
})

describe('supported languages (SPEC §9)', () => {
  it('are English and French', () => {
    expect([...SUPPORTED_LANGUAGES]).toEqual(['en', 'fr'])
  })

  it('isLanguage accepts only them', () => {
    expect(isLanguage('en')).toBe(true)
    expect(isLanguage('fr')).toBe(true)
    for (const value of ['de', 'EN', 'fr-SN', '', null, undefined, 1, {}]) expect(isLanguage(value)).toBe(false)
  })
})
