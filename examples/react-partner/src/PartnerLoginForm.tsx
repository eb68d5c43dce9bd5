import { useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import { ParkadeApiError, describeError } from '@parkade/core'
import { useTranslation } from '@parkade/react'

export interface PartnerLoginFormProps {
  onSignIn(email: string, password: string): Promise<void>
  onCancel?: () => void
  /** Why the form is shown (a Parkade widget asked for a signed-in driver). */
  reason?: string | null
}

/** Harbourfront's own sign-in form: its look, its words; Parkade only receives the session. */
export function PartnerLoginForm({ onSignIn, onCancel, reason }: PartnerLoginFormProps) {
  const id = useId()
  const { tm } = useTranslation()
  const [error, setError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const emailRef = useRef<HTMLInputElement>(null)

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const email = String(data.get('email') ?? '').trim()
    const password = String(data.get('password') ?? '')
    if (!email || !password) {
      setError('Enter your email and password.')
      emailRef.current?.focus()
      return
    }
    setPending(true)
    setError(null)
    try {
      await onSignIn(email, password)
    } catch (reasonForFailure) {
      setError(reasonForFailure instanceof ParkadeApiError ? tm(describeError(reasonForFailure)) : reasonForFailure instanceof Error ? reasonForFailure.message : String(reasonForFailure))
    } finally {
      setPending(false)
    }
  }

  return (
    <form className="hf-login" aria-labelledby={`${id}-title`} onSubmit={submit} noValidate>
      <h2 id={`${id}-title`}>Sign in to Harbourfront Live</h2>
      {reason ? <p className="hf-note">{reason}</p> : null}
      <label htmlFor={`${id}-email`}>Email</label>
      <input ref={emailRef} id={`${id}-email`} name="email" type="email" autoComplete="email" required />
      <label htmlFor={`${id}-password`}>Password</label>
      <input id={`${id}-password`} name="password" type="password" autoComplete="current-password" required />
      {error ? (
        <p className="hf-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="hf-actions">
        <button type="submit" disabled={pending}>
          {pending ? 'Signing in…' : 'Sign in'}
        </button>
        {onCancel ? (
          <button type="button" className="hf-secondary" onClick={onCancel}>
            Cancel
          </button>
        ) : null}
      </div>
    </form>
  )
}
