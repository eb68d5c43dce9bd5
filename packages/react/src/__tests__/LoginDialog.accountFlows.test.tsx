import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { useState } from 'react'
import { describe, expect, it, vi } from 'vitest'
import type { Country, ParkadeEventName } from '@parkade/core'
import { LoginButton } from '../LoginDialog/LoginButton.tsx'
import { LoginDialog } from '../LoginDialog/LoginDialog.tsx'
import { tokenAnswer, userProfile } from './LoginDialog.fixtures.ts'
import { fakeApi, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { Route } from './renderWithParkade.tsx'

// With no page or handler of the host's, "Create an account" and "Forgot password?" stay in the
// dialog: a driver signs up, verifies and resets without leaving the page it is on.

const COUNTRIES: Country[] = [
  { id: 1, name: 'Nigeria', name_fr: 'Nigéria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true },
  { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true },
]

const ROUTES: Route[] = [
  route('GET', '/countries', COUNTRIES),
  route('POST', '/auth/register', tokenAnswer('tok-new', { email_verified: false }), 201),
  route('POST', '/auth/verify-email', { token: 'tok-verified', user: userProfile() }),
  route('POST', '/auth/forgot-password', { detail: 'If an account exists for this email, a password reset code has been sent.' }),
  route('POST', '/auth/reset-password', { detail: 'Your password has been reset. You can now log in.' }),
]

function setup(options = {}) {
  const api = fakeApi(ROUTES)
  const client = testClient(api.fetch, options)
  const events: ParkadeEventName[] = []
  renderWithParkade(<LoginButton />, { client, onEvent: (name) => events.push(name) })
  return { api, client, events, user: userEvent.setup({ delay: null }) }
}

const posts = (api: ReturnType<typeof fakeApi>, path: string) => api.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith(path)).map((r) => r.body)

describe('LoginDialog: sign-up and reset inside the dialog', { timeout: 20_000 }, () => {
  it('registers, asks for the e-mailed code, and closes signed in once verified', async () => {
    const { api, client, events, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    let dialog = screen.getByRole('dialog', { name: 'Log in' })
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
    await user.click(within(dialog).getByRole('button', { name: 'Create an account' }))

    // The same dialog, now named by the registration's heading, which has the focus while its form
    // arrives (fetched when first shown) and once it has; the email carried over.
    dialog = screen.getByRole('dialog', { name: 'Create your account' })
    expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Create your account' }))
    const email = await within(dialog).findByLabelText('Email')
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Create your account' })))
    expect((email as HTMLInputElement).value).toBe('ada@example.com')
    await waitFor(() => expect((within(dialog).getByLabelText('Country') as HTMLSelectElement).value).toBe('NG'))
    await user.type(within(dialog).getByLabelText('First name'), 'Ada')
    await user.type(within(dialog).getByLabelText('Last name'), 'Obi')
    await user.type(within(dialog).getByLabelText('Password'), 'long-enough-1')
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }))

    // Signed in by the registration, the dialog stays for the code.
    dialog = await screen.findByRole('dialog', { name: 'Verify your email' })
    expect(await within(dialog).findByText('We sent a verification code to ada@example.com.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Verify your email' })))
    expect(client.stores.auth.getState().token).toBe('tok-new')
    await user.type(within(dialog).getByLabelText('Verification code'), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(client.stores.auth.getState().token).toBe('tok-verified')
    expect(posts(api, '/auth/register')).toEqual([expect.objectContaining({ email: 'ada@example.com', first_name: 'Ada', last_name: 'Obi', country_id: 'NG' })])
    expect(posts(api, '/auth/verify-email')).toEqual([{ email: 'ada@example.com', code: '123456' }])
    expect(events.filter((name) => name === 'login')).toHaveLength(2)
    // Focus is back on the button, which now logs out.
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log out' }))
  })

  it('resets a forgotten password with the e-mailed code, then goes back to the login with the email', async () => {
    const { api, user } = setup()
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await user.type(within(screen.getByRole('dialog')).getByLabelText('Email'), 'ada@example.com')
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Forgot password?' }))

    let dialog = screen.getByRole('dialog', { name: 'Forgot your password?' })
    const send = await within(dialog).findByRole('button', { name: 'Send the code' })
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByRole('heading', { name: 'Forgot your password?' })))
    await user.click(send)
    dialog = await screen.findByRole('dialog', { name: 'Choose a new password' })
    await user.type(within(dialog).getByLabelText('Verification code'), '654321')
    await user.type(within(dialog).getByLabelText('New password'), 'a-new-password')
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }))
    dialog = await screen.findByRole('dialog', { name: 'Password reset' })
    await user.click(within(dialog).getByRole('button', { name: 'Back to login' }))

    dialog = screen.getByRole('dialog', { name: 'Log in' })
    expect((within(dialog).getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com')
    await waitFor(() => expect(document.activeElement).toBe(within(dialog).getByLabelText('Email')))
    expect(posts(api, '/auth/forgot-password')).toEqual([{ email: 'ada@example.com' }])
    expect(posts(api, '/auth/reset-password')).toEqual([{ email: 'ada@example.com', code: '654321', new_password: 'a-new-password' }])
  })

  it('Escape closes from any step, and the next opening starts at the login', async () => {
    const { user } = setup()
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Create an account' }))
    expect(screen.getByRole('dialog', { name: 'Create your account' })).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Log in' }))
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy()
  })

  it('speaks French: every step of the sign-up is labelled in the page’s language', async () => {
    const { user } = setup({ country: 'SN' })
    await user.click(screen.getByRole('button', { name: 'Se connecter' }))
    await user.click(within(screen.getByRole('dialog', { name: 'Connexion' })).getByRole('button', { name: 'Créer un compte' }))
    const dialog = screen.getByRole('dialog', { name: 'Créez votre compte' })
    expect(await within(dialog).findByLabelText('Prénom')).toBeTruthy()
    for (const label of ['Nom', 'Adresse e-mail', 'Mot de passe']) expect(within(dialog).getByLabelText(label), label).toBeTruthy()
    expect(within(dialog).getByRole('button', { name: 'Fermer' })).toBeTruthy()
  })
})

describe('One dialog at a time', () => {
  it('a second dialog asked to open while one shows stays closed and tells its host', async () => {
    const client = testClient(fakeApi(ROUTES).fetch)
    const onCloseSecond = vi.fn()
    function Two() {
      const [second, setSecond] = useState(false)
      return (
        <>
          <LoginDialog open onClose={() => {}} />
          <button type="button" onClick={() => setSecond(true)}>
            Second
          </button>
          <LoginDialog
            open={second}
            onClose={() => {
              onCloseSecond()
              setSecond(false)
            }}
          />
        </>
      )
    }
    renderWithParkade(<Two />, { client })
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    act(() => screen.getByRole('button', { name: 'Second', hidden: true }).click())
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(onCloseSecond).toHaveBeenCalledTimes(1)
  })

  it('an auto-open dialog stays closed when the widget that asked opened its own', async () => {
    const client = testClient(fakeApi(ROUTES).fetch)
    const onOpen = vi.fn()
    function Widget() {
      const [open, setOpen] = useState(false)
      return (
        <>
          <LoginDialog autoOpenOnAuthRequired onOpen={onOpen} />
          <button
            type="button"
            onClick={() => {
              client.events.emit('auth-required', { widget: 'checkout' })
              setOpen(true)
            }}
          >
            Book
          </button>
          <LoginDialog open={open} onClose={() => setOpen(false)} />
        </>
      )
    }
    const user = userEvent.setup({ delay: null })
    renderWithParkade(<Widget />, { client })
    await user.click(screen.getByRole('button', { name: 'Book' }))
    await new Promise((resolve) => setTimeout(resolve, 20))
    expect(screen.getAllByRole('dialog')).toHaveLength(1)
    expect(onOpen).not.toHaveBeenCalled()
    // Nothing was typed: no field complains.
    expect(screen.queryByText('This field is required!')).toBeNull()
  })
})
