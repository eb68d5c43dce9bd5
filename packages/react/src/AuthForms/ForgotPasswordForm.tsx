import { useEffect, useId, useRef } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from '../i18n/useTranslation.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { EmailField } from '../ui/EmailField.tsx'
import { VerificationCodeField } from '../ui/VerificationCodeField.tsx'
import { bindField } from './bindField.ts'
import { PasswordField } from './PasswordField.tsx'
import { focusFormField } from './focusFormField.ts'
import { useForgotPassword } from './useForgotPassword.ts'
import type { UseForgotPasswordOptions } from './useForgotPassword.ts'
import { loginTexts } from '../LoginDialog/loginTexts.ts'
import { authTexts } from './authTexts.ts'

export interface ForgotPasswordFormProps extends UseForgotPasswordOptions {
  headingLevel?: 2 | 3
  /** "Back to login" as a link, or `onLogin` for a button; neither: not shown. */
  loginHref?: string
  onLogin?: () => void
  /** Id for the heading, e.g. to name a dialog. */
  headingId?: string
  /** Drawn beside the heading (a dialog's close button). */
  headerAction?: ReactNode
}

const TITLES = { request: 'auth.forgotPassword.title', reset: 'auth.forgotPassword.resetTitle', done: 'auth.forgotPassword.doneTitle' } as const

/** The forgot-password screen: email, then the e-mailed code and a new password, then success. */
export function ForgotPasswordForm({ headingLevel = 2, loginHref, onLogin, headingId, headerAction, ...options }: ForgotPasswordFormProps) {
  const { t } = useTranslation()
  loginTexts.useTexts()
  authTexts.useTexts()
  const ownId = useId()
  const titleId = headingId ?? `${ownId}-title`
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const flow = useForgotPassword(options)
  const { step, values, pending } = flow
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  // Each step's heading takes the focus, so the driver hears where they are.
  const shownStep = useRef(step)
  useEffect(() => {
    if (shownStep.current === step) return
    shownStep.current = step
    headingRef.current?.focus()
  }, [step])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const result = step === 'request' ? await flow.requestCode() : await flow.resetPassword()
    if (!result.ok) focusFormField(formRef.current, result.reason === 'invalid' ? result.field : step === 'request' ? 'email' : 'code')
  }

  const backToLogin = loginHref ? (
    <a href={loginHref}>{t('auth.backToLogin')}</a>
  ) : onLogin ? (
    <button type="button" className="pk-button-link" onClick={onLogin}>
      {t('auth.backToLogin')}
    </button>
  ) : null

  const cooling = flow.resendIn > 0
  const status = step === 'done' ? t('auth.forgotPassword.done') : step === 'reset' ? (flow.resent ? t('auth.verify.resent') : t('auth.forgotPassword.sent', { email: values.email.trim() })) : null
  const submitLabel = step === 'request' ? (pending ? t('auth.forgotPassword.submitting') : t('auth.forgotPassword.submit')) : pending ? t('auth.forgotPassword.resetting') : t('auth.forgotPassword.resetSubmit')

  return (
    <ParkadeRoot feature="forgot-password-form">
      <div className="pk-card pk-stack">
        <div className="pk-row pk-between">
          <Heading id={titleId} ref={headingRef} tabIndex={-1}>
            {t(TITLES[step])}
          </Heading>
          {headerAction}
        </div>
        <div role="status" className={step === 'done' ? 'pk-alert pk-alert-success' : status ? '' : 'pk-visually-hidden'}>
          {status}
        </div>
        {step === 'done' ? (
          backToLogin ? <p>{backToLogin}</p> : null
        ) : (
          <form ref={formRef} className="pk-stack" noValidate aria-labelledby={titleId} aria-busy={pending} onSubmit={onSubmit}>
            {step === 'request' ? <p>{t('auth.forgotPassword.body')}</p> : null}
            {flow.serverError ? <Alert tone="error">{flow.serverError}</Alert> : null}
            {step === 'request' ? (
              <EmailField
                placeholder={t('login.emailPlaceholder')}
                {...bindField(flow, 'email')}
              />
            ) : (
              <>
                <VerificationCodeField
                  {...bindField(flow, 'code')}
                />
                <PasswordField
                  label={t('auth.forgotPassword.newPassword')}
                  name="newPassword"
                  autoComplete="new-password"
                  hint={t('auth.register.passwordHint')}
                  {...bindField(flow, 'newPassword')}
                />
              </>
            )}
            <button type="submit" className="pk-button" disabled={pending} aria-busy={pending}>
              {pending ? <span className="pk-spinner" aria-hidden="true" /> : null}
              {submitLabel}
            </button>
            {step === 'reset' ? (
              <p className="pk-row pk-between">
                <button type="button" className="pk-button pk-button-secondary" aria-disabled={cooling || pending} onClick={() => void flow.resend()}>
                  {cooling ? t('auth.verify.resendIn', { seconds: flow.resendIn }) : t('auth.verify.resend')}
                </button>
                <button type="button" className="pk-button-link" onClick={flow.changeEmail}>
                  {t('auth.forgotPassword.changeEmail')}
                </button>
              </p>
            ) : null}
            {backToLogin ? <p>{backToLogin}</p> : null}
          </form>
        )}
      </div>
    </ParkadeRoot>
  )
}
