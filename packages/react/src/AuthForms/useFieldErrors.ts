import { useCallback, useState } from 'react'

export interface FieldErrors<F extends string> {
  /** The errors to show: a field's once it was visited, every one after a submit. */
  visible: (errors: Partial<Record<F, string | undefined>>) => Partial<Record<F, string>>
  touch: (field: F) => void
  /** Shows every error from now on. */
  showAll: () => void
  /** Back to nothing shown (a new step). */
  reset: () => void
}

/** Which field errors a form shows: SPEC §5's messages appear after a submit or once a field was touched. */
export function useFieldErrors<F extends string>(): FieldErrors<F> {
  const [touched, setTouched] = useState<Partial<Record<F, boolean>>>({})
  const [submitted, setSubmitted] = useState(false)
  const visible = (errors: Partial<Record<F, string | undefined>>) => {
    const shown: Partial<Record<F, string>> = {}
    for (const field of Object.keys(errors) as F[]) {
      const message = errors[field]
      if (message && (submitted || touched[field])) shown[field] = message
    }
    return shown
  }
  return {
    visible,
    touch: useCallback((field: F) => setTouched((current) => (current[field] ? current : { ...current, [field]: true })), []),
    showAll: useCallback(() => setSubmitted(true), []),
    reset: useCallback(() => {
      setTouched({})
      setSubmitted(false)
    }, []),
  }
}
