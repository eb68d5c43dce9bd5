import { useEffect, useRef } from 'react'
import type { RefObject } from 'react'

/**
 * Moves focus to `target` (a heading with tabIndex=-1) whenever `step` changes to a non-null
 * value, so keyboard and screen-reader users land on what just appeared. With `initial`, also
 * on the first render.
 */
export function useFocusOnChange(target: RefObject<HTMLElement | null>, step: string | null, initial = false) {
  const previous = useRef<string | null | undefined>(initial ? undefined : step)
  useEffect(() => {
    if (step === previous.current) return
    previous.current = step
    if (step !== null) target.current?.focus()
  }, [target, step])
}
