import { useId } from 'react'
import type { SelectHTMLAttributes } from 'react'

export interface SelectFieldProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id'> {
  label: string
  options: { value: string | number; label: string }[]
  error?: string | null
}

export function SelectField({ label, options, error, ...select }: SelectFieldProps) {
  const id = useId()
  return (
    <div className="pk-field">
      <label className="pk-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="pk-select" aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} {...select}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error ? (
        <span id={`${id}-error`} className="pk-field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
