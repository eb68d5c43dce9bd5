import { act, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SOCIAL_FLAG_CLEAR_MS, SOCIAL_LOGIN_RELOAD_DELAY_MS, TOAST_DURATION_MS, TOAST_POSITION } from '../sdk.ts'
import { browser } from '../app/browser.ts'
import { useToasts } from '../toasts/useToasts.ts'
import { SAMPLE_PROFILE, fakeApi, problem, renderSite, route, testClient } from './siteTestUtils.tsx'

const region = (position: 'top-center' | 'top-right') => document.querySelector<HTMLElement>(`.site-toasts[data-position="${position}"]`)!

function ShowDefault() {
  const toasts = useToasts()
  return (
    <button type="button" onClick={() => toasts.show('Your changes have been saved.')}>
      show
    </button>
  )
}

const socialAnswer = (flags: { is_new_user: boolean; is_account_linked: boolean }) => ({
  access_token: 'social-token',
  login_method: 'social',
  social_provider: 'google',
  user: SAMPLE_PROFILE,
  ...flags,
})

const SOCIAL_BODY = { email: 'ada@example.com', name: 'Ada Obi', photo_url: null, firebase_uid: 'uid-1', provider: 'google' as const, id_token: 'x' }

describe('toasts (SPEC §9)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('has the durations and positions of the spec', () => {
    expect(TOAST_DURATION_MS).toEqual({ linked: 6000, created: 5000, welcomeBack: 3000, default: 5000 })
    expect(TOAST_POSITION).toEqual({ linked: 'top-center', created: 'top-center', welcomeBack: 'top-center', default: 'top-right' })
  })

  it('shows a default toast top-right, announced, for 5 s, and can be dismissed earlier', () => {
    renderSite(<ShowDefault />, { client: testClient() })
    expect(region('top-right').getAttribute('role')).toBe('status')
    fireEvent.click(screen.getByRole('button', { name: 'show' }))
    expect(within(region('top-right')).getByText('Your changes have been saved.')).toBeTruthy()
    act(() => vi.advanceTimersByTime(4999))
    expect(within(region('top-right')).queryByText('Your changes have been saved.')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(within(region('top-right')).queryByText('Your changes have been saved.')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'show' }))
    fireEvent.click(within(region('top-right')).getByRole('button', { name: 'Dismiss' }))
    expect(within(region('top-right')).queryByText('Your changes have been saved.')).toBeNull()
  })

  it("welcomes a driver back after a password login: top-centre, 3 s, with the first name", async () => {
    const { fetch } = fakeApi([route('POST', '/auth/login', { access_token: 'tok', token_type: 'bearer', expires_in: 3600, user: SAMPLE_PROFILE })])
    const client = testClient(fetch)
    renderSite(null, { client })
    await act(async () => {
      await client.stores.auth.getState().login({ email: 'ada@example.com', password: 'parkade-pass-1' })
    })
    expect(within(region('top-center')).getByText('Welcome back, Ada!')).toBeTruthy()
    act(() => vi.advanceTimersByTime(2999))
    expect(within(region('top-center')).queryByText('Welcome back, Ada!')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(within(region('top-center')).queryByText('Welcome back, Ada!')).toBeNull()
  })

  it('welcomes a new account after registration: top-centre, 5 s', async () => {
    const { fetch } = fakeApi([route('POST', '/auth/register', { access_token: 'tok', token_type: 'bearer', expires_in: 3600, user: SAMPLE_PROFILE })])
    const client = testClient(fetch)
    renderSite(null, { client })
    await act(async () => {
      await client.stores.auth.getState().register({ email: 'ada@example.com', password: 'parkade-pass-1', first_name: 'Ada', last_name: 'Obi' })
    })
    const text = 'Welcome to Parkade! Your account is ready.'
    expect(within(region('top-center')).getByText(text)).toBeTruthy()
    act(() => vi.advanceTimersByTime(4999))
    expect(within(region('top-center')).queryByText(text)).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(within(region('top-center')).queryByText(text)).toBeNull()
  })
})

describe('social sign-in (SPEC §4): home, reload 500 ms later, then the welcome and the flag cleared 1 s after it', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it.each([
    ['a linked account', { is_new_user: false, is_account_linked: true }, 'linked'],
    ['a new user', { is_new_user: true, is_account_linked: false }, 'created'],
    ['a returning user', { is_new_user: false, is_account_linked: false }, 'welcomeBack'],
  ] as const)('%s', async (_who, flags, kind) => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    const { fetch } = fakeApi([route('POST', '/auth/social-login', socialAnswer(flags)), route('GET', '/users/profile', SAMPLE_PROFILE)])
    const client = testClient(fetch)
    const first = renderSite(null, { client, path: '/wallet' })
    await act(async () => {
      await client.stores.auth.getState().socialLogin(SOCIAL_BODY)
    })
    expect(screen.getByTestId('location').textContent).toBe('/')
    act(() => vi.advanceTimersByTime(SOCIAL_LOGIN_RELOAD_DELAY_MS - 1))
    expect(reload).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(reload).toHaveBeenCalledTimes(1)
    expect(client.storage.get('social_login_success')).toBe(true)

    // The reloaded page: same storage, a new page.
    first.unmount()
    const text = { linked: 'You are signed in. This sign-in method is now linked to your existing Parkade account.', created: 'Welcome to Parkade! Your account is ready.', welcomeBack: 'Welcome back, Ada!' }[kind]
    renderSite(null, { client })
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(within(region('top-center')).getByText(text)).toBeTruthy()
    act(() => vi.advanceTimersByTime(SOCIAL_FLAG_CLEAR_MS - 1))
    expect(client.storage.get('social_login_success')).toBe(true)
    act(() => vi.advanceTimersByTime(1))
    expect(client.storage.get('social_login_success')).toBeNull()
    act(() => vi.advanceTimersByTime(TOAST_DURATION_MS[kind]))
    expect(within(region('top-center')).queryByText(text)).toBeNull()
  })

  it('a profile that cannot load after the reload says so, in the driver’s language', async () => {
    for (const [language, text] of [
      ['en', 'Authentication succeeded but failed to update app state. Please refresh the page.'],
      ['fr', 'Vous êtes bien authentifié, mais l’application n’a pas pu se mettre à jour. Veuillez actualiser la page.'],
    ] as const) {
      const { fetch } = fakeApi([route('GET', '/users/profile', problem('server.database_unreachable'), 503)])
      const client = testClient(fetch, { language, token: 'social-token' })
      client.storage.set('social_login_success', true)
      const page = renderSite(null, { client })
      await act(async () => {
        await vi.advanceTimersByTimeAsync(50)
      })
      expect(within(region('top-right')).getByText(text)).toBeTruthy()
      page.unmount()
    }
  })
})
