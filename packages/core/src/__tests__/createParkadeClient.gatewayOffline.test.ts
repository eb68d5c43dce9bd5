import { afterEach, describe, expect, it, vi } from 'vitest'
import { createParkadeClient } from '../client/createParkadeClient.ts'
import { PAYMENT_SCRIPT_LOAD_FAILED } from '../payments/paymentErrors.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { BASE_URL, createFakeServer } from './stores.fakeApi.ts'

// The payment adapters' code is fetched with the first payment; here that fetch fails.
vi.mock('../payments/loadPaymentGateway.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

const clients: ReturnType<typeof createParkadeClient>[] = []
afterEach(() => {
  for (const client of clients.splice(0)) client.destroy()
})

describe('client.loadGateway when the payment code cannot be fetched', () => {
  it('answers like a provider script that did not load, and paying says so; nothing hangs', async () => {
    const client = createParkadeClient({ apiBaseUrl: BASE_URL, fetch: createFakeServer().fetch, storage: createMemoryStorage(), ipLookup: false, storageEvents: null })
    clients.push(client)
    const states: string[] = []
    const loaded = await client.loadGateway('ng', { onState: (state, gateway) => states.push(`${state}:${gateway.provider}`) })

    expect(loaded).toMatchObject({ state: 'error', fellBack: false, gateway: { provider: 'paystack', currency: 'NGN' } })
    expect(loaded.error?.message).toBe(PAYMENT_SCRIPT_LOAD_FAILED)
    expect(states).toEqual(['error:paystack'])
    await expect(loaded.adapter.load()).rejects.toThrow(PAYMENT_SCRIPT_LOAD_FAILED)
    await expect(loaded.adapter.pay({} as never)).rejects.toThrow(PAYMENT_SCRIPT_LOAD_FAILED)
  })
})
