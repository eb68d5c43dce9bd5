import { useId, useState } from 'react'
import type { FormEvent } from 'react'
import { ParkadeRoot, authTexts, describeError, useParkade, useParkadeStore, useTranslation } from '../sdk.ts'
import type { ErrorInfo, UserProfile } from '../sdk.ts'
import { useToasts } from '../toasts/useToasts.ts'

interface Values {
  first_name: string
  last_name: string
  phone: string
}

const valuesOf = (profile: UserProfile | null): Values => ({
  first_name: profile?.first_name ?? '',
  last_name: profile?.last_name ?? '',
  phone: profile?.phone ?? '',
})

/** The driver's own details (PATCH /users/profile); the email is shown, not edited. */
export function ProfileForm() {
  const { t, tm } = useTranslation()
  authTexts.useTexts()
  const { client } = useParkade()
  const toasts = useToasts()
  const profile = useParkadeStore('profile', (s) => s.profile)
  const id = useId()
  const [edited, setEdited] = useState<Values | null>(null)
  const [saving, setSaving] = useState(false)
  const [error, setError] = useState<ErrorInfo | null>(null)
  const [submitted, setSubmitted] = useState(false)
  const values = edited ?? valuesOf(profile)
  const firstMissing = !values.first_name.trim()
  const lastMissing = !values.last_name.trim()

  const set = (field: keyof Values) => (value: string) => setEdited({ ...values, [field]: value })

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSubmitted(true)
    if (firstMissing || lastMissing) {
      document.getElementById(`${id}-${firstMissing ? 'first' : 'last'}`)?.focus()
      return
    }
    setSaving(true)
    setError(null)
    try {
      await client.stores.profile.getState().update({ first_name: values.first_name.trim(), last_name: values.last_name.trim(), phone: values.phone.trim() || null })
      setEdited(null)
      setSubmitted(false)
      toasts.show(t('toasts.saved'))
    } catch (failure) {
      setError(describeError(failure))
    } finally {
      setSaving(false)
    }
  }

  const field = (name: 'first' | 'last' | 'phone', label: string, key: keyof Values, missing: boolean, autoComplete: string) => (
    <div className="pk-field">
      <label className="pk-label" htmlFor={`${id}-${name}`}>
        {label}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        className="pk-input"
        value={values[key]}
        autoComplete={autoComplete}
        type={name === 'phone' ? 'tel' : 'text'}
        aria-invalid={submitted && missing ? true : undefined}
        aria-describedby={submitted && missing ? `${id}-${name}-error` : undefined}
        onChange={(event) => set(key)(event.target.value)}
      />
      {submitted && missing ? (
        <p id={`${id}-${name}-error`} className="pk-field-error">
          {t('validation.required')}
        </p>
      ) : null}
    </div>
  )

  return (
    <ParkadeRoot feature="profile-form" as="section" aria-labelledby={`${id}-title`}>
      <form className="pk-stack" noValidate onSubmit={(event) => void submit(event)}>
        <h2 id={`${id}-title`}>{t('site.profile.detailsTitle')}</h2>
        <p>
          <span className="pk-strong">{t('site.profile.email')}</span> {profile?.email ?? ''}
        </p>
        {field('first', t('auth.register.firstName'), 'first_name', firstMissing, 'given-name')}
        {field('last', t('auth.register.lastName'), 'last_name', lastMissing, 'family-name')}
        {field('phone', t('auth.register.phone'), 'phone', false, 'tel')}
        {error ? (
          <p className="pk-alert pk-alert-error" role="alert">
            {tm(error)}
          </p>
        ) : null}
        <div>
          <button type="submit" className="pk-button" disabled={saving} aria-busy={saving}>
            {saving ? t('site.profile.saving') : t('common.save')}
          </button>
        </div>
      </form>
    </ParkadeRoot>
  )
}
