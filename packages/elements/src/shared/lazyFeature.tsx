import { useEffect, useRef, useState } from 'react'
import type { ComponentType } from 'react'
import { ParkadeRoot, SPEC_MESSAGES, useTranslation } from '@parkade/react'
import type { ParkadeElementContext } from './defineParkadeElement.tsx'

export interface LazyFeatureOptions<P> {
  /**
   * Whether the element would show anything yet: a checkout or a park's detail with no park, or a
   * sign-in button, stays empty while its code arrives rather than flash a loading line that the
   * feature then takes away (and shift the host's page). Default: always.
   */
  showsLoading?: (props: P) => boolean
}

/**
 * A feature whose code arrives later (parkade.js fetches each element's part when the element
 * first appears). Until then it says it is loading; if the part cannot be fetched it says so with
 * a Retry, and the element keeps its place on the page.
 */
export function lazyFeature<P extends object>(
  feature: string,
  load: () => Promise<ComponentType<P>>,
  { showsLoading = () => true }: LazyFeatureOptions<P> = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null

  function LazyFeature(props: P) {
    const [Feature, setFeature] = useState<ComponentType<P> | null>(() => loaded)
    const [attempt, setAttempt] = useState(0)
    const [failed, setFailed] = useState(false)
    const { t, tm } = useTranslation()
    // Retry leaves with its alert: focus goes to the loading line that replaces it, not to the page.
    const status = useRef<HTMLDivElement>(null)
    const retried = useRef(false)
    useEffect(() => {
      if (retried.current && !failed) status.current?.focus()
    }, [failed])
    // …and once the feature is there, to its first control.
    useEffect(() => {
      if (!Feature || !retried.current) return
      retried.current = false
      const root = (props as Partial<ParkadeElementContext>).shadowRoot
      root?.querySelector<HTMLElement>('input, select, textarea, button, a[href], [tabindex]:not([tabindex="-1"])')?.focus()
      // eslint-disable-next-line react-hooks/exhaustive-deps -- only the feature's arrival moves focus
    }, [Feature])

    useEffect(() => {
      if (Feature) return
      let live = true
      load().then(
        (component) => {
          loaded = component
          if (live) setFeature(() => component)
        },
        (error: unknown) => {
          console.error(error)
          if (live) setFailed(true)
        },
      )
      return () => {
        live = false
      }
    }, [Feature, attempt])

    if (Feature) return <Feature {...props} />
    if (!failed && !retried.current && !showsLoading(props)) return null
    return (
      <ParkadeRoot feature={feature}>
        {failed ? (
          <div className="pk-alert pk-alert-error pk-row pk-between" role="alert">
            <span>{tm(SPEC_MESSAGES.loadingErrorBody)}</span>
            <button
              type="button"
              className="pk-button"
              onClick={() => {
                retried.current = true
                setFailed(false)
                setAttempt((n) => n + 1)
              }}
            >
              {t('common.retry')}
            </button>
          </div>
        ) : (
          <div className="pk-row" role="status" aria-live="polite" tabIndex={-1} ref={status}>
            <span className="pk-spinner" aria-hidden="true" />
            <span>{t('common.loading')}</span>
          </div>
        )}
      </ParkadeRoot>
    )
  }
  LazyFeature.displayName = `Lazy(${feature})`
  return LazyFeature
}
