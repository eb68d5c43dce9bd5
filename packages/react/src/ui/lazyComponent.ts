import { useEffect, useState } from 'react'
import type { ComponentType } from 'react'

export interface LazyComponentState<P> {
  /** The component, once fetched (at once when an earlier instance fetched it). */
  Component: ComponentType<P> | null
  /** True when it arrived while this instance was mounted (not when it was there already). */
  arrived: boolean
  /** The fetch failed; `retry` fetches again. */
  failed: boolean
  retry: () => void
}

/**
 * A component fetched the first time one of its instances is drawn, shared by every later
 * instance: the hook the lazily fetched steps (checkout, login dialog) draw their loading and
 * Retry views around. A failed fetch is forgotten, so a retry fetches again.
 */
export function lazyComponent<P, A extends unknown[] = []>(load: (...args: A) => Promise<ComponentType<P>>): (...args: A) => LazyComponentState<P> {
  let loaded: ComponentType<P> | null = null
  let pending: Promise<ComponentType<P>> | null = null

  // `args` go to the first fetch (the page's language, for a step that brings its texts).
  return function useLazyComponent(...args: A) {
    const [Component, setComponent] = useState<ComponentType<P> | null>(() => loaded)
    const [arrived, setArrived] = useState(false)
    const [failed, setFailed] = useState(false)
    const [attempt, setAttempt] = useState(0)

    useEffect(() => {
      if (Component) return
      let live = true
      pending ??= load(...args)
      pending.then(
        (component) => {
          loaded = component
          if (!live) return
          setComponent(() => component)
          setArrived(true)
        },
        (error: unknown) => {
          pending = null
          console.error(error)
          if (live) setFailed(true)
        },
      )
      return () => {
        live = false
      }
      // eslint-disable-next-line react-hooks/exhaustive-deps -- `args` go to the first fetch only (a dialog step's form that then waits for another language's texts waits in its own Suspense)
    }, [Component, attempt])

    const retry = () => {
      setFailed(false)
      setAttempt((n) => n + 1)
    }
    return { Component, arrived, failed, retry }
  }
}
