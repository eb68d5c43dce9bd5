import { describe, expect, it } from 'vitest'
import { SPEC_MESSAGES } from '../i18n/messages.ts'
import { createParksStore } from '../stores/createParksStore.ts'
import { parkRateKey } from '../stores/parkRateKey.ts'
import { createFakeServer, createTestApi, deferred, park, problemReply } from './stores.fakeApi.ts'
import type { Reply } from './stores.fakeApi.ts'

function setup(ignoreAbort = false) {
  const server = createFakeServer({ ignoreAbort })
  const store = createParksStore({ api: createTestApi(server, () => null) })
  return { server, store }
}

const rate = (park_id: number, vehicle_type_id: number) => ({
  park_id,
  vehicle_type_id,
  vehicle_type_name: 'Car',
  currency: 'NGN',
  hourly_rate: 500,
  daily_rate: 4000,
})

describe('parks store: search', () => {
  it('sends country, search, lat, lng and page; loading → success', async () => {
    const { server, store } = setup()
    server.on('GET', '/parks/front/parks/', { body: { items: [park(1, { name: 'Ikeja' })], total: 1, page: 2, size: 20, pages: 2 } })
    const loading = store.getState().search({ country: 'Nigeria', search: 'Ikeja', lat: 6.6, lng: 3.35, page: 2 })
    expect(store.getState().status).toBe('loading')
    await loading
    expect(server.requests[0]?.query).toEqual({ country: 'Nigeria', search: 'Ikeja', lat: '6.6', lng: '3.35', page: '2' })
    expect(store.getState()).toMatchObject({ status: 'success', page: 2, pages: 2, total: 1 })
    expect(store.getState().parks).toHaveLength(1)
  })

  it('an error shows the message', async () => {
    const { server, store } = setup()
    server.on('GET', '/parks/front/parks/', problemReply('server.database_unreachable'))
    await store.getState().search({ search: 'x' })
    expect(store.getState()).toMatchObject({ status: 'error', error: expect.objectContaining({ message: 'The database is not reachable.' }) })
  })

  it('typing fast: an older slow answer never replaces the newer one, even from a fetch that ignores the abort', async () => {
    const { server, store } = setup(true)
    const slow = deferred<Reply>()
    server.on('GET', '/parks/front/parks/', (request) =>
      request.query.search === 'Ik' ? slow.promise : { body: { items: [park(2, { name: 'Ikoyi' })], total: 1, page: 1, size: 20, pages: 1 } },
    )
    const older = store.getState().search({ search: 'Ik' })
    await store.getState().search({ search: 'Ikoyi' })
    slow.resolve({ body: { items: [park(1), park(3)], total: 2, page: 1, size: 20, pages: 1 } })
    await expect(older).resolves.toBeNull()
    expect(server.requests[0]?.signal?.aborted).toBe(true)
    expect(store.getState().parks.map((p) => p.id)).toEqual([2])
    expect(store.getState().query).toEqual({ search: 'Ikoyi' })
  })
})

describe('parks store: rate (SPEC §5, §9)', () => {
  it('vehicle_type_id defaults to 1', async () => {
    const { server, store } = setup()
    server.on('GET', '/front/parks/12/rate', (request) => ({ body: rate(12, Number(request.query.vehicle_type_id)) }))
    await expect(store.getState().rate(12)).resolves.toMatchObject({ vehicle_type_id: 1 })
    expect(server.requests[0]?.query).toEqual({ vehicle_type_id: '1' })
    expect(store.getState().rates[parkRateKey(12)]).toMatchObject({ status: 'success', rate: { park_id: 12 } })
    expect(parkRateKey(12)).toBe(parkRateKey(12, 1))
  })

  it('asks for another vehicle type and keeps both', async () => {
    const { server, store } = setup()
    server.on('GET', '/front/parks/12/rate', (request) => ({ body: rate(12, Number(request.query.vehicle_type_id)) }))
    await store.getState().rate(12)
    await store.getState().rate(12, 3)
    expect(server.requests[1]?.query).toEqual({ vehicle_type_id: '3' })
    expect(Object.keys(store.getState().rates).sort()).toEqual(['12:1', '12:3'])
  })

  it.each([undefined, null, ''])("'Park ID is required' for %o, and no request", async (parkId) => {
    const { server, store } = setup()
    await expect(store.getState().rate(parkId)).resolves.toBeNull()
    expect(store.getState().rates[parkRateKey(parkId)]).toEqual({ rate: null, status: 'error', error: expect.objectContaining({ message: SPEC_MESSAGES.parkIdRequired }) })
    expect(server.requests).toHaveLength(0)
  })

  it('a failed rate shows the server detail', async () => {
    const { server, store } = setup()
    server.on('GET', '/front/parks/99/rate', problemReply('park.not_found'))
    await store.getState().rate(99)
    expect(store.getState().rates['99:1']).toMatchObject({ status: 'error', error: expect.objectContaining({ message: 'Park not found.' }) })
  })
})
