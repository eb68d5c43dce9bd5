import { useId, useRef } from 'react'
import type { FormEvent, ReactNode } from 'react'
import { useTranslation } from '../i18n/useTranslation.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { TextField } from '../ui/TextField.tsx'
import { EmailField } from '../ui/EmailField.tsx'
import { bindField } from './bindField.ts'
import { PasswordField } from './PasswordField.tsx'
import { focusFormField } from './focusFormField.ts'
import { useRegister } from './useRegister.ts'
import type { UseRegisterOptions } from './useRegister.ts'
import { loginTexts } from '../LoginDialog/loginTexts.ts'
import { authTexts } from './authTexts.ts'

export interface RegisterFormProps extends UseRegisterOptions {
  headingLevel?: 2 | 3
  /** "Already have an account? Log in" as a link, or `onLogin` for a button; neither: not shown. */
  loginHref?: string
  onLogin?: () => void
  /** Id for the heading, e.g. to name a dialog. */
  headingId?: string
  /** Drawn beside the heading (a dialog's close button). */
  headerAction?: ReactNode
}

/** The registration screen: names, email, password, optional phone, country. */
export function RegisterForm({ headingLevel = 2, loginHref, onLogin, headingId, headerAction, ...options }: RegisterFormProps) {
  const { t } = useTranslation()
  loginTexts.useTexts()
  authTexts.useTexts()
  const ownId = useId()
  const titleId = headingId ?? `${ownId}-title`
  const formRef = useRef<HTMLFormElement>(null)
  const register = useRegister(options)
  const { values, pending } = register
  const Heading = headingLevel === 3 ? 'h3' : 'h2'

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const result = await register.submit()
    if (!result.ok) focusFormField(formRef.current, result.reason === 'invalid' ? result.field : 'email')
  }

  const countryOptions = register.countries.length
    ? register.countries.map((country) => ({ value: country.code, label: country.name }))
    : values.country
      ? [{ value: values.country, label: values.country }]
      : [{ value: '', label: t('common.loading') }]

  const login = loginHref ? (
    <a href={loginHref}>{t('auth.register.logIn')}</a>
  ) : onLogin ? (
    <button type="button" className="pk-button-link" onClick={onLogin}>
      {t('auth.register.logIn')}
    </button>
  ) : null

  return (
    <ParkadeRoot feature="register-form">
      <form ref={formRef} className="pk-card pk-stack" noValidate aria-labelledby={titleId} aria-busy={pending} onSubmit={onSubmit}>
        <div className="pk-row pk-between">
          <Heading id={titleId} tabIndex={-1}>
            {t('auth.register.title')}
          </Heading>
          {headerAction}
        </div>
        {register.serverError ? <Alert tone="error">{register.serverError}</Alert> : null}
        <div role="status" className={register.registered ? 'pk-alert pk-alert-success' : 'pk-visually-hidden'}>
          {register.registered ? t('auth.register.created', { email: register.registered.email }) : null}
        </div>
        <TextField
          label={t('auth.register.firstName')}
          name="firstName"
          autoComplete="given-name"
          {...bindField(register, 'firstName')}
        />
        <TextField
          label={t('auth.register.lastName')}
          name="lastName"
          autoComplete="family-name"
          {...bindField(register, 'lastName')}
        />
        <EmailField
          placeholder={t('login.emailPlaceholder')}
          {...bindField(register, 'email')}
        />
        <PasswordField
          label={t('login.password')}
          name="password"
          autoComplete="new-password"
          hint={t('auth.register.passwordHint')}
          {...bindField(register, 'password')}
        />
        <TextField
          label={t('auth.register.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          hint={t('auth.register.phoneHint')}
          {...bindField(register, 'phone')}
        />
        <SelectField
          label={t('auth.register.country')}
          name="country"
          autoComplete="country"
          value={values.country}
          options={countryOptions}
          onChange={(event) => register.setField('country', event.target.value)}
        />
        {register.countriesStatus === 'error' && register.countries.length === 0 ? (
          <Alert
            tone="error"
            action={
              <button type="button" className="pk-button pk-button-secondary" onClick={register.retryCountries}>
                {t('common.retry')}
              </button>
            }
          >
            {t('auth.register.countriesFailed')}
          </Alert>
        ) : null}
        <button type="submit" className="pk-button" disabled={pending} aria-busy={pending}>
          {pending ? (
            <>
              <span className="pk-spinner" aria-hidden="true" />
              {t('auth.register.submitting')}
            </>
          ) : (
            t('auth.register.submit')
          )}
        </button>
        {login ? (
          <p className="pk-row">
            <span>{t('auth.register.haveAccount')}</span>
            {login}
          </p>
        ) : null}
      </form>
    </ParkadeRoot>
  )
}
