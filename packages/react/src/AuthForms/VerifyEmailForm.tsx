import { useEffect, useId, useRef } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from '../i18n/useTranslation.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { EmailField } from '../ui/EmailField.tsx'
import { VerificationCodeField } from '../ui/VerificationCodeField.tsx'
import { focusFormField } from './focusFormField.ts'
import { useVerifyEmail } from './useVerifyEmail.ts'
import type { UseVerifyEmailOptions } from './useVerifyEmail.ts'
import { authTexts } from './authTexts.ts'
import { bindField } from './bindField.ts'

export interface VerifyEmailFormProps extends UseVerifyEmailOptions {
  headingLevel?: 2 | 3
  /** Id for the heading, e.g. to name a dialog. */
  headingId?: string
  /** Drawn beside the heading (a dialog's close button). */
  headerAction?: ReactNode
}

/** The verify screen: the email and the 6-digit code, with a resend link on a 30 s countdown. */
export function VerifyEmailForm({ headingLevel = 2, headingId, headerAction, ...options }: VerifyEmailFormProps) {
  const { t } = useTranslation()
  authTexts.useTexts()
  const ownId = useId()
  const titleId = headingId ?? `${ownId}-title`
  const formRef = useRef<HTMLFormElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const verify = useVerifyEmail(options)
  const { values, pending } = verify
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  // The form gives way to the success message: focus goes to the heading, at the top of it.
  useEffect(() => {
    if (verify.verified) headingRef.current?.focus()
  }, [verify.verified])

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const result = await verify.submit()
    if (!result.ok) focusFormField(formRef.current, result.reason === 'invalid' ? result.field : 'code')
  }

  const cooling = verify.resendIn > 0
  const resendLabel = verify.resending ? t('auth.verify.resending') : cooling ? t('auth.verify.resendIn', { seconds: verify.resendIn }) : t('auth.verify.resend')

  return (
    <ParkadeRoot feature="verify-email-form">
      <div className="pk-card pk-stack">
        <div className="pk-row pk-between">
          <Heading id={titleId} ref={headingRef} tabIndex={-1}>
            {t('auth.verify.title')}
          </Heading>
          {headerAction}
        </div>
        <div role="status" className={verify.verified ? 'pk-alert pk-alert-success' : verify.resent ? 'pk-muted' : 'pk-visually-hidden'}>
          {verify.verified ? t('auth.verify.verified') : verify.resent ? t('auth.verify.resent') : null}
        </div>
        {verify.verified ? null : (
          <form ref={formRef} className="pk-stack" noValidate aria-labelledby={titleId} aria-busy={pending} onSubmit={onSubmit}>
            <p>{values.email.trim() ? t('auth.verify.body', { email: values.email.trim() }) : t('auth.verify.intro')}</p>
            {verify.serverError ? <Alert tone="error">{verify.serverError}</Alert> : null}
            <EmailField
              {...bindField(verify, 'email')}
            />
            <VerificationCodeField
              {...bindField(verify, 'code')}
            />
            <button type="submit" className="pk-button" disabled={pending} aria-busy={pending}>
              {pending ? (
                <>
                  <span className="pk-spinner" aria-hidden="true" />
                  {t('auth.verify.submitting')}
                </>
              ) : (
                t('auth.verify.submit')
              )}
            </button>
            <p className="pk-row">
              {/* aria-disabled, not disabled: a focused button that turns disabled drops the keyboard focus. */}
              <button
                type="button"
                className="pk-button pk-button-secondary"
                aria-disabled={cooling || verify.resending}
                aria-busy={verify.resending}
                onClick={() => void verify.resend()}
              >
                {resendLabel}
              </button>
            </p>
          </form>
        )}
      </div>
    </ParkadeRoot>
  )
}
