import type { ChangeEvent } from 'react'

/** What an auth form's hook gives each of its text fields. */
export interface FieldForm<F extends string> {
  values: Record<F, string>
  errors: Partial<Record<F, string>>
  setField: (field: F, value: string) => void
  touch: (field: F) => void
}

/** A text field's value, shown error and handlers, from its form's hook. */
export function bindField<F extends string>(form: FieldForm<F>, field: F) {
  return {
    value: form.values[field],
    error: form.errors[field],
    onChange: (event: ChangeEvent<HTMLInputElement>) => form.setField(field, event.target.value),
    onBlur: () => form.touch(field),
  }
}
