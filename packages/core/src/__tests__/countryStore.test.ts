import { describe, expect, it, vi } from 'vitest'
import { createCountryStore } from '../stores/createCountryStore.ts'
import type { CountryStoreOptions } from '../stores/createCountryStore.ts'
import { createTestStorage, deferred, profile } from './stores.fakeApi.ts'

function setup(options: Partial<CountryStoreOptions> = {}) {
  const { storage } = createTestStorage()
  const make = (extra: Partial<CountryStoreOptions> = {}) => createCountryStore({ storage, ...options, ...extra })
  return { storage, make }
}

describe('country store: where the country comes from (SPEC §4, §5)', () => {
  it('the stored country wins, with no lookup', async () => {
    const detect = vi.fn(async () => 'US')
    const { storage, make } = setup({ detect })
    storage.set('selectedCountry', { code: 'SN', id: 4 })
    const country = make({ getProfile: () => profile({ country_id: 'CA' }) })
    expect(country.getState().selectedCountry).toEqual({ code: 'SN', id: 4 })
    await expect(country.getState().init()).resolves.toEqual({ code: 'SN', id: 4 })
    expect(country.getState().source).toBe('stored')
    expect(detect).not.toHaveBeenCalled()
  })

  it("else the profile's country_id when it is a two-letter code", async () => {
    const detect = vi.fn(async () => 'US')
    const country = setup({ detect }).make({ getProfile: () => profile({ country_id: 'sn' }) })
    await expect(country.getState().init()).resolves.toMatchObject({ code: 'SN' })
    expect(country.getState().source).toBe('profile')
    expect(detect).not.toHaveBeenCalled()
  })

  it("else the profile's country object code", async () => {
    const country = setup().make({ getProfile: () => profile({ country_id: null, country: { code: 'CA', name: 'Canada' } }) })
    await expect(country.getState().init()).resolves.toMatchObject({ code: 'CA' })
  })

  it("a server's provisional country shows at once, is never stored, and the IP lookup still decides", async () => {
    const detect = vi.fn(async () => 'SN')
    let listed = false
    const { storage, make } = setup({ detect, lookup: (code) => (listed && code === 'NG' ? { id: 1, name: 'Nigeria' } : null) })
    const country = make({ provisionalCode: 'ng' })
    expect(country.getState().selectedCountry).toEqual({ code: 'NG', id: null })
    listed = true
    country.getState().fillDetails()
    expect(country.getState().selectedCountry).toEqual({ code: 'NG', id: 1, name: 'Nigeria' })
    expect(storage.get('selectedCountry')).toBeNull()
    await expect(country.getState().init()).resolves.toMatchObject({ code: 'SN' })
    expect(detect).toHaveBeenCalledTimes(1)
    expect(country.getState().source).toBe('ip')
    expect(storage.get('selectedCountry')).toMatchObject({ code: 'SN' })
  })

  it('a provisional country gives way to a stored one, and to the visitor choosing during the lookup', async () => {
    const stored = setup()
    stored.storage.set('selectedCountry', { code: 'CA', id: 5 })
    expect(stored.make({ provisionalCode: 'NG' }).getState().selectedCountry).toEqual({ code: 'CA', id: 5 })

    const lookup = deferred<string | null>()
    const { make } = setup({ detect: () => lookup.promise })
    const country = make({ provisionalCode: 'NG' })
    const init = country.getState().init()
    country.getState().setCountry('US')
    lookup.resolve('SN')
    await expect(init).resolves.toMatchObject({ code: 'US' })
    expect(country.getState().source).toBe('user')
  })

  it.each([
    ['a three-letter code', 'NGA'],
    ['a numeric id', 4],
    ['a numeric string', '12'],
  ])('ignores %s in the profile and detects by IP instead', async (_label, countryId) => {
    const detect = vi.fn(async () => 'US')
    const country = setup({ detect }).make({ getProfile: () => profile({ country_id: countryId as string }) })
    await expect(country.getState().init()).resolves.toMatchObject({ code: 'US' })
    expect(country.getState().source).toBe('ip')
    expect(detect).toHaveBeenCalledTimes(1)
  })

  it('else detects by IP, keeps it as the hint, and stores it', async () => {
    const { storage, make } = setup({ detect: async () => 'ca', lookup: (code) => (code === 'CA' ? { id: 5, name: 'Canada' } : null) })
    const country = make()
    expect(country.getState().selectedCountry).toBeNull()
    const init = country.getState().init()
    expect(country.getState().status).toBe('loading')
    await expect(init).resolves.toEqual({ code: 'CA', id: 5, name: 'Canada' })
    expect(country.getState()).toMatchObject({ detectedCode: 'CA', status: 'success' })
    expect(storage.get('selectedCountry')).toEqual({ code: 'CA', id: 5, name: 'Canada' })
  })

  it.each([
    ['the lookup rejects', () => Promise.reject(new Error('offline'))],
    ['the lookup answers nothing', () => Promise.resolve(null)],
    ['the lookup answers garbage', () => Promise.resolve('Nigeria')],
  ])('NG when %s', async (_label, detect) => {
    const country = setup({ detect, lookup: (code) => (code === 'NG' ? { id: 1 } : null) }).make()
    await expect(country.getState().init()).resolves.toEqual({ code: 'NG', id: 1 })
    expect(country.getState()).toMatchObject({ source: 'default', detectedCode: null })
  })

  it('NG with no lookup at all', async () => {
    await expect(setup().make().getState().init()).resolves.toMatchObject({ code: 'NG' })
  })

  it('a country the host imposes wins over the stored one', () => {
    const { storage, make } = setup()
    storage.set('selectedCountry', { code: 'SN', id: 4 })
    const country = make({ initialCode: 'us' })
    expect(country.getState().selectedCountry?.code).toBe('US')
    expect(country.getState().source).toBe('host')
  })

  it('init runs the lookup once however often it is called', async () => {
    const detect = vi.fn(async () => 'US')
    const country = setup({ detect }).make()
    await Promise.all([country.getState().init(), country.getState().init()])
    await country.getState().init()
    expect(detect).toHaveBeenCalledTimes(1)
  })

  it('a choice made while the lookup runs stands', async () => {
    const answer = deferred<string | null>()
    const country = setup({ detect: () => answer.promise }).make()
    const init = country.getState().init()
    country.getState().setCountry('SN')
    answer.resolve('US')
    await expect(init).resolves.toMatchObject({ code: 'SN' })
    expect(country.getState().detectedCode).toBe('US')
  })
})

describe('country store: a change is stored and broadcast', () => {
  it('setCountry stores it and every subscriber hears it', () => {
    const { storage, make } = setup({ lookup: (code) => (code === 'SN' ? { id: 4, name: 'Senegal', flag: '🇸🇳' } : null) })
    const country = make()
    const first = vi.fn()
    const second = vi.fn()
    country.subscribe(first)
    country.subscribe(second)
    expect(country.getState().setCountry('sn')).toEqual({ code: 'SN', id: 4, name: 'Senegal', flag: '🇸🇳' })
    expect(storage.get('selectedCountry')).toEqual({ code: 'SN', id: 4, name: 'Senegal', flag: '🇸🇳' })
    for (const listener of [first, second]) {
      expect(listener).toHaveBeenCalledTimes(1)
      expect(listener.mock.calls[0]?.[0].selectedCountry.code).toBe('SN')
    }
    expect(country.getState().source).toBe('user')
  })

  it('ignores a code that is not two letters', () => {
    const country = setup().make({ initialCode: 'NG' })
    expect(country.getState().setCountry('Nigeria')).toBeNull()
    expect(country.getState().selectedCountry?.code).toBe('NG')
  })

  it('fillDetails names the id once the countries list knows it, without a change of code', () => {
    let known = false
    const country = setup({ lookup: () => (known ? { id: 5, name: 'Canada' } : null) }).make({ initialCode: 'CA' })
    expect(country.getState().selectedCountry).toEqual({ code: 'CA', id: null })
    known = true
    country.getState().fillDetails()
    expect(country.getState().selectedCountry).toEqual({ code: 'CA', id: 5, name: 'Canada' })
  })

  it("follows another tab's choice through the storage event, and stops when destroyed", () => {
    const { storage, make } = setup()
    const events = new EventTarget()
    const lifetime = new AbortController()
    const country = make({ initialCode: 'NG', storageEvents: events, signal: lifetime.signal })
    // The other tab writes the shared storage, then the browser fires `storage` here.
    storage.set('selectedCountry', { code: 'SN', id: 4 })
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'parkade:selectedCountry' }))
    expect(country.getState().selectedCountry).toEqual({ code: 'SN', id: 4 })
    expect(country.getState().source).toBe('other-tab')

    lifetime.abort()
    storage.set('selectedCountry', { code: 'US', id: 2 })
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'parkade:selectedCountry' }))
    expect(country.getState().selectedCountry?.code).toBe('SN')
  })

  it('ignores storage events for other keys', () => {
    const { storage, make } = setup()
    const events = new EventTarget()
    const country = make({ initialCode: 'NG', storageEvents: events })
    storage.set('selectedCountry', { code: 'SN', id: 4 })
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'parkade:language' }))
    expect(country.getState().selectedCountry?.code).toBe('NG')
  })

  it('detect() refreshes the hint without changing the selection', async () => {
    const country = setup({ detect: async () => 'US' }).make({ initialCode: 'NG' })
    await expect(country.getState().detect()).resolves.toBe('US')
    expect(country.getState()).toMatchObject({ detectedCode: 'US', selectedCountry: { code: 'NG' } })
  })
})
