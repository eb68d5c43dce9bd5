import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { VerifyEmailForm } from '../AuthForms/VerifyEmailForm.tsx'
import { userProfile } from './LoginDialog.fixtures.ts'
import { fakeApi, problem, renderWithParkade, route, testClient } from './renderWithParkade.tsx'

const RESENT = { detail: 'If an account with this email is waiting for verification, a new code has been sent.' }

function setup(props: Parameters<typeof VerifyEmailForm>[0] = {}, routes = [route('POST', '/auth/verify-email', { token: 'tok-verified', user: userProfile() }), route('POST', '/auth/resend-verification', RESENT)], options = {}) {
  const api = fakeApi(routes)
  const client = testClient(api.fetch, options)
  const onVerified = vi.fn()
  const onEvent = vi.fn()
  return {
    api,
    client,
    onVerified,
    onEvent,
    render: () => renderWithParkade(<VerifyEmailForm onVerified={onVerified} {...props} />, { client, onEvent }),
  }
}

function errorOf(element: HTMLElement): string {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ')
  return ids.map((id) => document.getElementById(id)).filter((n) => n?.className === 'pk-field-error').map((n) => n?.textContent).join(' ')
}

const posts = (api: ReturnType<typeof fakeApi>, path: string) => api.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith(path))

afterEach(() => {
  vi.useRealTimers()
})

describe('VerifyEmailForm', { timeout: 20_000 }, () => {
  it('starts with the email registration kept, and checks the 6-digit code before sending', async () => {
    const ctx = setup()
    ctx.client.storage.set('email', 'ada@example.com')
    ctx.render()
    const user = userEvent.setup({ delay: null })
    expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('ada@example.com')
    expect(screen.getByText('We sent a verification code to ada@example.com.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(errorOf(screen.getByLabelText('Verification code'))).toBe('This field is required!')
    expect(document.activeElement).toBe(screen.getByLabelText('Verification code'))
    await user.type(screen.getByLabelText('Verification code'), '12345')
    expect(errorOf(screen.getByLabelText('Verification code'))).toBe('Please enter the 6-digit code')
    await user.type(screen.getByLabelText('Verification code'), 'x')
    expect(errorOf(screen.getByLabelText('Verification code'))).toBe('Please enter the 6-digit code')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect(posts(ctx.api, '/auth/verify-email')).toHaveLength(0)
  })

  it('verifies: POST /auth/verify-email, the token stored, a success message with focus on the heading', async () => {
    const ctx = setup({ email: 'ada@example.com' })
    ctx.render()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Verification code'), '123 456')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    await waitFor(() => expect(ctx.onVerified).toHaveBeenCalledWith({ email: 'ada@example.com' }))
    expect(posts(ctx.api, '/auth/verify-email')[0]?.body).toEqual({ email: 'ada@example.com', code: '123456' })
    expect(ctx.client.stores.auth.getState().token).toBe('tok-verified')
    expect(ctx.onEvent.mock.calls.filter(([name]) => name === 'login')).toEqual([['login', { method: 'verify', user: userProfile() }]])
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Your email is verified. You are now logged in.'))
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Verify your email' })))
    expect(screen.queryByRole('button', { name: 'Verify' })).toBeNull()
  })

  it('shows the server’s message and keeps the code', async () => {
    const ctx = setup({ email: 'ada@example.com' }, [route('POST', '/auth/verify-email', problem('auth.invalid_code'), 400)])
    ctx.render()
    const user = userEvent.setup({ delay: null })
    await user.type(screen.getByLabelText('Verification code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Invalid or expired code. Request a new one and try again.')
    expect((screen.getByLabelText('Verification code') as HTMLInputElement).value).toBe('000000')
    expect(ctx.client.stores.auth.getState().token).toBeNull()
  })

  it('resends the code, then counts 30 s down before another can be asked for', async () => {
    vi.useFakeTimers()
    const ctx = setup({ email: 'ada@example.com' })
    ctx.render()
    fireEvent.click(screen.getByRole('button', { name: 'Resend the code' }))
    expect(screen.getByRole('button', { name: 'Sending a new code…' }).getAttribute('aria-disabled')).toBe('true')
    await act(async () => {})
    expect(posts(ctx.api, '/auth/resend-verification').map((r) => r.body)).toEqual([{ email: 'ada@example.com' }])
    expect(screen.getByRole('status').textContent).toBe('A new code is on its way.')
    const button = screen.getByRole('button', { name: 'Resend the code in 30 s' })
    expect(button.getAttribute('aria-disabled')).toBe('true')

    await act(async () => vi.advanceTimersByTime(1000))
    expect(button.textContent).toBe('Resend the code in 29 s')
    fireEvent.click(button)
    await act(async () => {})
    expect(posts(ctx.api, '/auth/resend-verification')).toHaveLength(1)

    await act(async () => vi.advanceTimersByTime(28_000))
    expect(button.textContent).toBe('Resend the code in 1 s')
    await act(async () => vi.advanceTimersByTime(1000))
    expect(button.textContent).toBe('Resend the code')
    expect(button.getAttribute('aria-disabled')).toBe('false')
    fireEvent.click(button)
    await act(async () => {})
    expect(posts(ctx.api, '/auth/resend-verification')).toHaveLength(2)
  })

  it('asks for a valid email before resending', async () => {
    const ctx = setup()
    ctx.render()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Resend the code' }))
    expect(errorOf(screen.getByLabelText('Email'))).toBe('This field is required!')
    expect(posts(ctx.api, '/auth/resend-verification')).toHaveLength(0)
  })

  it('shows a failed resend and starts no countdown', async () => {
    const ctx = setup({ email: 'ada@example.com' }, [route('POST', '/auth/resend-verification', problem('server.database_unreachable'), 503)])
    ctx.render()
    const user = userEvent.setup({ delay: null })
    await user.click(screen.getByRole('button', { name: 'Resend the code' }))
    expect((await screen.findByRole('alert')).textContent).toBe('The database is not reachable.')
    expect(screen.getByRole('button', { name: 'Resend the code' }).getAttribute('aria-disabled')).toBe('false')
  })

  it('speaks French with country SN', async () => {
    const ctx = setup({ email: 'ada@example.com' }, undefined, { country: 'SN' })
    ctx.render()
    const user = userEvent.setup({ delay: null })
    expect(screen.getByRole('heading', { name: 'Confirmez votre adresse e-mail' })).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Vérifier' }))
    expect(errorOf(screen.getByLabelText('Code de vérification'))).toBe('Ce champ est obligatoire\u202f!')
  })
})
