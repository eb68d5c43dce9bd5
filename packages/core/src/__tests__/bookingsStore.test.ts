import { describe, expect, it } from 'vitest'
import { createBookingsStore } from '../stores/createBookingsStore.ts'
import { booking, createFakeServer, createTestApi, deferred, problemReply } from './stores.fakeApi.ts'
import type { Reply } from './stores.fakeApi.ts'

function setup(ignoreAbort = false) {
  const server = createFakeServer({ ignoreAbort })
  const store = createBookingsStore({ api: createTestApi(server) })
  return { server, store }
}

describe('bookings store: list (SPEC §3, §7)', () => {
  it('asks for page 1 by default, with the bearer, loading → success', async () => {
    const { server, store } = setup()
    server.on('GET', '/bookings/list', { body: { items: [booking(1)], total: 1, page: 1, size: 10, pages: 1 } })
    const loading = store.getState().list()
    expect(store.getState().status).toBe('loading')
    await loading
    expect(server.requests[0]?.query).toEqual({ page: '1' })
    expect(server.requests[0]?.headers.authorization).toBe('Bearer token-1')
    expect(store.getState()).toMatchObject({ status: 'success', error: null, total: 1, page: 1, size: 10, pages: 1 })
    expect(store.getState().bookings.map((b) => b.id)).toEqual([1])
  })

  it('sends page and status_filter', async () => {
    const { server, store } = setup()
    server.on('GET', '/bookings/list', { body: { items: [], total: 0, page: 3, size: 10, pages: 0 } })
    await store.getState().list({ page: 3, status_filter: 'cancelled' })
    expect(server.requests[0]?.query).toEqual({ page: '3', status_filter: 'cancelled' })
    expect(store.getState().statusFilter).toBe('cancelled')
  })

  it('reads the items from `data` when the answer has no `items`', async () => {
    const { server, store } = setup()
    server.on('GET', '/bookings/list', { body: { data: [booking(4), booking(5)], total: 2, page: 1, size: 10, pages: 1 }, offContract: 'the `data` list of servers before the contract (SPEC §3)' })
    await store.getState().list()
    expect(store.getState().bookings.map((b) => b.id)).toEqual([4, 5])
  })

  it('size defaults to 10 when the answer leaves it out', async () => {
    const { server, store } = setup()
    server.on('GET', '/bookings/list', { body: { items: [booking(1)], total: 25, page: 1 }, offContract: 'a page without size and pages, from servers before the contract' })
    await store.getState().list()
    expect(store.getState()).toMatchObject({ size: 10, pages: 3 })
  })

  it('an error shows the server detail', async () => {
    const { server, store } = setup()
    server.on('GET', '/bookings/list', problemReply('auth.token_invalid'))
    await expect(store.getState().list()).resolves.toBeNull()
    expect(store.getState()).toMatchObject({ status: 'error', error: expect.objectContaining({ message: 'Invalid authentication token.' }) })
  })

  it.each([
    ['aborted', false],
    ['answering even after its abort', true],
  ])('a slow older page never overwrites a newer one (fetch %s)', async (_label, ignoreAbort) => {
    const { server, store } = setup(ignoreAbort)
    const slow = deferred<Reply>()
    server.on('GET', '/bookings/list', (request) =>
      request.query.page === '1' ? slow.promise : { body: { items: [booking(20)], total: 11, page: 2, size: 10, pages: 2 } },
    )
    const older = store.getState().list({ page: 1 })
    await store.getState().list({ page: 2 })
    slow.resolve({ body: { items: [booking(1)], total: 11, page: 1, size: 10, pages: 2 } })
    await expect(older).resolves.toBeNull()
    expect(server.requests[0]?.signal?.aborted).toBe(true)
    expect(store.getState()).toMatchObject({ page: 2, status: 'success' })
    expect(store.getState().bookings.map((b) => b.id)).toEqual([20])
  })
})

describe('bookings store: changes (SPEC §4)', () => {
  async function listed() {
    const s = setup()
    s.server.on('GET', '/bookings/list', { body: { items: [booking(1), booking(2, { status: 'cancelled' })], total: 2, page: 1, size: 10, pages: 1 } })
    s.server.on('PUT', /^\/bookings\/\d+\/status$/, (request) => ({
      body: booking(Number(request.path.split('/')[2]), { status: request.query.status as 'cancelled' | 'active' }),
    }))
    await s.store.getState().list()
    return s
  }

  it('cancel sends status=cancelled as a query parameter of PUT /bookings/{id}/status, then updates the entry', async () => {
    const { server, store } = await listed()
    await expect(store.getState().cancel(1)).resolves.toMatchObject({ id: 1, status: 'cancelled' })
    const request = server.to('PUT', '/bookings/1/status')[0]
    expect(request?.query).toEqual({ status: 'cancelled' })
    expect(request?.body).toBeUndefined()
    expect(store.getState().bookings.find((b) => b.id === 1)?.status).toBe('cancelled')
    expect(store.getState().mutation).toEqual({ status: 'success', error: null })
  })

  it('renew sends status=active', async () => {
    const { server, store } = await listed()
    await store.getState().renew(2)
    expect(server.to('PUT', '/bookings/2/status')[0]?.query).toEqual({ status: 'active' })
    expect(store.getState().bookings.find((b) => b.id === 2)?.status).toBe('active')
  })

  it('extend posts booking_id and new_end_time, then updates the end time', async () => {
    const { server, store } = await listed()
    const end = '2026-03-01T13:00:00.000Z'
    server.on('POST', '/bookings/extend', { body: { booking: booking(1, { end_time: end }), extra_amount: 2000, currency: 'NGN' } })
    await store.getState().extend(1, end)
    expect(server.to('POST', '/bookings/extend')[0]?.body).toEqual({ booking_id: 1, new_end_time: end })
    expect(store.getState().bookings.find((b) => b.id === 1)?.end_time).toBe(end)
  })

  it('a failed change rejects, shows the message and leaves the entry alone', async () => {
    const { server, store } = await listed()
    server.on('PUT', '/bookings/1/status', problemReply('booking.ended_cannot_cancel'))
    await expect(store.getState().cancel(1)).rejects.toThrow('This booking has already ended and cannot be cancelled.')
    expect(store.getState().mutation).toEqual({ status: 'error', error: expect.objectContaining({ message: 'This booking has already ended and cannot be cancelled.' }) })
    expect(store.getState().bookings.find((b) => b.id === 1)?.status).toBe('active')
  })
})
