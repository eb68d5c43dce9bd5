import { lazy } from 'react'
import type { ComponentType, LazyExoticComponent } from 'react'
import { pageLoads } from './pageLoads.ts'

type PageModule<P> = { default: ComponentType<P> }

/**
 * A page loaded on first use (React.lazy, shown under the layout's Suspense spinner). React.lazy
 * keeps a failed fetch forever; here a failed page gets a fresh lazy component when the error
 * screen's Try Again calls `pageLoads.retryFailed()` — and only then, so a chunk that keeps
 * failing reaches the error boundary instead of being fetched again on every render.
 */
export function lazyPage<P extends object>(load: () => Promise<PageModule<P>>): ComponentType<P> {
  let current: LazyExoticComponent<ComponentType<P>>
  const make = () =>
    lazy(() => {
      const loading = pageLoads.track(load())
      loading.catch(() => pageLoads.onRetry(() => (current = make())))
      return loading
    })
  current = make()
  function LazyPage(props: P) {
    const Page = current
    return <Page {...props} />
  }
  return LazyPage
}
