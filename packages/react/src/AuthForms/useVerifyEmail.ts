import { useState } from 'react'
import { validateEmail } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkade } from '../provider/useParkade.ts'
import { RESEND_COOLDOWN_SECONDS, codeErrorKey, normalizeCode } from './authFormRules.ts'
import { useAsyncAction } from './useAsyncAction.ts'
import { useCooldown } from './useCooldown.ts'
import { useFieldErrors } from './useFieldErrors.ts'

export type VerifyEmailField = 'email' | 'code'

export type VerifyEmailResult = { ok: true } | { ok: false; reason: 'invalid'; field: VerifyEmailField } | { ok: false; reason: 'server'; message: string }

export interface UseVerifyEmailOptions {
  /** The address to verify; default the one registration kept. */
  email?: string
  /** The email is verified and the new token stored ('login' is emitted by core). */
  onVerified?: (details: { email: string }) => void
}

export interface UseVerifyEmailResult {
  values: { email: string; code: string }
  setField: (field: VerifyEmailField, value: string) => void
  touch: (field: VerifyEmailField) => void
  errors: Partial<Record<VerifyEmailField, string>>
  /** The last failed request's message (verify or resend), translated when known. */
  serverError: string | null
  pending: boolean
  verified: boolean
  submit: () => Promise<VerifyEmailResult>
  /** Asks for a new code; then waits `resendIn` seconds before allowing another. */
  resend: () => Promise<boolean>
  resending: boolean
  /** Seconds until another code may be asked for; 0 when it may. */
  resendIn: number
  /** A new code was sent. */
  resent: boolean
}

/** Email verification: the 6-digit code → POST /auth/verify-email; a new code → POST /auth/resend-verification, 30 s apart. */
export function useVerifyEmail(options: UseVerifyEmailOptions = {}): UseVerifyEmailResult {
  const { client } = useParkade()
  const { t, tm } = useTranslation()
  const [values, setValues] = useState(() => ({ email: options.email ?? client.storage.get('email') ?? '', code: '' }))
  const [verified, setVerified] = useState(false)
  const [resent, setResent] = useState(false)
  const [lastFailed, setLastFailed] = useState<'verify' | 'resend' | null>(null)
  const shown = useFieldErrors<VerifyEmailField>()
  const verify = useAsyncAction()
  const resendRequest = useAsyncAction()
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS)

  const emailError = validateEmail(values.email)
  const codeError = codeErrorKey(values.code)
  const allErrors = { email: emailError ? tm(emailError) : undefined, code: codeError ? t(codeError) : undefined }

  const submit = async (): Promise<VerifyEmailResult> => {
    shown.showAll()
    if (allErrors.email) return { ok: false, reason: 'invalid', field: 'email' }
    if (allErrors.code) return { ok: false, reason: 'invalid', field: 'code' }
    const email = values.email.trim()
    setLastFailed(null)
    const outcome = await verify.run(() => client.stores.auth.getState().verifyEmail({ email, code: normalizeCode(values.code) }))
    if (!outcome.ok) {
      setLastFailed('verify')
      return { ok: false, reason: 'server', message: outcome.message }
    }
    setVerified(true)
    options.onVerified?.({ email })
    return { ok: true }
  }

  const resend = async () => {
    if (cooldown.remaining > 0 || resendRequest.pending) return false
    shown.touch('email')
    if (allErrors.email) return false
    setResent(false)
    setLastFailed(null)
    const outcome = await resendRequest.run(() => client.api.auth.resendVerification({ email: values.email.trim() }))
    if (!outcome.ok) {
      setLastFailed('resend')
      return false
    }
    setResent(true)
    cooldown.start()
    return true
  }

  return {
    values,
    setField: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    touch: shown.touch,
    errors: shown.visible(allErrors),
    serverError: lastFailed === 'verify' ? verify.error : lastFailed === 'resend' ? resendRequest.error : null,
    pending: verify.pending,
    verified,
    submit,
    resend,
    resending: resendRequest.pending,
    resendIn: cooldown.remaining,
    resent,
  }
}
