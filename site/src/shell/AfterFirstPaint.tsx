import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'

/**
 * Renders its children just after the layout's first paint, in a task of its own: what is below
 * the fold (the footer) does not lengthen the task that shows the page, which on a phone blocks
 * taps for as long as it runs.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setPainted(true), 0)
    return () => clearTimeout(timer)
  }, [])
  return painted ? children : null
}
