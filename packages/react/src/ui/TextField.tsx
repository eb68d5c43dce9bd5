import { useId } from 'react'
import type { InputHTMLAttributes } from 'react'

export interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: string
  error?: string | null
  hint?: string
}

/** A labelled input whose error and hint are tied to it for assistive technology. */
export function TextField({ label, error, hint, ...input }: TextFieldProps) {
  const id = useId()
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  return (
    <div className="pk-field">
      <label className="pk-label" htmlFor={id}>
        {label}
      </label>
      <input id={id} className="pk-input" aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
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
    </div>
  )
}
