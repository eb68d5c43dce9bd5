import { act, renderHook } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useCooldown } from '../AuthForms/useCooldown.ts'
import { useForgotPassword } from '../AuthForms/useForgotPassword.ts'
import { useRegister } from '../AuthForms/useRegister.ts'
import { useVerifyEmail } from '../AuthForms/useVerifyEmail.ts'
import { SPEC_MESSAGES } from '@parkade/core'
import { useLogin } from '../LoginDialog/useLogin.ts'
import { ParkadeProvider } from '../provider/ParkadeProvider.tsx'
import { tokenAnswer } from './LoginDialog.fixtures.ts'
import { fakeApi, route, testClient } from './renderWithParkade.tsx'

function wrapperFor(routes: Parameters<typeof fakeApi>[0] = [], options = {}) {
  const api = fakeApi(routes)
  const client = testClient(api.fetch, options)
  const wrapper = ({ children }: { children: ReactNode }) => <ParkadeProvider client={client}>{children}</ParkadeProvider>
  return { api, client, wrapper }
}

afterEach(() => {
  vi.useRealTimers()
})

describe('headless hooks: a partner draws its own UI', () => {
  it('useLogin: invalid fields name the first one; a valid submit signs in and clears the password', async () => {
    const { wrapper, client } = wrapperFor([route('POST', '/auth/login', tokenAnswer())])
    const onSuccess = vi.fn()
    const { result } = renderHook(() => useLogin({ onSuccess }), { wrapper })
    expect(result.current.errors).toEqual({})
    let outcome = await act(() => result.current.submit())
    expect(outcome).toEqual({ ok: false, reason: 'invalid', field: 'email' })
    expect(result.current.errors).toEqual({ email: 'This field is required!', password: 'This field is required!' })
    act(() => {
      result.current.setEmail('ada@example.com')
      result.current.setPassword('correct-horse')
    })
    outcome = await act(() => result.current.submit())
    expect(outcome).toEqual({ ok: true, answer: tokenAnswer() })
    expect(onSuccess).toHaveBeenCalledTimes(1)
    expect(result.current.values.password).toBe('')
    expect(client.stores.auth.getState().token).toBe('tok-ada')
    expect(result.current.socialAvailable).toBe(false)
  })

  it('useLogin: errors come in the client’s language', async () => {
    const { wrapper } = wrapperFor([], { country: 'SN' })
    const { result } = renderHook(() => useLogin(), { wrapper })
    act(() => result.current.setEmail('nope'))
    act(() => result.current.touch('email'))
    expect(result.current.errors.email).toBe('Veuillez saisir une adresse e-mail valide')
  })

  it('useLogin alone: a failed Google or Apple sign-in reads as its sentence, in the client’s language', async () => {
    for (const [options, text] of [
      [{}, 'Please allow popups for social login to work.'],
      [{ country: 'SN' }, 'Veuillez autoriser les fenêtres pop-up pour vous connecter avec Google ou Apple.'],
    ] as const) {
      const { wrapper } = wrapperFor([], options)
      const { result } = renderHook(() => useLogin({ onSocialLogin: () => Promise.reject(new Error(SPEC_MESSAGES.allowPopups)) }), { wrapper })
      expect(await act(() => result.current.socialLogin('google'))).toBe(false)
      expect(result.current.serverError).toBe(text)
    }
  })

  it('useRegister: names the first invalid field in form order', async () => {
    const { wrapper } = wrapperFor([route('GET', '/countries', [])])
    const { result } = renderHook(() => useRegister(), { wrapper })
    act(() => {
      result.current.setField('firstName', 'Ada')
      result.current.setField('lastName', 'Obi')
      result.current.setField('email', 'ada@example.com')
      result.current.setField('password', 'long-enough')
      result.current.setField('phone', 'abc')
    })
    const outcome = await act(() => result.current.submit())
    expect(outcome).toEqual({ ok: false, reason: 'invalid', field: 'phone' })
  })

  it('useVerifyEmail and useForgotPassword expose the 30 s resend countdown', async () => {
    vi.useFakeTimers()
    const { wrapper } = wrapperFor([route('POST', '/auth/resend-verification', { detail: 'ok' }), route('POST', '/auth/forgot-password', { detail: 'ok' })])
    const verify = renderHook(() => useVerifyEmail({ email: 'ada@example.com' }), { wrapper })
    expect(await act(() => verify.result.current.resend())).toBe(true)
    expect(verify.result.current.resendIn).toBe(30)
    expect(await act(() => verify.result.current.resend())).toBe(false)

    const forgot = renderHook(() => useForgotPassword({ email: 'ada@example.com' }), { wrapper })
    expect(await act(() => forgot.result.current.requestCode())).toEqual({ ok: true })
    expect(forgot.result.current.step).toBe('reset')
    expect(forgot.result.current.resendIn).toBe(30)
    await act(async () => vi.advanceTimersByTime(10_000))
    expect(forgot.result.current.resendIn).toBe(20)
  })

  it('useCooldown reads the clock, so a late timer still shows the right time', () => {
    vi.useFakeTimers()
    const { result } = renderHook(() => useCooldown(30))
    act(() => result.current.start())
    expect(result.current.remaining).toBe(30)
    // The tab slept: the clock moved 12 s but only one tick ran.
    vi.setSystemTime(Date.now() + 12_000)
    act(() => vi.advanceTimersByTime(1000))
    expect(result.current.remaining).toBe(17)
    act(() => vi.advanceTimersByTime(17_000))
    expect(result.current.remaining).toBe(0)
  })
})
