import { describe, expect, it } from 'vitest'
import { createCountriesStore } from '../stores/createCountriesStore.ts'
import { COUNTRIES, createFakeServer, createTestApi, createTestStorage, deferred, problemReply } from './stores.fakeApi.ts'
import type { Reply } from './stores.fakeApi.ts'

function setup() {
  const server = createFakeServer()
  const { storage } = createTestStorage()
  const make = () => createCountriesStore({ api: createTestApi(server), storage })
  return { server, storage, make }
}

describe('countries store (SPEC §7: cached locally)', () => {
  it('loads from the API, loading → success, and caches the list', async () => {
    const { server, storage, make } = setup()
    server.on('GET', '/countries', { body: COUNTRIES })
    const store = make()
    const loading = store.getState().load()
    expect(store.getState().status).toBe('loading')
    await loading
    expect(store.getState()).toMatchObject({ status: 'success', countries: COUNTRIES, fromCache: false })
    expect(storage.get('countries')).toEqual(COUNTRIES)
    expect(server.requests[0]?.headers.authorization).toBeUndefined()
  })

  it('serves the cache at once, then refreshes it', async () => {
    const { server, storage, make } = setup()
    storage.set('countries', COUNTRIES.slice(0, 1))
    const answer = deferred<Reply>()
    server.on('GET', '/countries', () => answer.promise)
    const store = make()
    expect(store.getState()).toMatchObject({ countries: COUNTRIES.slice(0, 1), status: 'success', fromCache: true })
    const loading = store.getState().load()
    // the cached list stays on screen while the refresh runs
    expect(store.getState()).toMatchObject({ status: 'success', countries: COUNTRIES.slice(0, 1) })
    answer.resolve({ body: COUNTRIES })
    await loading
    expect(store.getState()).toMatchObject({ countries: COUNTRIES, fromCache: false })
    expect(storage.get('countries')).toEqual(COUNTRIES)
  })

  it('a failed refresh keeps the cache quietly', async () => {
    const { server, storage, make } = setup()
    storage.set('countries', COUNTRIES)
    server.on('GET', '/countries', problemReply('server.database_unreachable'))
    const store = make()
    await expect(store.getState().load()).resolves.toEqual(COUNTRIES)
    expect(store.getState()).toMatchObject({ status: 'success', error: null, countries: COUNTRIES })
  })

  it('with no cache a failure is an error', async () => {
    const { server, make } = setup()
    server.on('GET', '/countries', problemReply('server.database_unreachable'))
    const store = make()
    await store.getState().load()
    expect(store.getState()).toMatchObject({ status: 'error', error: expect.objectContaining({ message: 'The database is not reachable.' }), countries: [] })
  })
})
