import { useEffect, useId, useRef } from 'react'
import type { FormEvent, ReactNode } from 'react'
import type { AuthTokenResponse, SocialProvider } from '@parkade/core'
import { PasswordField } from '../AuthForms/PasswordField.tsx'
import { focusFormField } from '../AuthForms/focusFormField.ts'
import { useTranslation } from '../i18n/useTranslation.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { EmailField } from '../ui/EmailField.tsx'
import { useLogin } from './useLogin.ts'
import { loginTexts } from './loginTexts.ts'

export interface LoginLinkProps {
  /** "Forgot password?" as a link; or `onForgotPassword` for a button. Neither: not shown. */
  forgotPasswordHref?: string
  /** Receives the email typed so far, so the next screen can start with it. */
  onForgotPassword?: (details: { email: string }) => void
  /** "Create an account" as a link; or `onCreateAccount` for a button. Neither: not shown. */
  createAccountHref?: string
  onCreateAccount?: (details: { email: string }) => void
  /**
   * Google/Apple sign-in by the host. Without it the client's own Firebase flow (`client.social`)
   * is used; with neither the buttons are not shown.
   */
  onSocialLogin?: (provider: SocialProvider) => void | Promise<void>
  /** Which social buttons to show when social sign-in is available; default both. */
  socialProviders?: SocialProvider[]
}

export interface LoginFormProps extends LoginLinkProps {
  /** After a successful password sign-in (the 'login' event is already emitted). */
  onLoggedIn?: (answer: AuthTokenResponse) => void
  /** After a social sign-in that left a token. */
  onSocialLoggedIn?: () => void
  /** Id for the heading, e.g. to name a dialog. */
  headingId?: string
  headingLevel?: 2 | 3
  /** Drawn beside the heading (a dialog's close button). */
  headerAction?: ReactNode
  /** A message shown from the start (a social sign-in redirect that failed). */
  initialError?: string | null
  /** The email to start with; default the one "Remember me" kept. */
  email?: string
}

const PROVIDER_LABEL = { google: 'login.continueWithGoogle', apple: 'login.continueWithApple' } as const
const PROVIDER_NAME = { google: 'Google', apple: 'Apple' } as const

/** SPEC §2's login form: email, password, remember me, forgot password, Google/Apple, create account. */
export function LoginForm({
  onLoggedIn,
  onSocialLoggedIn,
  headingId,
  headingLevel = 2,
  headerAction,
  forgotPasswordHref,
  onForgotPassword,
  createAccountHref,
  onCreateAccount,
  onSocialLogin,
  socialProviders = ['google', 'apple'],
  initialError,
  email,
}: LoginFormProps) {
  const { t } = useTranslation()
  loginTexts.useTexts()
  const ownId = useId()
  const titleId = headingId ?? `${ownId}-title`
  const formRef = useRef<HTMLFormElement>(null)
  const login = useLogin({
    ...(onLoggedIn ? { onSuccess: onLoggedIn } : {}),
    ...(onSocialLogin ? { onSocialLogin } : {}),
    ...(onSocialLoggedIn ? { onSocialSuccess: onSocialLoggedIn } : {}),
    ...(initialError ? { initialError } : {}),
    ...(email ? { email } : {}),
  })
  const { values, errors, pending, serverError } = login
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const result = await login.submit()
    if (!result.ok && result.reason === 'invalid') focusFormField(formRef.current, result.field)
    // The disabled submit button lost focus while busy; put it where the driver will retry.
    if (!result.ok && result.reason === 'server') focusFormField(formRef.current, 'password')
  }

  // When a social sign-in ends with the dialog still open, focus goes back to its button once it
  // is enabled again: while it was busy, focus fell out of the form (or the dialog moved it).
  const refocus = useRef<HTMLButtonElement | null>(null)
  useEffect(() => {
    const button = refocus.current
    if (pending || !button) return
    refocus.current = null
    if (button.isConnected && (serverError || !formRef.current?.contains(button.ownerDocument.activeElement))) button.focus()
  }, [pending, serverError])

  const onSocial = (button: HTMLButtonElement, provider: SocialProvider) => {
    refocus.current = button
    void login.socialLogin(provider)
  }

  const link = (href: string | undefined, onClick: ((details: { email: string }) => void) | undefined, label: string) => {
    if (href) return <a href={href}>{label}</a>
    if (onClick) {
      return (
        <button type="button" className="pk-button-link" onClick={() => onClick({ email: values.email.trim() })}>
          {label}
        </button>
      )
    }
    return null
  }
  const forgot = link(forgotPasswordHref, onForgotPassword, t('login.forgotPassword'))
  const create = link(createAccountHref, onCreateAccount, t('login.createAccount'))
  const providers = login.socialAvailable ? socialProviders : []

  return (
    <ParkadeRoot feature="login-form">
      <form ref={formRef} className="pk-stack" noValidate aria-labelledby={titleId} aria-busy={pending} onSubmit={onSubmit}>
        <div className="pk-row pk-between">
          <Heading id={titleId}>{t('login.title')}</Heading>
          {headerAction}
        </div>
        {serverError ? <Alert tone="error">{serverError}</Alert> : null}
        <EmailField
          placeholder={t('login.emailPlaceholder')}
          value={values.email}
          error={errors.email}
          data-autofocus=""
          onChange={(event) => login.setEmail(event.target.value)}
          onBlur={() => login.touch('email')}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="current-password"
          placeholder={t('login.passwordPlaceholder')}
          value={values.password}
          error={errors.password}
          onChange={(event) => login.setPassword(event.target.value)}
          onBlur={() => login.touch('password')}
        />
        <div className="pk-row pk-between">
          <label className="pk-check">
            <input type="checkbox" name="remember" checked={values.remember} onChange={(event) => login.setRemember(event.target.checked)} />
            {t('login.rememberMe')}
          </label>
          {forgot}
        </div>
        <button type="submit" className="pk-button" disabled={pending} aria-busy={pending}>
          {pending && !login.socialPending ? (
            <>
              <span className="pk-spinner" aria-hidden="true" />
              {t('login.submitting')}
            </>
          ) : (
            t('login.submit')
          )}
        </button>
        {providers.length > 0 ? (
          <>
            <p className="pk-muted pk-small" aria-hidden="true">
              {t('login.or')}
            </p>
            <div className="pk-stack">
              {providers.map((provider) => (
                <button
                  key={provider}
                  type="button"
                  className="pk-button pk-button-secondary"
                  disabled={pending}
                  aria-busy={login.socialPending === provider}
                  onClick={(event) => onSocial(event.currentTarget, provider)}
                >
                  {login.socialPending === provider ? t('login.socialPending', { provider: PROVIDER_NAME[provider] }) : t(PROVIDER_LABEL[provider])}
                </button>
              ))}
            </div>
          </>
        ) : null}
        {create ? (
          <p className="pk-row">
            <span>{t('login.noAccount')}</span>
            {create}
          </p>
        ) : null}
        <span className="pk-visually-hidden" role="status">
          {login.socialPending ? t('login.socialPending', { provider: PROVIDER_NAME[login.socialPending] }) : pending ? t('login.submitting') : ''}
        </span>
      </form>
    </ParkadeRoot>
  )
}
