import { useState } from 'react'
import { validateEmail, validatePassword } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkade } from '../provider/useParkade.ts'
import { RESEND_COOLDOWN_SECONDS, codeErrorKey, normalizeCode } from './authFormRules.ts'
import { useAsyncAction } from './useAsyncAction.ts'
import { useCooldown } from './useCooldown.ts'
import { useFieldErrors } from './useFieldErrors.ts'

/** request: the email; reset: the e-mailed code and a new password; done: the password is changed. */
export type ForgotPasswordStep = 'request' | 'reset' | 'done'

export type ForgotPasswordField = 'email' | 'code' | 'newPassword'

export type ForgotPasswordResult = { ok: true } | { ok: false; reason: 'invalid'; field: ForgotPasswordField } | { ok: false; reason: 'server'; message: string }

export interface UseForgotPasswordOptions {
  /** The email to start with (e.g. what was typed in the login dialog). */
  email?: string
  /** The password was changed; the driver can log in with it. */
  onReset?: (details: { email: string }) => void
}

export interface UseForgotPasswordResult {
  step: ForgotPasswordStep
  values: { email: string; code: string; newPassword: string }
  setField: (field: ForgotPasswordField, value: string) => void
  touch: (field: ForgotPasswordField) => void
  /** Messages for the fields of the current step, once touched or submitted. */
  errors: Partial<Record<ForgotPasswordField, string>>
  serverError: string | null
  pending: boolean
  /** Step request: POST /auth/forgot-password, then step reset. */
  requestCode: () => Promise<ForgotPasswordResult>
  /** Step reset: POST /auth/reset-password, then step done. */
  resetPassword: () => Promise<ForgotPasswordResult>
  /** Step reset: sends the code again, 30 s apart. */
  resend: () => Promise<boolean>
  resendIn: number
  resent: boolean
  /** Back to step request, keeping the email. */
  changeEmail: () => void
}

/** The forgot-password flow: email → code by e-mail → code and new password → done. */
export function useForgotPassword(options: UseForgotPasswordOptions = {}): UseForgotPasswordResult {
  const { client } = useParkade()
  const { t, tm } = useTranslation()
  const [step, setStep] = useState<ForgotPasswordStep>('request')
  const [values, setValues] = useState({ email: options.email ?? '', code: '', newPassword: '' })
  const [resent, setResent] = useState(false)
  const shown = useFieldErrors<ForgotPasswordField>()
  const request = useAsyncAction()
  const cooldown = useCooldown(RESEND_COOLDOWN_SECONDS)

  const emailError = validateEmail(values.email)
  const codeError = codeErrorKey(values.code)
  const passwordError = validatePassword(values.newPassword)
  const allErrors: Partial<Record<ForgotPasswordField, string | undefined>> =
    step === 'request'
      ? { email: emailError ? tm(emailError) : undefined }
      : step === 'reset'
        ? { code: codeError ? t(codeError) : undefined, newPassword: passwordError ? tm(passwordError) : undefined }
        : {}

  const sendCode = () => request.run(() => client.api.auth.forgotPassword({ email: values.email.trim() }))

  const requestCode = async (): Promise<ForgotPasswordResult> => {
    shown.showAll()
    if (allErrors.email) return { ok: false, reason: 'invalid', field: 'email' }
    const outcome = await sendCode()
    if (!outcome.ok) return { ok: false, reason: 'server', message: outcome.message }
    shown.reset()
    setResent(false)
    cooldown.start()
    setStep('reset')
    return { ok: true }
  }

  const resetPassword = async (): Promise<ForgotPasswordResult> => {
    shown.showAll()
    if (allErrors.code) return { ok: false, reason: 'invalid', field: 'code' }
    if (allErrors.newPassword) return { ok: false, reason: 'invalid', field: 'newPassword' }
    const email = values.email.trim()
    const outcome = await request.run(() =>
      client.api.auth.resetPassword({ email, code: normalizeCode(values.code), new_password: values.newPassword }),
    )
    if (!outcome.ok) return { ok: false, reason: 'server', message: outcome.message }
    setValues((current) => ({ ...current, code: '', newPassword: '' }))
    setStep('done')
    options.onReset?.({ email })
    return { ok: true }
  }

  const resend = async () => {
    if (cooldown.remaining > 0 || request.pending) return false
    setResent(false)
    const outcome = await sendCode()
    if (!outcome.ok) return false
    setResent(true)
    cooldown.start()
    return true
  }

  return {
    step,
    values,
    setField: (field, value) => setValues((current) => ({ ...current, [field]: value })),
    touch: shown.touch,
    errors: shown.visible(allErrors),
    serverError: request.error,
    pending: request.pending,
    requestCode,
    resetPassword,
    resend,
    resendIn: cooldown.remaining,
    resent,
    changeEmail: () => {
      shown.reset()
      request.clearError()
      setResent(false)
      setValues((current) => ({ ...current, code: '', newPassword: '' }))
      setStep('request')
    },
  }
}
