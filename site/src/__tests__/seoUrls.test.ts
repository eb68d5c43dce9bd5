import { describe, expect, it } from 'vitest'
import { localizedUrl } from '../seo/localizedUrl.ts'
import { urlLanguage } from '../seo/urlLanguage.ts'

describe('localizedUrl and urlLanguage: one crawlable URL a language', () => {
  it('names the language in ?lang=, and none for the x-default', () => {
    expect(localizedUrl('https://parkade.example', '/park/ikeja', 'fr')).toBe('https://parkade.example/park/ikeja?lang=fr')
    expect(localizedUrl('https://parkade.example/', '/', 'en')).toBe('https://parkade.example/?lang=en')
    expect(localizedUrl('https://parkade.example', '/about', null)).toBe('https://parkade.example/about')
  })

  it("keeps a route's own query and a site's path prefix, and replaces a language already there", () => {
    expect(localizedUrl('https://parkade.example', '/search?q=lagos&lang=en', 'fr')).toBe('https://parkade.example/search?q=lagos&lang=fr')
    expect(localizedUrl('https://example.com/parkade', '/park/a%20b', 'en')).toBe('https://example.com/parkade/park/a%20b?lang=en')
  })

  it('reads back the language a URL names, and null for none or an unknown one', () => {
    expect(urlLanguage('/park/ikeja?lang=fr')).toBe('fr')
    expect(urlLanguage(new URL('https://parkade.example/?lang=en'))).toBe('en')
    expect(urlLanguage('/park/ikeja')).toBeNull()
    expect(urlLanguage('/park/ikeja?lang=de')).toBeNull()
    expect(urlLanguage(localizedUrl('https://parkade.example', '/events', 'fr'))).toBe('fr')
  })
})
