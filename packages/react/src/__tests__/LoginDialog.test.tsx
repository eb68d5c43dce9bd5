import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { LoginButton } from '../LoginDialog/LoginButton.tsx'
import { LoginDialog } from '../LoginDialog/LoginDialog.tsx'
import { ParkadeProvider } from '../provider/ParkadeProvider.tsx'
import { gated, tokenAnswer } from './LoginDialog.fixtures.ts'
import { fakeApi, problem, renderWithParkade, route, routeReply, testClient } from './renderWithParkade.tsx'

const WRONG = problem('auth.invalid_credentials')

function setup(routes = [route('POST', '/auth/login', tokenAnswer())], clientOptions = {}) {
  const api = fakeApi(routes)
  const client = testClient(api.fetch, clientOptions)
  const onEvent = vi.fn()
  return { api, client, onEvent, user: userEvent.setup({ delay: null }) }
}

function renderTriggered(props: Partial<Parameters<typeof LoginDialog>[0]> = {}, routes?: Parameters<typeof setup>[0], clientOptions = {}) {
  const ctx = setup(routes, clientOptions)
  renderWithParkade(<LoginDialog trigger={<button type="button">Sign in</button>} {...props} />, { client: ctx.client, onEvent: ctx.onEvent })
  return ctx
}

async function openFromTrigger(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  return screen.getByRole('dialog', { name: 'Log in' })
}

describe('LoginDialog: SPEC §2 login modal', { timeout: 20_000 }, () => {
  it('opens from its trigger as a modal dialog named by its heading, with every control of SPEC §2', async () => {
    const { user } = renderTriggered({ onForgotPassword: vi.fn(), onCreateAccount: vi.fn(), onSocialLogin: vi.fn() })
    const trigger = screen.getByRole('button', { name: 'Sign in' })
    expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
    expect(trigger.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('dialog')).toBeNull()

    const dialog = await openFromTrigger(user)
    expect(dialog.getAttribute('aria-modal')).toBe('true')
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const inside = within(dialog)
    expect(inside.getByRole('heading', { name: 'Log in' }).id).toBe(dialog.getAttribute('aria-labelledby'))
    expect(inside.getByLabelText('Email')).toBeTruthy()
    expect(inside.getByLabelText('Password')).toBeTruthy()
    expect(inside.getByRole('checkbox', { name: 'Remember me' })).toBeTruthy()
    expect(inside.getByRole('button', { name: 'Forgot password?' })).toBeTruthy()
    expect(inside.getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
    expect(inside.getByRole('button', { name: 'Continue with Apple' })).toBeTruthy()
    expect(inside.getByRole('button', { name: 'Create an account' })).toBeTruthy()
    expect(inside.getByRole('button', { name: 'Close' })).toBeTruthy()
    // Focus moves into the dialog, on the email field.
    expect(document.activeElement).toBe(inside.getByLabelText('Email'))
  })

  it('shows the three SPEC §5 messages under their fields on submit, and sends nothing', async () => {
    const { user, api } = renderTriggered()
    const dialog = within(await openFromTrigger(user))
    await user.click(dialog.getByRole('button', { name: 'Log in' }))
    const email = dialog.getByLabelText('Email')
    const password = dialog.getByLabelText('Password')
    expect(accessibleError(email)).toBe('This field is required!')
    expect(accessibleError(password)).toBe('This field is required!')
    expect(email.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(email)

    await user.type(email, 'ada@example')
    await user.type(password, 'short')
    expect(accessibleError(email)).toBe('Please enter a valid email')
    expect(accessibleError(password)).toBe('Password must be at least 8 characters')
    await user.click(dialog.getByRole('button', { name: 'Log in' }))
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/auth/login'))).toHaveLength(0)
  })

  it('shows a field’s message once the field was touched, and not before', async () => {
    const { user } = renderTriggered()
    const dialog = within(await openFromTrigger(user))
    const email = dialog.getByLabelText('Email')
    const password = dialog.getByLabelText('Password')
    expect(accessibleError(email)).toBe('')
    await user.tab() // leaves the email field
    expect(accessibleError(email)).toBe('This field is required!')
    expect(accessibleError(password)).toBe('')
    await user.type(email, 'ada@example.com')
    expect(accessibleError(email)).toBe('')
  })

  it('shows the server’s message in an alert, keeps what was typed, and is busy during the request', async () => {
    const { fetch, release } = gated(fakeApi([route('POST', '/auth/login', WRONG, 401)]).fetch)
    const client = testClient(fetch)
    const user = userEvent.setup({ delay: null })
    renderWithParkade(<LoginDialog trigger={<button type="button">Sign in</button>} />, { client })
    const dialog = within(await openFromTrigger(user))
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com')
    await user.type(dialog.getByLabelText('Password'), 'wrong-password')
    await user.click(dialog.getByRole('button', { name: 'Log in' }))

    const busy = dialog.getByRole('button', { name: 'Logging in…' })
    expect(busy.getAttribute('aria-busy')).toBe('true')
    expect((busy as HTMLButtonElement).disabled).toBe(true)
    expect(dialog.getByRole('status').textContent).toBe('Logging in…')

    await act(async () => release())
    expect((await dialog.findByRole('alert')).textContent).toBe('Invalid email or password.')
    expect((dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com')
    expect((dialog.getByLabelText('Password') as HTMLInputElement).value).toBe('wrong-password')
    const submit = dialog.getByRole('button', { name: 'Log in' }) as HTMLButtonElement
    expect(submit.disabled).toBe(false)
    expect(submit.getAttribute('aria-busy')).toBe('false')
    // Focus is back where the driver retries, inside the dialog.
    expect(document.activeElement).toBe(dialog.getByLabelText('Password'))
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('translates a known server message (SPEC §8) in French', async () => {
    const { user } = renderTriggered({}, [route('POST', '/auth/login', problem('request.too_many_attempts'), 429)], { country: 'SN' })
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Connexion' }))
    await user.type(dialog.getByLabelText('Adresse e-mail'), 'ada@example.com')
    await user.type(dialog.getByLabelText('Mot de passe'), 'long-enough')
    await user.click(dialog.getByRole('button', { name: 'Se connecter' }))
    expect((await dialog.findByRole('alert')).textContent).toBe('Trop de tentatives infructueuses. Veuillez réessayer plus tard.')
  })

  it('says how long a locked sign-in must wait, from Retry-After', async () => {
    const locked = routeReply('POST', '/auth/login', { status: 429, body: problem('request.too_many_attempts'), headers: { 'retry-after': '600' } })
    const { user } = renderTriggered({}, [locked])
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Log in' }))
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com')
    await user.type(dialog.getByLabelText('Password'), 'long-enough')
    await user.click(dialog.getByRole('button', { name: 'Log in' }))
    expect((await dialog.findByRole('alert')).textContent).toBe('Too many failed attempts. Please try again later. You can try again in 10 minutes.')
  })

  it('on success: sends identifier and password, closes, returns focus to the trigger, and "login" is emitted once', async () => {
    const onLoggedIn = vi.fn()
    const { user, api, client, onEvent } = renderTriggered({ onLoggedIn })
    const dialog = within(await openFromTrigger(user))
    await user.type(dialog.getByLabelText('Email'), '  ada@example.com ')
    await user.type(dialog.getByLabelText('Password'), 'correct-horse')
    await user.click(dialog.getByRole('button', { name: 'Log in' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(api.requests.find((r) => r.url.pathname.endsWith('/auth/login'))?.body).toEqual({ identifier: 'ada@example.com', password: 'correct-horse' })
    expect(client.stores.auth.getState().token).toBe('tok-ada')
    expect(onLoggedIn).toHaveBeenCalledWith(tokenAnswer())
    expect(onEvent.mock.calls.filter(([name]) => name === 'login')).toEqual([['login', { method: 'password', user: tokenAnswer().user }]])
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Sign in' }))
  })

  it('remember me checked keeps the email for next time; unchecked forgets it', async () => {
    const first = renderTriggered()
    let dialog = within(await openFromTrigger(first.user))
    expect((dialog.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement).checked).toBe(false)
    await first.user.type(dialog.getByLabelText('Email'), 'ada@example.com')
    await first.user.type(dialog.getByLabelText('Password'), 'correct-horse')
    await first.user.click(dialog.getByRole('checkbox', { name: 'Remember me' }))
    await first.user.click(dialog.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(first.client.storage.get('email')).toBe('ada@example.com')

    // The next time the dialog opens, the email is there and remember me is still ticked.
    act(() => first.client.stores.auth.getState().logout())
    first.client.storage.set('email', 'ada@example.com')
    dialog = within(await openFromTrigger(first.user))
    expect((dialog.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com')
    const remember = dialog.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement
    expect(remember.checked).toBe(true)
    await first.user.click(remember)
    await first.user.type(dialog.getByLabelText('Password'), 'correct-horse')
    await first.user.click(dialog.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(first.client.storage.get('email')).toBeNull()
  })

  it('hides Google and Apple when the host gives no handler', async () => {
    const { user } = renderTriggered()
    const dialog = within(await openFromTrigger(user))
    expect(dialog.queryByRole('button', { name: /Google|Apple/ })).toBeNull()
    expect(dialog.queryByText('or')).toBeNull()
  })

  it('hands Google and Apple to the host, busy meanwhile, and shows its failure translated', async () => {
    let fail!: (error: Error) => void
    const onSocialLogin = vi.fn(() => new Promise<void>((_resolve, reject) => (fail = reject)))
    const { user } = renderTriggered({ onSocialLogin, socialProviders: ['apple'] }, undefined, { country: 'SN' })
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const dialog = within(screen.getByRole('dialog'))
    expect(dialog.queryByRole('button', { name: 'Continuer avec Google' })).toBeNull()
    await user.click(dialog.getByRole('button', { name: 'Continuer avec Apple' }))
    expect(onSocialLogin).toHaveBeenCalledWith('apple')
    expect(dialog.getByRole('button', { name: 'Connexion à Apple…' }).getAttribute('aria-busy')).toBe('true')
    expect((dialog.getByRole('button', { name: 'Se connecter' }) as HTMLButtonElement).disabled).toBe(true)
    await act(async () => fail(new Error('Apple Sign In failed. Please try again or use email/password login.')))
    expect(dialog.getByRole('alert').textContent).toBe('La connexion avec Apple a échoué. Veuillez réessayer ou vous connecter avec votre adresse e-mail et votre mot de passe.')
  })

  it('closes after a social sign-in that stored a token', async () => {
    const ctx = setup()
    const onSocialLogin = vi.fn(async () => ctx.client.stores.auth.getState().setSession('tok-social'))
    renderWithParkade(<LoginDialog trigger={<button type="button">Sign in</button>} onSocialLogin={onSocialLogin} />, { client: ctx.client })
    const dialog = within(await openFromTrigger(ctx.user))
    await ctx.user.click(dialog.getByRole('button', { name: 'Continue with Google' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('renders forgot-password and create-account as links with hrefs, and not at all without', async () => {
    const { user } = renderTriggered({ forgotPasswordHref: '/forgot-password', createAccountHref: '/register' })
    const dialog = within(await openFromTrigger(user))
    expect(dialog.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password')
    expect(dialog.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/register')
  })

  it('keeps forgot-password and create-account inside the dialog when the host gives neither page nor handler', async () => {
    const { user } = renderTriggered()
    const dialog = within(await openFromTrigger(user))
    expect(dialog.getByRole('button', { name: 'Forgot password?' })).toBeTruthy()
    expect(dialog.getByRole('button', { name: 'Create an account' })).toBeTruthy()
  })

  it('closes and hands the typed email on to the forgot-password and create-account handlers', async () => {
    const onForgotPassword = vi.fn()
    const onCreateAccount = vi.fn()
    const { user } = renderTriggered({ onForgotPassword, onCreateAccount })
    let dialog = within(await openFromTrigger(user))
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com')
    await user.click(dialog.getByRole('button', { name: 'Forgot password?' }))
    expect(onForgotPassword).toHaveBeenCalledWith({ email: 'ada@example.com' })
    expect(screen.queryByRole('dialog')).toBeNull()
    dialog = within(await openFromTrigger(user))
    await user.click(dialog.getByRole('button', { name: 'Create an account' }))
    expect(onCreateAccount).toHaveBeenCalledWith({ email: '' })
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('speaks French with country SN: labels and SPEC §5 messages', async () => {
    const { user } = renderTriggered({}, undefined, { country: 'SN' })
    await user.click(screen.getByRole('button', { name: 'Sign in' }))
    const dialog = within(screen.getByRole('dialog', { name: 'Connexion' }))
    expect(dialog.getByRole('checkbox', { name: 'Se souvenir de moi' })).toBeTruthy()
    await user.click(dialog.getByRole('button', { name: 'Se connecter' }))
    expect(accessibleError(dialog.getByLabelText('Adresse e-mail'))).toBe('Ce champ est obligatoire\u202f!')
    await user.type(dialog.getByLabelText('Adresse e-mail'), 'ada')
    await user.type(dialog.getByLabelText('Mot de passe'), 'court')
    expect(accessibleError(dialog.getByLabelText('Adresse e-mail'))).toBe('Veuillez saisir une adresse e-mail valide')
    expect(accessibleError(dialog.getByLabelText('Mot de passe'))).toBe('Le mot de passe doit contenir au moins 8\u00a0caractères')
  })
})

describe('LoginDialog: controlled, auto-open and LoginButton', { timeout: 20_000 }, () => {
  it('controlled: shows while `open`, asks `onClose` and waits for the host', async () => {
    const onClose = vi.fn()
    const { client, user } = setup()
    const view = renderWithParkade(<LoginDialog open onClose={onClose} />, { client })
    expect(screen.getByRole('dialog')).toBeTruthy()
    await user.keyboard('{Escape}')
    expect(onClose).toHaveBeenCalledTimes(1)
    expect(screen.getByRole('dialog')).toBeTruthy()
    view.rerender(
      <ParkadeProvider client={client}>
        <LoginDialog open={false} onClose={onClose} />
      </ParkadeProvider>,
    )
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('controlled: a successful login asks the host to close', async () => {
    const onClose = vi.fn()
    const { client, user } = setup()
    renderWithParkade(<LoginDialog open onClose={onClose} />, { client })
    await user.type(screen.getByLabelText('Email'), 'ada@example.com')
    await user.type(screen.getByLabelText('Password'), 'correct-horse')
    await user.click(screen.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1))
  })

  it('opens itself on "auth-required" when asked to, and not otherwise', async () => {
    const { client } = setup()
    const view = renderWithParkade(<LoginDialog />, { client })
    act(() => client.events.emit('auth-required', { widget: 'checkout' }))
    expect(screen.queryByRole('dialog')).toBeNull()

    const onOpen = vi.fn()
    view.rerender(
      <ParkadeProvider client={client}>
        <LoginDialog autoOpenOnAuthRequired onOpen={onOpen} />
      </ParkadeProvider>,
    )
    act(() => client.events.emit('auth-required', { widget: 'checkout' }))
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy()
    expect(onOpen).toHaveBeenCalledTimes(1)
  })

  it('LoginButton opens the dialog, and after login the same button logs out', async () => {
    const { client, user } = setup()
    renderWithParkade(<LoginButton />, { client })
    const button = screen.getByRole('button', { name: 'Log in' })
    await user.click(button)
    const dialog = within(screen.getByRole('dialog'))
    await user.type(dialog.getByLabelText('Email'), 'ada@example.com')
    await user.type(dialog.getByLabelText('Password'), 'correct-horse')
    await user.click(dialog.getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(button.textContent).toBe('Log out')
    expect(document.activeElement).toBe(button)
    await user.click(button)
    expect(client.stores.auth.getState().token).toBeNull()
    expect(button.textContent).toBe('Log in')
  })
})

/** The text of the messages tied to a control by aria-describedby. */
function accessibleError(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean)
  return ids
    .map((id) => document.getElementById(id))
    .filter((node): node is HTMLElement => !!node && node.className.includes('pk-field-error'))
    .map((node) => node.textContent)
    .join(' ')
}
