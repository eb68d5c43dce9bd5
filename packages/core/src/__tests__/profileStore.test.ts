import { describe, expect, it } from 'vitest'
import { SPEC_MESSAGES } from '../i18n/messages.ts'
import { createProfileStore } from '../stores/createProfileStore.ts'
import { createFakeServer, createTestApi, createTestStorage, deferred, problemReply, profile } from './stores.fakeApi.ts'
import type { Reply } from './stores.fakeApi.ts'

function setup(token: string | null = 'tok', ignoreAbort = false) {
  const server = createFakeServer({ ignoreAbort })
  const { storage } = createTestStorage()
  const session = { token }
  const api = createTestApi(server, () => session.token)
  const store = createProfileStore({ api, storage, getToken: () => session.token })
  return { server, storage, store, session }
}

describe('profile store', () => {
  it("without a token: 'No authentication token found', and no request (SPEC §5)", async () => {
    const { server, store } = setup(null)
    await expect(store.getState().load()).resolves.toBeNull()
    expect(store.getState()).toMatchObject({ status: 'error', error: expect.objectContaining({ message: SPEC_MESSAGES.noAuthToken }) })
    expect(server.requests).toHaveLength(0)
  })

  it('loads with the bearer token and keeps the profile in storage', async () => {
    const { server, store, storage } = setup('tok-7')
    server.on('GET', '/users/profile', { body: profile({ first_name: 'Aminata' }) })
    const loading = store.getState().load()
    expect(store.getState().status).toBe('loading')
    await expect(loading).resolves.toMatchObject({ first_name: 'Aminata' })
    expect(server.requests[0]?.headers.authorization).toBe('Bearer tok-7')
    expect(store.getState()).toMatchObject({ status: 'success', error: null, profile: { first_name: 'Aminata' } })
    expect(storage.get('profile')).toMatchObject({ first_name: 'Aminata' })
  })

  it('starts from the stored profile', () => {
    const { storage } = setup()
    storage.set('profile', profile({ first_name: 'Stored' }))
    const server = createFakeServer()
    const store = createProfileStore({ api: createTestApi(server), storage, getToken: () => 'tok' })
    expect(store.getState().profile?.first_name).toBe('Stored')
  })

  it('a failed load shows the server detail', async () => {
    const { server, store } = setup()
    server.on('GET', '/users/profile', problemReply('auth.token_invalid'))
    await store.getState().load()
    expect(store.getState()).toMatchObject({ status: 'error', error: expect.objectContaining({ message: 'Invalid authentication token.' }) })
  })

  it('update PATCHes the changes and keeps the answer', async () => {
    const { server, store, storage } = setup()
    server.on('PATCH', '/users/profile', (request) => ({ body: profile(request.body as object) }))
    await store.getState().update({ first_name: 'Fatou' })
    expect(server.to('PATCH', '/users/profile')[0]?.body).toEqual({ first_name: 'Fatou' })
    expect(store.getState().profile?.first_name).toBe('Fatou')
    expect(store.getState().mutation.status).toBe('success')
    expect(storage.get('profile')).toMatchObject({ first_name: 'Fatou' })
  })

  it('update without a token fails without a request', async () => {
    const { server, store } = setup(null)
    await expect(store.getState().update({ first_name: 'X' })).rejects.toThrow(SPEC_MESSAGES.noAuthToken)
    expect(store.getState().mutation).toEqual({ status: 'error', error: expect.objectContaining({ message: SPEC_MESSAGES.noAuthToken }) })
    expect(server.requests).toHaveLength(0)
  })

  it('a slow older load never overwrites a newer one', async () => {
    const { server, store } = setup('tok', true)
    const slow = deferred<Reply>()
    let calls = 0
    server.on('GET', '/users/profile', () => (++calls === 1 ? slow.promise : { body: profile({ first_name: 'Newer' }) }))
    const older = store.getState().load()
    await store.getState().load()
    slow.resolve({ body: profile({ first_name: 'Older' }) })
    await expect(older).resolves.toBeNull()
    expect(store.getState().profile?.first_name).toBe('Newer')
  })

  it('reset forgets the profile and its storage', () => {
    const { store, storage } = setup()
    store.getState().setProfile(profile())
    store.getState().reset()
    expect(store.getState().profile).toBeNull()
    expect(storage.get('profile')).toBeNull()
  })
})
