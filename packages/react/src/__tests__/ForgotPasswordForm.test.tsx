import { act, fireEvent, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ForgotPasswordForm } from '../AuthForms/ForgotPasswordForm.tsx'
import { gated } from './LoginDialog.fixtures.ts'
import { fakeApi, problem, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { Route } from './renderWithParkade.tsx'

const SENT = { detail: 'If an account exists for this email, a password reset code has been sent.' }
const DONE = { detail: 'Your password has been reset. You can now log in.' }
const BAD_CODE = problem('auth.invalid_code')

function setup(props: Parameters<typeof ForgotPasswordForm>[0] = {}, routes: Route[] = [route('POST', '/auth/forgot-password', SENT), route('POST', '/auth/reset-password', DONE)], options = {}) {
  const api = fakeApi(routes)
  const client = testClient(api.fetch, options)
  const onReset = vi.fn()
  renderWithParkade(<ForgotPasswordForm onReset={onReset} {...props} />, { client })
  return { api, client, onReset }
}

function errorOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)).filter((n) => n?.className === 'pk-field-error').map((n) => n?.textContent).join(' ')
}

const posts = (api: ReturnType<typeof fakeApi>, path: string) => api.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith(path))

afterEach(() => {
  vi.useRealTimers()
})

describe('ForgotPasswordForm', { timeout: 20_000 }, () => {
  it('step 1 checks the email (SPEC §5) before sending', async () => {
    const { api } = setup()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Send the code' }))
    expect(errorOf(screen.getByLabelText('Email'))).toBe('This field is required!')
    await user.type(screen.getByLabelText('Email'), 'ada.example.com')
    expect(errorOf(screen.getByLabelText('Email'))).toBe('Please enter a valid email')
    expect(posts(api, '/auth/forgot-password')).toHaveLength(0)
  })

  it('the whole flow: email → code and new password → success, focus on each step’s heading', async () => {
    const { api, onReset } = setup({ email: 'ada@example.com' })
    const user = userEvent.setup({ delay: null })
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com')
    await user.click(screen.getByRole('button', { name: 'Send the code' }))

    const resetHeading = await screen.findByRole('heading', { name: 'Choose a new password' })
    expect(document.activeElement).toBe(resetHeading)
    expect(posts(api, '/auth/forgot-password').map((r) => r.body)).toEqual([{ email: 'ada@example.com' }])
    expect(screen.getByRole('status').textContent).toBe('If an account exists for ada@example.com, a 6-digit code is on its way.')

    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect(errorOf(screen.getByLabelText('Verification code'))).toBe('This field is required!')
    expect(errorOf(screen.getByLabelText('New password'))).toBe('This field is required!')
    await user.type(screen.getByLabelText('Verification code'), '654321')
    await user.type(screen.getByLabelText('New password'), 'short')
    expect(errorOf(screen.getByLabelText('New password'))).toBe('Password must be at least 8 characters')
    await user.type(screen.getByLabelText('New password'), '-but-now-long')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))

    const doneHeading = await screen.findByRole('heading', { name: 'Password reset' })
    expect(document.activeElement).toBe(doneHeading)
    expect(posts(api, '/auth/reset-password').map((r) => r.body)).toEqual([{ email: 'ada@example.com', code: '654321', new_password: 'short-but-now-long' }])
    expect(screen.getByRole('status').textContent).toBe('Your password has been reset. You can now log in.')
    expect(onReset).toHaveBeenCalledWith({ email: 'ada@example.com' })
  })

  it('shows a wrong code’s server message and keeps what was typed', async () => {
    setup({ email: 'ada@example.com' }, [route('POST', '/auth/forgot-password', SENT), route('POST', '/auth/reset-password', BAD_CODE, 400)])
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Send the code' }))
    await user.type(await screen.findByLabelText('Verification code'), '111111')
    await user.type(screen.getByLabelText('New password'), 'new-password-1')
    await user.click(screen.getByRole('button', { name: 'Reset password' }))
    expect((await screen.findByRole('alert')).textContent).toBe(BAD_CODE.detail)
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('111111')
    expect((screen.getByLabelText('New password') as HTMLInputElement).value).toBe('new-password-1')
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'))
  })

  it('shows a failed request in step 1 and stays there', async () => {
    setup({ email: 'ada@example.com' }, [route('POST', '/auth/forgot-password', problem('server.database_unreachable'), 503)])
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Send the code' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The database is not reachable.')
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeTruthy()
  })

  it('is busy while sending', async () => {
    const { fetch, release } = gated(fakeApi([route('POST', '/auth/forgot-password', SENT)]).fetch)
    renderWithParkade(<ForgotPasswordForm email="ada@example.com" />, { client: testClient(fetch) })
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Send the code' }))
    const submit = screen.getByRole('button', { name: 'Sending the code…' }) as HTMLButtonElement
    expect(submit.getAttribute('aria-busy')).toBe('true')
    expect(submit.disabled).toBe(true)
    await act(async () => release())
    expect(await screen.findByRole('heading', { name: 'Choose a new password' })).toBeTruthy()
  })

  it('sends the code again only after 30 s', async () => {
    vi.useFakeTimers()
    const { api } = setup({ email: 'ada@example.com' })
    fireEvent.click(screen.getByRole('button', { name: 'Send the code' }))
    await act(async () => {})
    const resend = screen.getByRole('button', { name: 'Resend the code in 30 s' })
    expect(resend.getAttribute('aria-disabled')).toBe('true')
    fireEvent.click(resend)
    await act(async () => {})
    expect(posts(api, '/auth/forgot-password')).toHaveLength(1)
    await act(async () => vi.advanceTimersByTime(30_000))
    expect(resend.textContent).toBe('Resend the code')
    fireEvent.click(resend)
    await act(async () => {})
    expect(posts(api, '/auth/forgot-password')).toHaveLength(2)
    expect(screen.getByRole('status').textContent).toBe('A new code is on its way.')
  })

  it('goes back to step 1 with the email kept', async () => {
    setup({ email: 'ada@example.com' })
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Send the code' }))
    await user.click(await screen.findByRole('button', { name: 'Use another email' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Forgot your password?' }))
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com')
  })

  it('offers the way back to login as a link or a button', async () => {
    const onLogin = vi.fn()
    setup({ onLogin })
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Back to login' }))
    expect(onLogin).toHaveBeenCalled()
  })

  it('speaks French with country SN', async () => {
    setup({}, undefined, { country: 'SN' })
    const user = userEvent.setup({ delay: null })
    expect(screen.getByRole('heading', { name: 'Mot de passe oublié\u202f?' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Envoyer le code' }))
    expect(errorOf(screen.getByLabelText('Adresse e-mail'))).toBe('Ce champ est obligatoire\u202f!')
  })
})
