import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { fr, hasCoreTexts } from '@parkade/core'
import { MISSING_API_BASE_URL, destroySharedClient, getSharedClient, peekSharedClient, setSharedDefaults } from '../shared/getSharedClient.ts'
import { API, addElement, eventually, field, offlineDefaults, probeA, probeB, seenClients } from './helpers.tsx'

beforeAll(() => {
  probeA.define()
  probeB.define()
})
beforeEach(() => {
  seenClients.length = 0
  offlineDefaults()
})

describe('getSharedClient', () => {
  it('is made once, by the first caller, and shared by every later one', () => {
    const first = getSharedClient({ apiBaseUrl: API, country: 'SN', lang: 'fr' })
    const second = getSharedClient({ apiBaseUrl: 'http://other.test/api/v1', country: 'CA', lang: 'en' })
    expect(second).toBe(first)
    expect(first.config.apiBaseUrl).toBe(API)
    expect(first.stores.country.getState().selectedCountry?.code).toBe('SN')
    expect(first.stores.language.getState().language).toBe('fr')
  })

  it('needs an API base URL, from the caller or the page defaults', () => {
    expect(() => getSharedClient({})).toThrow(MISSING_API_BASE_URL)
    setSharedDefaults({ apiBaseUrl: API })
    expect(getSharedClient({}).config.apiBaseUrl).toBe(API)
  })

  it('is made anew after it was destroyed', () => {
    const first = getSharedClient({ apiBaseUrl: API })
    destroySharedClient()
    expect(peekSharedClient()).toBeNull()
    offlineDefaults()
    expect(getSharedClient({ apiBaseUrl: API })).not.toBe(first)
  })
})

describe('elements on one page', () => {
  it('share one client: one session, one country, one language', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API, country: 'NG' })
    const b = addElement('parkade-probe-b')
    await eventually(() => expect(field(b, 'country')).toBe('NG'))
    expect(new Set(seenClients).size).toBe(1)

    peekSharedClient()?.stores.auth.getState().setSession('token-1')
    await eventually(() => {
      expect(field(a, 'token')).toBe('token-1')
      expect(field(b, 'token')).toBe('token-1')
    })
  })

  it('a country or language set on any element changes every element', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API, country: 'NG', lang: 'en' })
    const b = addElement('parkade-probe-b')
    await eventually(() => expect(field(b, 'country')).toBe('NG'))

    b.setAttribute('country', 'SN')
    await eventually(() => expect(field(a, 'country')).toBe('SN'))
    a.lang = 'fr'
    await eventually(() => {
      expect(field(a, 'language')).toBe('fr')
      expect(field(b, 'language')).toBe('fr')
      expect(field(b, 'text')).toBe('Réessayer')
    })
  })

  it('a later element with its own country applies it to the shared stores', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API, country: 'NG' })
    await eventually(() => expect(field(a, 'country')).toBe('NG'))
    addElement('parkade-probe-b', { country: 'CA' })
    await eventually(() => expect(field(a, 'country')).toBe('CA'))
  })

  it('without an API base URL renders nothing and reports it, then starts when the page sets one', async () => {
    const errors: string[] = []
    document.addEventListener('parkade:error', (event) => errors.push(event.detail.message), { once: true })
    const a = addElement('parkade-probe-a')
    await eventually(() => expect(errors).toEqual([MISSING_API_BASE_URL]))
    expect(field(a, 'country')).toBeNull()

    a.setAttribute('api-base-url', API)
    await eventually(() => expect(field(a, 'language')).toBe('en'))
  })

  it('theme and partner come from the attribute, else the page defaults', async () => {
    setSharedDefaults({ theme: 'dark', partner: 'LOS-AIRPORT' })
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    const b = addElement('parkade-probe-b', { theme: 'auto', partner: 'STADIUM' })
    await eventually(() => {
      expect(field(a, 'theme')).toBe('dark')
      expect(field(a, 'partner')).toBe('LOS-AIRPORT')
      expect(field(b, 'theme')).toBe('auto')
      expect(field(b, 'partner')).toBe('STADIUM')
    })
    b.setAttribute('theme', 'purple')
    await eventually(() => expect(field(b, 'theme')).toBe('dark'))
  })

  it('after the client is destroyed, connected elements render nothing; a new one starts a new client', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API })
    await eventually(() => expect(field(a, 'language')).toBe('en'))
    const first = peekSharedClient()
    destroySharedClient()
    await eventually(() => expect(field(a, 'language')).toBeNull())
    expect(peekSharedClient()).toBeNull()

    offlineDefaults()
    addElement('parkade-probe-b', { 'api-base-url': API })
    await eventually(() => expect(field(a, 'language')).toBe('en'))
    expect(peekSharedClient()).not.toBe(first)
  })

  it('re-renders when the client gains resources (French arriving later)', async () => {
    const a = addElement('parkade-probe-a', { 'api-base-url': API, lang: 'fr' })
    const client = peekSharedClient()!
    // Core's own French (a module the client fetched) first, so it cannot land after the test's.
    await eventually(() => expect(hasCoreTexts(client.i18n, 'fr')).toBe(true))
    client.i18n.removeResourceBundle('fr', 'parkade')
    client.i18n.addResourceBundle('fr', 'parkade', {}, true, true)
    // Never English under French: the provider holds its components until French is here.
    await eventually(() => expect(field(a, 'text')).toBeNull())
    client.i18n.addResourceBundle('fr', 'parkade', { ...fr, common: { ...fr.common, retry: 'Encore' } }, true, true)
    await eventually(() => expect(field(a, 'text')).toBe('Encore'))
  })
})
