import { useEffect, useState } from 'react'
import type { ReactNode } from 'react'
import { useRenderState } from '../app/RenderContext.ts'
import { HydrateInTurn } from './HydrateInTurn.tsx'

/** Set once the application has painted its first page. */
let started = false

export interface AfterFirstPaintProps {
  children: ReactNode
  /** What stands in its place until then (default nothing). */
  fallback?: ReactNode
  /** Only while the application starts: mounted once its first page has painted, it renders at once. */
  onStartOnly?: boolean
}

/**
 * Renders its children just after the layout's first paint, in a task of its own: what is below
 * the fold (the footer) does not lengthen the task that shows the page, which on a phone blocks
 * taps for as long as it runs. Rendered on the server, they are there at once, and the browser
 * hydrates them in a task of their own too (HydrateInTurn).
 */
export function AfterFirstPaint({ children, fallback = null, onStartOnly = false }: AfterFirstPaintProps) {
  // A page rendered on the server has it all in its HTML: rendered there, and hydrated as it is.
  const rendered = useRenderState() !== null
  const [painted, setPainted] = useState(() => (onStartOnly && started) || rendered)
  useEffect(() => {
    if (painted) return
    const timer = setTimeout(() => {
      started = true
      setPainted(true)
    }, 0)
    return () => clearTimeout(timer)
  }, [painted])
  if (rendered) return <HydrateInTurn>{children}</HydrateInTurn>
  return painted ? children : fallback
}
