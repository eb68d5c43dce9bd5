import { describe, expect, it } from 'vitest'
import type { State } from '../api/types.ts'
import { BUILTIN_REGIONS } from '../regions/index.ts'
import { createStatesStore } from '../stores/createStatesStore.ts'
import { createFakeServer, createTestApi, createTestStorage, deferred, problemReply } from './stores.fakeApi.ts'
import type { Reply } from './stores.fakeApi.ts'

const LAGOS: State = { id: 125, name: 'Lagos', country_id: 1, code: 'NG-LA' }
const DAKAR: State = { id: 401, name: 'Dakar', country_id: 4, code: 'SN-DK' }

function setup(token: string | null = null, ignoreAbort = false) {
  const server = createFakeServer({ ignoreAbort })
  const { storage } = createTestStorage()
  const store = createStatesStore({ api: createTestApi(server, () => token), storage })
  return { server, storage, store }
}

describe('states store (SPEC §7, §8)', () => {
  it('loads a country from the API with country_id, bearer optional, and caches it', async () => {
    const { server, storage, store } = setup()
    server.on('GET', '/states/load', { body: [LAGOS] })
    const loading = store.getState().load(1)
    expect(store.getState().status).toBe('loading')
    await expect(loading).resolves.toEqual([LAGOS])
    expect(server.requests[0]?.query).toEqual({ country_id: '1' })
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
    expect(store.getState()).toMatchObject({ states: [LAGOS], source: 'api', status: 'success', countryId: 1 })
    expect(storage.get('states')).toEqual([LAGOS])
  })

  it('sends the bearer when signed in', async () => {
    const { server, store } = setup('tok')
    server.on('GET', '/states/load', { body: [LAGOS] })
    await store.getState().load(1)
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok')
  })

  it('the cache keeps every country loaded; an answer replaces only its own', async () => {
    const { server, storage, store } = setup()
    server.on('GET', '/states/load', (request) => ({ body: request.query.country_id === '1' ? [LAGOS] : [DAKAR] }))
    await store.getState().load(1)
    await store.getState().load(4)
    expect(storage.get('states')).toEqual([LAGOS, DAKAR])
  })

  it('on failure falls back silently to the cached states of that country', async () => {
    const { server, storage, store } = setup()
    storage.set('states', [LAGOS, DAKAR])
    server.on('GET', '/states/load', problemReply('server.database_unreachable'))
    await expect(store.getState().load(4)).resolves.toEqual([DAKAR])
    expect(store.getState()).toMatchObject({ states: [DAKAR], source: 'cache', status: 'success', error: null })
  })

  it.each([1, 2, 3, 4])('then to the built-in regions for country id %i', async (countryId) => {
    const { server, store } = setup()
    server.on('GET', '/states/load', problemReply('server.database_unreachable'))
    const states = await store.getState().load(countryId)
    expect(states.length).toBeGreaterThan(0)
    expect(states).toEqual(BUILTIN_REGIONS[countryId])
    expect(store.getState()).toMatchObject({ source: 'builtin', status: 'success', error: null })
  })

  it('then to nothing for other countries, still silently', async () => {
    const { server, store } = setup()
    server.on('GET', '/states/load', problemReply('server.database_unreachable'))
    await expect(store.getState().load(5)).resolves.toEqual([])
    expect(store.getState()).toMatchObject({ states: [], source: 'none', status: 'success', error: null })
  })

  it('a network failure falls back the same way', async () => {
    const server = createFakeServer()
    const { storage } = createTestStorage()
    const api = createTestApi({ ...server, fetch: () => Promise.reject(new TypeError('Failed to fetch')) })
    const store = createStatesStore({ api, storage })
    await expect(store.getState().load(4)).resolves.toEqual(BUILTIN_REGIONS[4])
  })

  it('a slow answer for an earlier country never replaces the newer one', async () => {
    const { server, store } = setup(null, true)
    const slow = deferred<Reply>()
    server.on('GET', '/states/load', (request) => (request.query.country_id === '1' ? slow.promise : { body: [DAKAR] }))
    const older = store.getState().load(1)
    await store.getState().load(4)
    slow.resolve({ body: [LAGOS] })
    await older
    expect(store.getState()).toMatchObject({ countryId: 4, states: [DAKAR] })
  })
})
