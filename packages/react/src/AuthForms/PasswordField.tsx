import { useId, useState } from 'react'
import type { InputHTMLAttributes, Ref } from 'react'
import { useTranslation } from '../i18n/useTranslation.ts'
import { loginTexts } from '../LoginDialog/loginTexts.ts'

export interface PasswordFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> {
  label: string
  error?: string | null
  hint?: string
  ref?: Ref<HTMLInputElement>
}

/** A labelled password input with a show/hide switch; its error and hint are tied to it. */
export function PasswordField({ label, error, hint, ref, ...input }: PasswordFieldProps) {
  const { t } = useTranslation()
  loginTexts.useTexts()
  const id = useId()
  const [visible, setVisible] = useState(false)
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="pk-field">
      <label className="pk-label" htmlFor={id}>
        {label}
      </label>
      <input ref={ref} id={id} className="pk-input" type={visible ? 'text' : 'password'} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {hint ? (
        <span id={`${id}-hint`} className="pk-muted pk-small">
          {hint}
        </span>
      ) : null}
      {error ? (
        <span id={`${id}-error`} className="pk-field-error">
          {error}
        </span>
      ) : null}
      <div className="pk-row">
        <button type="button" className="pk-button-link pk-small" aria-controls={id} onClick={() => setVisible((shown) => !shown)}>
          {visible ? t('login.hidePassword') : t('login.showPassword')}
        </button>
      </div>
    </div>
  )
}
