import { useCallback, useState } from 'react'
import { LoginValidationError, describeError, validateEmail, validatePassword } from '@parkade/core'
import type { AuthTokenResponse, SocialProvider } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { loginTexts } from './loginTexts.ts'

export type LoginField = 'email' | 'password'

export interface LoginValues {
  email: string
  password: string
  /** SPEC §2 "remember me": passed to core's `login()`. */
  remember: boolean
}

export type LoginResult =
  | { ok: true; answer: AuthTokenResponse }
  | { ok: false; reason: 'invalid'; field: LoginField }
  | { ok: false; reason: 'server'; message: string }

export interface UseLoginOptions {
  /** After the token is stored (core's auth store has already emitted 'login'). */
  onSuccess?: (answer: AuthTokenResponse) => void
  /**
   * Google/Apple sign-in done by the host instead of the client's own (`client.social`, the
   * Firebase flow). When it resolves with a token in the auth store, `onSocialSuccess` runs; a
   * rejection is shown like a server error.
   */
  onSocialLogin?: (provider: SocialProvider) => void | Promise<void>
  onSocialSuccess?: () => void
  /** A message to show from the start, e.g. a social sign-in redirect that failed. */
  initialError?: string | null
  /** The email to start with (e.g. the one a password was just reset for); default the remembered one. */
  email?: string
}

export interface UseLoginResult {
  values: LoginValues
  setEmail: (email: string) => void
  setPassword: (password: string) => void
  setRemember: (remember: boolean) => void
  /** Marks a field as visited: its error shows from now on. */
  touch: (field: LoginField) => void
  /** SPEC §5 messages in the user's language, for fields touched or after a submit. */
  errors: Partial<Record<LoginField, string>>
  /** The server's message (SPEC §8), translated when known; null when none. */
  serverError: string | null
  /** A request is in flight (password or social). */
  pending: boolean
  /** The social provider being signed in with, while it runs. */
  socialPending: SocialProvider | null
  /** Validates (SPEC §5), then signs in; never throws. */
  submit: () => Promise<LoginResult>
  /** Resolves false when it failed (the message is in `serverError`); never throws. */
  socialLogin: (provider: SocialProvider) => Promise<boolean>
  /** Social sign-in is offered when the client has Firebase settings or the host handles it. */
  socialAvailable: boolean
}

/**
 * The login form's logic, without UI: fields, SPEC §5 validation shown per field once touched or
 * submitted, the request through core's auth store (which stores the token and emits 'login'),
 * and the server's error. Starts with the email kept by "remember me".
 */
export function useLogin(options: UseLoginOptions = {}): UseLoginResult {
  const { client } = useParkade()
  // A failed sign-in's texts are the login's: a host's own form on this hook shows them too.
  const { tm } = loginTexts.useTexts()
  const [values, setValues] = useState<LoginValues>(() => {
    const kept = client.storage.get('email')
    const remembered = typeof kept === 'string' ? kept : ''
    return { email: options.email || remembered, password: '', remember: remembered !== '' }
  })
  const [touched, setTouched] = useState<Partial<Record<LoginField, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const [pending, setPending] = useState(false)
  const [socialPending, setSocialPending] = useState<SocialProvider | null>(null)
  const [serverError, setServerError] = useState<string | null>(options.initialError ?? null)

  const rawErrors = { email: validateEmail(values.email), password: validatePassword(values.password) }
  const errors: Partial<Record<LoginField, string>> = {}
  for (const field of ['email', 'password'] as const) {
    const message = rawErrors[field]
    if (message && (submitted || touched[field])) errors[field] = tm(message)
  }

  const { onSuccess, onSocialLogin, onSocialSuccess } = options

  const submit = useCallback(async (): Promise<LoginResult> => {
    setSubmitted(true)
    const invalid = validateEmail(values.email) ? 'email' : validatePassword(values.password) ? 'password' : null
    if (invalid) return { ok: false, reason: 'invalid', field: invalid }
    setPending(true)
    setServerError(null)
    try {
      const answer = await client.stores.auth.getState().login({ email: values.email, password: values.password, remember: values.remember })
      setPending(false)
      setValues((current) => ({ ...current, password: '' }))
      onSuccess?.(answer)
      return { ok: true, answer }
    } catch (error) {
      setPending(false)
      if (error instanceof LoginValidationError) {
        return { ok: false, reason: 'invalid', field: error.fields.email ? 'email' : 'password' }
      }
      const message = tm(describeError(error))
      setServerError(message)
      return { ok: false, reason: 'server', message }
    }
  }, [client, values, tm, onSuccess])

  const socialLogin = useCallback(
    async (provider: SocialProvider): Promise<boolean> => {
      const social = client.social
      if (!onSocialLogin && !social) return false
      setSocialPending(provider)
      setPending(true)
      setServerError(null)
      let leaving = false
      try {
        if (onSocialLogin) {
          await onSocialLogin(provider)
        } else if (social) {
          // The typed email is the provider's account hint (and the emulator's identity).
          const email = values.email.trim()
          const outcome = await social.signIn(provider, {
            ...(email && !validateEmail(email) ? { loginHint: email } : {}),
            language: client.stores.language.getState().language,
          })
          leaving = outcome.status === 'redirecting'
        }
        if (!leaving && client.stores.auth.getState().token) onSocialSuccess?.()
        return true
      } catch (error) {
        setServerError(tm(describeError(error)))
        return false
      } finally {
        // Leaving for the provider's page: the form stays busy until the page goes.
        if (!leaving) {
          setPending(false)
          setSocialPending(null)
        }
      }
    },
    [client, onSocialLogin, onSocialSuccess, tm, values.email],
  )

  return {
    values,
    setEmail: useCallback((email: string) => setValues((current) => ({ ...current, email })), []),
    setPassword: useCallback((password: string) => setValues((current) => ({ ...current, password })), []),
    setRemember: useCallback((remember: boolean) => setValues((current) => ({ ...current, remember })), []),
    touch: useCallback((field: LoginField) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })), []),
    errors,
    serverError,
    pending,
    socialPending,
    submit,
    socialLogin,
    socialAvailable: onSocialLogin !== undefined || client.social !== null,
  }
}
