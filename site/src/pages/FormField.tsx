import { useId } from 'react'
import type { ReactNode } from 'react'

interface BaseProps {
  name: string
  label: string
  value: string
  onChange: (value: string) => void
  /** Shown once the form has been submitted. */
  error?: string | undefined
  hint?: string
  required?: boolean
}

type FieldProps = BaseProps &
  (
    | { kind?: 'input'; type?: 'text' | 'email' | 'tel' | 'number'; autoComplete?: string; inputMode?: 'numeric' | 'text' }
    | { kind: 'textarea'; rows?: number }
    | { kind: 'select'; children: ReactNode }
  )

/**
 * A labelled input, text area or select of the site's forms. Its hint and error are tied to it
 * (aria-describedby), the error also marks it invalid; `name` is the element's id, so a form can
 * move the focus to its first invalid field.
 */
export function FormField(props: FieldProps) {
  const { name, label, value, onChange, error, hint, required } = props
  const id = `${useId()}-${name}`
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
  const common = {
    id,
    name,
    value,
    required,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    'data-field': name,
  } as const
  let control
  if (props.kind === 'textarea') control = <textarea {...common} rows={props.rows ?? 5} onChange={(e) => onChange(e.target.value)} />
  else if (props.kind === 'select') control = <select {...common} onChange={(e) => onChange(e.target.value)}>{props.children}</select>
  else control = <input {...common} type={props.type ?? 'text'} autoComplete={props.autoComplete} inputMode={props.inputMode} onChange={(e) => onChange(e.target.value)} />
  return (
    <div className="site-field">
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {hint ? (
        <span id={`${id}-hint`} className="site-field-hint">
          {hint}
        </span>
      ) : null}
      {control}
      {error ? (
        <span id={`${id}-error`} className="site-field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
