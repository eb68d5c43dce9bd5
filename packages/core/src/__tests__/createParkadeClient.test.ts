import { afterEach, describe, expect, it, vi } from 'vitest'
import { SPEC_MESSAGES } from '../i18n/messages.ts'
import { createParkadeClient } from '../client/createParkadeClient.ts'
import type { ParkadeClientOptions } from '../client/createParkadeClient.ts'
import { IP_LOOKUP_TIMEOUT_MS, LANGUAGE_NOTICE_MS } from '../constants.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { textsSources } from '../i18n/textsSources.ts'
import type { TextsSource } from '../i18n/textsSources.ts'
import type { StorageBackend } from '../storage/types.ts'
import { BASE_URL, COUNTRIES, createFakeServer, problemReply, profile, tokenAnswer } from './stores.fakeApi.ts'
import type { FakeServer } from './stores.fakeApi.ts'

const IP_URL = 'https://ip.test/json/'

function setup(options: Partial<ParkadeClientOptions> = {}, server: FakeServer = createFakeServer(), backend: StorageBackend = createMemoryStorage()) {
  const client = createParkadeClient({
    apiBaseUrl: BASE_URL,
    fetch: server.fetch,
    storage: backend,
    ipLookup: { url: IP_URL },
    storageEvents: null,
    ...options,
  })
  clients.push(client)
  return { client, server, backend }
}

/** A component's texts whose every language but English arrives when the test says so. */
function gatedSource() {
  let arrive = () => {}
  const arrived = new Set<string>()
  const source: TextsSource = {
    has: (language) => language === 'en' || arrived.has(language),
    load: (language) =>
      new Promise<void>((resolve) => {
        arrive = () => {
          arrived.add(language)
          resolve()
        }
      }),
  }
  return { source, arrived, arrive: () => arrive() }
}

const clients: ReturnType<typeof createParkadeClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  vi.useRealTimers()
})

describe('createParkadeClient: start-up', () => {
  it('removes corrupt storage values when created (SPEC §5)', () => {
    const backend = createMemoryStorage()
    backend.setItem('parkade:profile', 'undefined')
    backend.setItem('parkade:countries', '{not json')
    backend.setItem('parkade:selectedCountry', '{"code":"SN","id":4}')
    setup({}, createFakeServer(), backend)
    expect(backend.getItem('parkade:profile')).toBeNull()
    expect(backend.getItem('parkade:countries')).toBeNull()
    expect(backend.getItem('parkade:selectedCountry')).toBe('{"code":"SN","id":4}')
  })

  it('stores a token the host passes', () => {
    const { client, backend } = setup({ token: 'host-token' })
    expect(client.stores.auth.getState().token).toBe('host-token')
    expect(backend.getItem('parkade:token')).toBe('host-token')
  })

  it('touches no storage when storage is null', async () => {
    const { client } = setup({ storage: null, country: 'SN' })
    client.stores.language.getState().choose('en')
    expect(client.storage.get('userLanguagePreference')).toBe('en')
  })

  it('exposes its config', () => {
    const { client } = setup({ country: 'SN', language: 'fr', timeoutMs: 2000 })
    expect(client.config).toMatchObject({ apiBaseUrl: BASE_URL, country: 'SN', language: 'fr', timeoutMs: 2000, ipLookupUrl: IP_URL, mapStyle: null })
  })

  it('keeps the configured map style, a blank one meaning the API\'s own', () => {
    expect(setup({ mapStyle: ' https://tiles.example/style.json ' }).client.config.mapStyle).toBe('https://tiles.example/style.json')
    expect(setup({ mapStyle: '  ' }).client.config.mapStyle).toBeNull()
  })
})

describe('createParkadeClient: country at start (SPEC §4, §5)', () => {
  it('the stored country: no IP lookup', async () => {
    const backend = createMemoryStorage()
    backend.setItem('parkade:selectedCountry', '{"code":"SN","id":4}')
    const { client, server } = setup({}, createFakeServer(), backend)
    await expect(client.ready).resolves.toEqual({ code: 'SN', id: 4 })
    expect(server.requests).toHaveLength(0)
    expect(client.stores.language.getState().language).toBe('fr')
  })

  it("the stored profile's two-letter country_id", async () => {
    const backend = createMemoryStorage()
    backend.setItem('parkade:profile', JSON.stringify(profile({ country_id: 'SN' })))
    const { client, server } = setup({}, createFakeServer(), backend)
    await expect(client.ready).resolves.toMatchObject({ code: 'SN', id: 4 })
    expect(server.requests).toHaveLength(0)
  })

  it("a three-letter profile country is ignored: the IP lookup decides", async () => {
    const backend = createMemoryStorage()
    backend.setItem('parkade:profile', JSON.stringify(profile({ country_id: 'SEN' })))
    const server = createFakeServer()
    server.on('GET', IP_URL, { body: { country_code: 'US' } })
    const { client } = setup({}, server, backend)
    await expect(client.ready).resolves.toMatchObject({ code: 'US' })
    expect(server.to('GET', IP_URL)).toHaveLength(1)
  })

  it('detects by IP through the client fetch, reading country_code; Senegal → French', async () => {
    const server = createFakeServer()
    server.on('GET', IP_URL, { body: { country_code: 'SN', country_name: 'Senegal' } })
    const { client } = setup({}, server)
    await expect(client.ready).resolves.toEqual({ code: 'SN', id: 4 })
    expect(client.stores.country.getState().detectedCode).toBe('SN')
    // French once its texts (a module of their own) are here: the switch waits for them.
    await vi.waitFor(() => expect(client.stores.language.getState().language).toBe('fr'))
    expect(client.i18n.language).toBe('fr')
    expect(client.i18n.t('common.loading')).toBe('Chargement…')
  })

  it("a switch to French waits for the components' texts imported so far too; one that cannot arrive does not hold it", async () => {
    const { source: slow, arrived, arrive } = gatedSource()
    const failing: TextsSource = { has: (language) => language === 'en', load: () => Promise.reject(new Error('chunk failed')) }
    textsSources.add(slow)
    textsSources.add(failing)
    try {
      const server = createFakeServer()
      server.on('GET', IP_URL, { body: { country_code: 'SN', country_name: 'Senegal' } })
      const { client } = setup({}, server)
      await expect(client.ready).resolves.toEqual({ code: 'SN', id: 4 })
      // Core's French is here, the component's is not: still English, under its own name.
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(client.stores.language.getState().language).toBe('en')
      arrive()
      await vi.waitFor(() => expect(client.stores.language.getState().language).toBe('fr'))
      expect(arrived.has('fr')).toBe(true)
    } finally {
      textsSources.delete(slow)
      textsSources.delete(failing)
    }
  })

  it('a component imported while a switch waits for texts is waited for too, before the switch', async () => {
    const first = gatedSource()
    const later = gatedSource()
    textsSources.add(first.source)
    try {
      const server = createFakeServer()
      server.on('GET', IP_URL, { body: { country_code: 'SN', country_name: 'Senegal' } })
      const { client } = setup({}, server)
      await client.ready
      await new Promise((resolve) => setTimeout(resolve, 20))
      // The page's code arrives while the first component's French loads.
      textsSources.add(later.source)
      first.arrive()
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(client.stores.language.getState().language).toBe('en')
      later.arrive()
      await vi.waitFor(() => expect(client.stores.language.getState().language).toBe('fr'))
    } finally {
      textsSources.delete(first.source)
      textsSources.delete(later.source)
    }
  })

  it('NG when the IP lookup fails', async () => {
    const server = createFakeServer()
    server.on('GET', IP_URL, { status: 500, body: { detail: 'down' } })
    const { client } = setup({}, server)
    await expect(client.ready).resolves.toEqual({ code: 'NG', id: 1 })
  })

  it('NG when the IP lookup has not answered after exactly 5 s', async () => {
    vi.useFakeTimers()
    const server = createFakeServer()
    server.on('GET', IP_URL, () => new Promise(() => {}))
    const { client } = setup({}, server)
    let settled = false
    void client.ready.then(() => {
      settled = true
    })
    await vi.advanceTimersByTimeAsync(IP_LOOKUP_TIMEOUT_MS - 1)
    expect(settled).toBe(false)
    expect(client.stores.country.getState().status).toBe('loading')
    await vi.advanceTimersByTimeAsync(1)
    expect(IP_LOOKUP_TIMEOUT_MS).toBe(5000)
    expect(settled).toBe(true)
    expect(client.stores.country.getState().selectedCountry).toEqual({ code: 'NG', id: 1 })
  })

  it('NG and no request with ipLookup: false', async () => {
    const { client, server } = setup({ ipLookup: false })
    await expect(client.ready).resolves.toMatchObject({ code: 'NG' })
    expect(server.requests).toHaveLength(0)
  })

  it("the host's country wins", async () => {
    const { client, server } = setup({ country: 'sn' })
    await expect(client.ready).resolves.toMatchObject({ code: 'SN' })
    expect(server.requests).toHaveLength(0)
  })

  it('a country without a built-in id gets it from the countries list', async () => {
    const server = createFakeServer()
    server.on('GET', '/countries', { body: COUNTRIES })
    const { client } = setup({ country: 'CA' }, server)
    await client.ready
    await vi.waitFor(() => expect(client.stores.country.getState().selectedCountry).toMatchObject({ code: 'CA', id: 5, name: 'Canada' }))
  })
})

describe('createParkadeClient: the http layer reads the stores at every call', () => {
  it('the bearer follows the auth store: login, then logout', async () => {
    const { client, server } = setup({ country: 'NG' })
    server.on('POST', '/auth/login', { body: tokenAnswer('tok-A') })
    server.on('GET', '/users/profile', { body: profile() })
    await client.stores.auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })
    await client.stores.profile.getState().load()
    expect(server.to('GET', '/users/profile')[0]?.headers.authorization).toBe('Bearer tok-A')
    client.stores.auth.getState().logout()
    await client.stores.profile.getState().load()
    expect(server.to('GET', '/users/profile')).toHaveLength(1)
    expect(client.stores.profile.getState().error?.message).toBe(SPEC_MESSAGES.noAuthToken)
  })

  it('Accept-Language follows the language store', async () => {
    const { client, server } = setup({ country: 'NG' })
    server.on('GET', '/countries', { body: COUNTRIES })
    await client.stores.countries.getState().load()
    client.stores.country.getState().setCountry('SN')
    await client.stores.countries.getState().load()
    expect(server.to('GET', '/countries').map((r) => r.headers['accept-language'])).toEqual(['en', 'fr'])
  })
})

describe('createParkadeClient: session', () => {
  it('login puts the answered profile in the profile store; logout clears token and profile', async () => {
    const { client, server, backend } = setup({ country: 'NG' })
    server.on('POST', '/auth/login', { body: tokenAnswer('tok', profile({ first_name: 'Ngozi' })) })
    await client.stores.auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })
    expect(client.stores.profile.getState().profile?.first_name).toBe('Ngozi')
    expect(backend.getItem('parkade:profile')).toContain('Ngozi')
    client.stores.auth.getState().logout()
    expect(client.stores.auth.getState().token).toBeNull()
    expect(client.stores.profile.getState().profile).toBeNull()
    expect(backend.getItem('parkade:token')).toBeNull()
    expect(backend.getItem('parkade:profile')).toBeNull()
  })

  describe('a driver who never gave a country takes the page’s at sign-in, while the wallet is empty', () => {
    const wallet = (balance: number, currency: 'NGN' | 'XOF' = 'NGN') => ({ body: { balance, currency } })

    it('Dakar page, empty wallet: the profile gets SN, so the wallet is in XOF', async () => {
      const { client, server } = setup({ country: 'SN' })
      server.on('POST', '/auth/login', { body: tokenAnswer('tok', profile({ country_id: null })) })
      server.on('GET', '/wallet', wallet(0))
      server.on('PATCH', '/users/profile', (request) => ({ body: profile({ country_id: (request.body as { country_id: string }).country_id }) }))
      await client.stores.auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })
      await vi.waitFor(() => expect(client.stores.profile.getState().profile?.country_id).toBe('SN'))
      expect(server.requests.find((r) => r.method === 'PATCH')?.body).toEqual({ country_id: 'SN' })
    })

    it('a wallet with money keeps its currency: nothing is changed', async () => {
      const { client, server } = setup({ country: 'SN' })
      server.on('POST', '/auth/login', { body: tokenAnswer('tok', profile({ country_id: null })) })
      server.on('GET', '/wallet', wallet(2500))
      await client.stores.auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })
      await vi.waitFor(() => expect(server.requests.some((r) => r.path === '/wallet')).toBe(true))
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false)
      expect(client.stores.profile.getState().profile?.country_id).toBeNull()
    })

    it('a driver with a country keeps it, and nothing is asked', async () => {
      const { client, server } = setup({ country: 'SN' })
      server.on('POST', '/auth/login', { body: tokenAnswer('tok', profile({ country_id: 'NG' })) })
      await client.stores.auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })
      await new Promise((resolve) => setTimeout(resolve, 20))
      expect(server.requests.map((r) => r.path)).not.toContain('/wallet')
    })
  })

  it('logout forgets the signed-in data of every store', async () => {
    const { client, server } = setup({ country: 'NG', token: 'tok' })
    server.on('GET', '/wallet', { body: { balance: 500, currency: 'NGN' } })
    server.on('GET', '/user/vehicles/', { body: [{ id: 1, plate_number: 'A', vehicle_type_id: 1, make: null, model: null, color: null, is_default: true, created_at: '2026-01-01T00:00:00.000Z' }] })
    await client.stores.wallet.getState().load()
    await client.stores.vehicles.getState().list()
    client.stores.auth.getState().logout()
    expect(client.stores.wallet.getState().balance).toBeNull()
    expect(client.stores.vehicles.getState().vehicles).toEqual([])
    expect(client.storage.get('vehicles')).toBeNull()
  })

  it('completes a social login with the client profile store', async () => {
    const { client, server } = setup({ country: 'NG' })
    server.on('POST', '/auth/social-login', {
      body: { access_token: 'tok-s', is_new_user: true, is_account_linked: false, login_method: 'social', social_provider: 'apple', user: profile() },
    })
    server.on('GET', '/users/profile', { body: profile({ first_name: 'Awa' }) })
    await client.stores.auth.getState().socialLogin({ email: 'a@b.co', name: 'Awa', photo_url: null, firebase_uid: 'u', provider: 'apple', id_token: 't' })
    await expect(client.stores.auth.getState().completeSocialLogin()).resolves.toMatchObject({ token: 'tok-s', profile: { first_name: 'Awa' } })
    expect(server.to('GET', '/users/profile')[0]?.headers.authorization).toBe('Bearer tok-s')
  })
})

describe('createParkadeClient: one set of stores per client', () => {
  it('two widgets on one client share one session', async () => {
    const { client, server } = setup({ country: 'NG' })
    server.on('POST', '/auth/login', { body: tokenAnswer('shared') })
    // Two widgets: each holds the same client and subscribes on its own.
    const widgetA = client.stores
    const widgetB = client.stores
    const seenByB: (string | null)[] = []
    widgetB.auth.subscribe((state) => seenByB.push(state.token))
    await widgetA.auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })
    expect(seenByB.at(-1)).toBe('shared')
    expect(widgetB.auth.getState().token).toBe('shared')
  })

  it('two clients share nothing', async () => {
    const first = setup({ country: 'NG', storage: null })
    const second = setup({ country: 'US', storage: null })
    first.server.on('POST', '/auth/login', { body: tokenAnswer('only-first') })
    await first.client.stores.auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })
    expect(first.client.stores.auth.getState().token).toBe('only-first')
    expect(second.client.stores.auth.getState().token).toBeNull()
    expect(first.client.stores).not.toBe(second.client.stores)
    expect(first.client.stores.auth).not.toBe(second.client.stores.auth)
    expect(first.client.i18n).not.toBe(second.client.i18n)
    first.client.stores.country.getState().setCountry('SN')
    expect(first.client.i18n.language).toBe('fr')
    expect(second.client.i18n.language).toBe('en')
    expect(second.client.stores.country.getState().selectedCountry?.code).toBe('US')
  })
})

describe('createParkadeClient: events the client emits itself', () => {
  it('login, logout, country-changed and language-changed', async () => {
    const { client, server } = setup({ country: 'NG' })
    server.on('POST', '/auth/login', { body: tokenAnswer('tok', profile()) })
    const heard: [string, unknown][] = []
    for (const name of ['login', 'logout', 'country-changed', 'language-changed'] as const) {
      client.events.on(name, (payload) => heard.push([name, payload]))
    }
    await client.stores.auth.getState().login({ email: 'ada@example.com', password: 'correct-horse' })
    client.stores.country.getState().setCountry('SN')
    client.stores.auth.getState().logout()
    expect(heard).toEqual([
      ['login', { method: 'password', user: profile() }],
      ['language-changed', { language: 'fr', previous: 'en' }],
      ['country-changed', { code: 'SN', id: 4, previous: 'NG' }],
      ['logout', { reason: 'logout' }],
    ])
  })

  it('a failed login after a session emits logout with auth-failed', async () => {
    const { client, server } = setup({ country: 'NG', token: 'old' })
    server.on('POST', '/auth/login', problemReply('auth.invalid_credentials'))
    const reasons: string[] = []
    client.events.on('logout', ({ reason }) => reasons.push(reason))
    await expect(client.stores.auth.getState().login({ email: 'ada@example.com', password: 'wrong-pass' })).rejects.toThrow()
    expect(reasons).toEqual(['auth-failed'])
  })
})

describe('createParkadeClient: destroy', () => {
  it('clears the language notice timer, the storage listener and the event handlers', () => {
    vi.useFakeTimers()
    const events = new EventTarget()
    const { client } = setup({ country: 'NG', storageEvents: events })
    const handler = vi.fn()
    client.events.on('country-changed', handler)
    client.stores.country.getState().setCountry('SN')
    expect(client.stores.language.getState().noticeVisible).toBe(true)
    expect(vi.getTimerCount()).toBe(1)
    client.destroy()
    expect(vi.getTimerCount()).toBe(0)
    vi.advanceTimersByTime(LANGUAGE_NOTICE_MS)
    client.storage.set('selectedCountry', { code: 'US', id: 2 })
    events.dispatchEvent(Object.assign(new Event('storage'), { key: 'parkade:selectedCountry' }))
    expect(client.stores.country.getState().selectedCountry?.code).toBe('SN')
    client.events.emit('country-changed', { code: 'US', id: 2, previous: 'SN' })
    expect(handler).toHaveBeenCalledTimes(1)
  })

  it('aborts requests in flight, whose answers then change nothing', async () => {
    const server = createFakeServer()
    server.on('GET', '/parks/front/parks/', () => new Promise(() => {}))
    const { client } = setup({ country: 'NG' }, server)
    const search = client.stores.parks.getState().search({ search: 'x' })
    client.destroy()
    await expect(search).resolves.toBeNull()
    expect(client.stores.parks.getState().parks).toEqual([])
  })
})
