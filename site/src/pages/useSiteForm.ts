import { useState } from 'react'
import type { FormEvent } from 'react'
import { describeError } from '../sdk.ts'
import type { CreatedResponse, ErrorInfo } from '../sdk.ts'

export type FieldErrors<K extends string> = Partial<Record<K, string>>

export interface SiteForm<V extends Record<string, string>> {
  values: V
  set: (field: keyof V & string) => (value: string) => void
  /** The errors to show: none until the first submit, then live as the fields change. */
  errors: FieldErrors<keyof V & string>
  status: 'idle' | 'sending' | 'sent'
  /** What the API answered on success (its `detail`), or its refusal (to translate with tm). */
  detail: string | null
  failure: ErrorInfo | null
  onSubmit: (event: FormEvent) => void
  reset: () => void
}

/**
 * A form the API stores (contact, demo, renewal request, private event): values, validation with
 * messages shown after the first submit, the focus sent to the first invalid field, then one
 * request; its answer's `detail` confirms, a refusal is shown and the values are kept.
 */
export function useSiteForm<V extends Record<string, string>>(
  initial: V,
  validate: (values: V) => FieldErrors<keyof V & string>,
  send: (values: V) => Promise<CreatedResponse | { detail: string }>,
): SiteForm<V> {
  const [values, setValues] = useState(initial)
  const [submitted, setSubmitted] = useState(false)
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [detail, setDetail] = useState<string | null>(null)
  const [failure, setFailure] = useState<ErrorInfo | null>(null)
  const allErrors = validate(values)

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (status === 'sending') return
    setSubmitted(true)
    setFailure(null)
    const first = Object.keys(allErrors).find((key) => allErrors[key as keyof V & string])
    if (first) {
      const form = event.currentTarget as HTMLFormElement
      form.querySelector<HTMLElement>(`[data-field="${first}"]`)?.focus()
      return
    }
    setStatus('sending')
    send(values).then(
      (answer) => {
        setDetail(answer.detail)
        setStatus('sent')
      },
      (error: unknown) => {
        setFailure(describeError(error))
        setStatus('idle')
      },
    )
  }

  return {
    values,
    set: (field) => (value) => setValues((current) => ({ ...current, [field]: value })),
    errors: submitted ? allErrors : {},
    status,
    detail,
    failure,
    onSubmit,
    reset: () => {
      setValues(initial)
      setSubmitted(false)
      setStatus('idle')
      setDetail(null)
      setFailure(null)
    },
  }
}
