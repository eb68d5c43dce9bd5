// The dialog's Google/Apple buttons over the client's own Firebase flow (`client.social`), with
// the Firebase boundary faked and the API answered by a fake fetch.
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '@parkade/core'
import type { FirebaseAuthBoundary, ParkadeClientOptions } from '@parkade/core'
import { LoginDialog } from '../LoginDialog/LoginDialog.tsx'
import { userProfile } from './LoginDialog.fixtures.ts'
import { fakeApi, problem, renderWithParkade, route, testClient } from './renderWithParkade.tsx'

const socialAnswer = {
  access_token: 'tok-social',
  is_new_user: true,
  is_account_linked: false,
  login_method: 'social',
  social_provider: 'google',
  user: userProfile({ auth_providers: ['google'] }),
}

function fakeFirebase(overrides: Partial<FirebaseAuthBoundary> = {}): FirebaseAuthBoundary {
  return {
    signInWithPopup: vi.fn(async (_provider, options) => ({
      uid: 'fb-1',
      email: options.loginHint ?? 'someone@example.com',
      displayName: 'Ada Obi',
      photoURL: null,
      getIdToken: async () => 'id-token',
    })),
    signInWithRedirect: vi.fn(async () => undefined),
    getRedirectResult: vi.fn(async () => null),
    signOut: vi.fn(async () => undefined),
    ...overrides,
  }
}

function setup(boundary: FirebaseAuthBoundary, routes = [route('POST', '/auth/social-login', socialAnswer)], options: Partial<ParkadeClientOptions> = {}) {
  const api = fakeApi(routes)
  const load = vi.fn(async () => boundary)
  const client = testClient(api.fetch, {
    firebase: { config: { apiKey: 'key', authDomain: 'parkade.firebaseapp.com', projectId: 'parkade' }, load },
    ...options,
  })
  const onEvent = vi.fn()
  renderWithParkade(<LoginDialog trigger={<button type="button">Sign in</button>} />, { client, onEvent })
  return { api, client, load, onEvent, user: userEvent.setup({ delay: null }) }
}

describe('LoginDialog with the client’s Firebase sign-in', { timeout: 20_000 }, () => {
  it('offers Google and Apple, signs in with the typed email as the account hint, and closes', async () => {
    const boundary = fakeFirebase()
    const { user, api, load, client } = setup(boundary)
    expect(load).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Log in' }))
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com')
    await user.click(dialog.getByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(boundary.signInWithPopup).toHaveBeenCalledWith('google', { loginHint: 'ada@example.com', language: 'en' })
    expect(api.requests.find((r) => r.url.pathname.endsWith('/auth/social-login'))?.body).toMatchObject({ email: 'ada@example.com', firebase_uid: 'fb-1', provider: 'google', id_token: 'id-token' })
    expect(client.stores.auth.getState().token).toBe('tok-social')
    expect(client.storage.get('social_login_success')).toBe(true)
  })

  it('shows the SPEC §8 message of a refused sign-in in the driver’s language, stays open, focus back on the button', async () => {
    const { user } = setup(fakeFirebase(), [route('POST', '/auth/social-login', problem('auth.social_link_required'), 409)], { country: 'SN' })
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const dialog = within(screen.getByRole('dialog'))
    const google = dialog.getByRole('button', { name: 'Continuer avec Google' })
    await user.click(google)
    expect((await dialog.findByRole('alert')).textContent).toBe('Ce compte doit être associé à votre compte existant. Veuillez contacter l’assistance.')
    expect(screen.getByRole('dialog')).toBeTruthy()
    // Back on the button the driver pressed, ready to try again.
    await waitFor(() => expect(document.activeElement).toBe(google))
  })

  it('stays busy while the page leaves for the provider after a blocked popup', async () => {
    const blocked = Object.assign(new Error('Firebase: Error (auth/popup-blocked).'), { code: 'auth/popup-blocked' })
    const boundary = fakeFirebase({ signInWithPopup: vi.fn(async () => Promise.reject(blocked)) })
    const { user } = setup(boundary)
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const dialog = within(screen.getByRole('dialog'))
    await user.click(dialog.getByRole('button', { name: 'Continue with Apple' }))
    await waitFor(() => expect(boundary.signInWithRedirect).toHaveBeenCalledWith('apple', expect.objectContaining({ language: 'en' })))
    expect(dialog.getByRole('button', { name: 'Connecting to Apple…' }).getAttribute('aria-busy')).toBe('true')
    expect(dialog.queryByRole('alert')).toBeNull()
  })

  it('back from a redirect that failed, opens itself with the message', async () => {
    const session = createMemoryStorage()
    session.setItem('parkade:social_redirect', 'google')
    const boundary = fakeFirebase({ getRedirectResult: vi.fn(async () => Promise.reject(Object.assign(new Error('x'), { code: 'auth/network-request-failed' }))) })
    setup(boundary, undefined, { storage: createMemoryStorage(), sessionStorage: session })
    const dialog = await screen.findByRole('dialog', { name: 'Log in' })
    expect(within(dialog).getByRole('alert').textContent).toBe('Authentication service unavailable. Please try again later.')
    expect(session.getItem('parkade:social_redirect')).toBeNull()
  })

  it('back from a redirect that succeeded, signs in without opening', async () => {
    const session = createMemoryStorage()
    session.setItem('parkade:social_redirect', 'google')
    const boundary = fakeFirebase({ getRedirectResult: vi.fn(async () => ({ uid: 'fb-2', email: 'back@example.com', displayName: null, photoURL: null, getIdToken: async () => 't' })) })
    const { client, onEvent } = setup(boundary, undefined, { storage: createMemoryStorage(), sessionStorage: session })
    await waitFor(() => expect(client.stores.auth.getState().token).toBe('tok-social'))
    expect(onEvent).toHaveBeenCalledWith('login', expect.objectContaining({ method: 'social', isNewUser: true }))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('loads nothing on start when no redirect is pending', async () => {
    const { load } = setup(fakeFirebase())
    await new Promise((done) => setTimeout(done, 0))
    expect(load).not.toHaveBeenCalled()
  })
})
