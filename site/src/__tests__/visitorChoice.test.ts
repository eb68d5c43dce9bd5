import { describe, expect, it } from 'vitest'
import { visitorChoice } from '../app/visitorChoice.ts'

const choice = (url: string, cookies: Record<string, string> = {}, acceptLanguage?: string) =>
  visitorChoice({ searchParams: new URL(url, 'http://site.test').searchParams, cookies, acceptLanguage })

describe("the server renders in the visitor's language and country, as the browser will start", () => {
  it('a stored country and language (their cookies) come first', () => {
    expect(choice('/', { parkade_country: 'ca', parkade_lang: 'fr' }, 'en-US')).toEqual({ country: 'CA', preference: 'fr', language: 'fr' })
  })

  it("Senegal is French unless the visitor chose English (SPEC §4)", () => {
    expect(choice('/', { parkade_country: 'SN' })).toMatchObject({ country: 'SN', language: 'fr' })
    expect(choice('/', { parkade_country: 'SN', parkade_lang: 'en' })).toMatchObject({ country: 'SN', language: 'en' })
  })

  it('?lang gives a page its language when the visitor has stored none', () => {
    expect(choice('/about?lang=fr')).toEqual({ country: 'NG', preference: 'fr', language: 'fr' })
    expect(choice('/about?lang=fr', { parkade_lang: 'en' })).toMatchObject({ language: 'en' })
    expect(choice('/about?lang=de')).toMatchObject({ preference: null, language: 'en' })
  })

  it("a new visitor's country is guessed from the browser's languages; en-US and unknown ones say nothing (NG)", () => {
    expect(choice('/', {}, 'fr-SN,fr;q=0.9')).toMatchObject({ country: 'SN', language: 'fr' })
    expect(choice('/', {}, 'fr-FR,fr;q=0.9,en;q=0.8')).toMatchObject({ country: 'SN', language: 'fr' })
    expect(choice('/', {}, 'en-CA,en;q=0.9')).toMatchObject({ country: 'CA', language: 'en' })
    expect(choice('/', {}, 'en-US,en;q=0.9')).toMatchObject({ country: 'NG', language: 'en' })
    expect(choice('/', {}, 'de-DE')).toMatchObject({ country: 'NG', language: 'en' })
    expect(choice('/', {}, undefined)).toMatchObject({ country: 'NG', language: 'en' })
  })

  it('with no IP lookup, a new visitor is in Nigeria, in French if their browser speaks it first (SPEC §4)', () => {
    const noLookup = (acceptLanguage: string, cookies: Record<string, string> = {}) => visitorChoice({ searchParams: new URLSearchParams(), cookies, acceptLanguage, ipLookup: false })
    expect(noLookup('fr-SN,fr')).toEqual({ country: 'NG', preference: null, language: 'fr' })
    expect(noLookup('en-CA')).toEqual({ country: 'NG', preference: null, language: 'en' })
    expect(noLookup('en-US', { parkade_country: 'SN' })).toMatchObject({ country: 'SN', language: 'fr' })
  })

  it('ignores a cookie that is not one of our countries or languages', () => {
    expect(choice('/', { parkade_country: 'FR', parkade_lang: 'xx' }, 'en-CA')).toEqual({ country: 'CA', preference: null, language: 'en' })
  })
})
