import { afterEach, describe, expect, it, vi } from 'vitest'
import { createParkadeClient } from '../client/createParkadeClient.ts'
import { provideStoreMakers, storeMakers } from '../client/providedStoreMakers.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createWalletStore } from '../stores/createWalletStore.ts'
import { BASE_URL, createFakeServer } from './stores.fakeApi.ts'

// As parkade.js is built: a client's on-demand stores made by the makers its parts provide.
vi.mock('../client/defaultStoreMakers.ts', () => import('../client/providedStoreMakers.ts'))

const clients: ReturnType<typeof createParkadeClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
  // Each test starts with no part's makers provided.
  for (const name of Object.keys(storeMakers)) delete storeMakers[name as keyof typeof storeMakers]
})

function setup(backend = createMemoryStorage()) {
  const server = createFakeServer()
  const client = createParkadeClient({ apiBaseUrl: BASE_URL, fetch: server.fetch, storage: backend, ipLookup: false, storageEvents: null, country: 'NG', token: 'tok' })
  clients.push(client)
  return { client, server, backend }
}

describe('stores made on first use, with the makers the parts provide (parkade.js)', () => {
  it('reading one no part has provided says so, and a sign-out does not need it', () => {
    const { client } = setup()
    expect(() => client.stores.bookings).toThrow('[parkade] client.stores.bookings comes with the components that show it: none has been shown on this page yet.')
    client.stores.auth.getState().logout()
    expect(client.stores.auth.getState().token).toBeNull()
  })

  it('once a part provides its maker, the store is made on first read, one for the client', async () => {
    const { client, server } = setup()
    provideStoreMakers({ wallet: createWalletStore })
    server.on('GET', '/wallet', { body: { balance: 500, currency: 'NGN' } })
    const wallet = client.stores.wallet
    expect(client.stores.wallet).toBe(wallet)
    await wallet.getState().load()
    expect(client.stores.wallet.getState().balance).toBe(500)
    client.stores.auth.getState().logout()
    expect(client.stores.wallet.getState().balance).toBeNull()
  })

  it('a sign-out forgets the vehicles an earlier page kept, though this page never made their store', () => {
    const backend = createMemoryStorage()
    backend.setItem('parkade:vehicles', JSON.stringify([{ id: 7, plate_number: 'KJA 123 XY', vehicle_type_id: 1, is_default: true }]))
    const { client } = setup(backend)
    client.stores.auth.getState().logout()
    expect(backend.getItem('parkade:vehicles')).toBeNull()
  })
})
