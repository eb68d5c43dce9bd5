import { lazy, useContext, useEffect } from 'react'
import { ParkadeContext, hasTexts, loadTexts } from '../sdk.ts'
import type { ComponentType, LazyExoticComponent } from 'react'
import { useRenderState } from '../app/RenderContext.ts'
import { pageLoads } from './pageLoads.ts'

type PageModule<P> = { default: ComponentType<P> }

interface LazyPart {
  load: () => Promise<PageModule<never>>
  loaded: ComponentType<never> | null
}

/** Every lazy part by its name: the same on the server and in the browser, whichever loaded first. */
const parts = new Map<string, LazyPart>()

/**
 * Loads the parts a server render showed (their names, in the order shown), so the browser's first render draws
 * them at once and hydrates the server's HTML instead of a loading state.
 */
export async function preloadParts(names: readonly string[]): Promise<void> {
  // In order: a part may be declared by the module of one before it (the home page's sections).
  for (const name of names) {
    const part = parts.get(name)
    if (part && !part.loaded) part.loaded = (await part.load()).default
  }
}

/**
 * A page loaded on first use (React.lazy, shown under the layout's Suspense spinner). React.lazy
 * keeps a failed fetch forever; here a failed page gets a fresh lazy component when the error
 * screen's Try Again calls `pageLoads.retryFailed()` — and only then, so a chunk that keeps
 * failing reaches the error boundary instead of being fetched again on every render.
 *
 * A part already loaded (by `preloadParts`, or on the server) renders at once. On the server a
 * part not loaded yet renders nothing and is loaded for the next pass (entry-server.tsx).
 */
export function lazyPage<P extends object>(name: string, load: () => Promise<PageModule<P>>): ComponentType<P> {
  const part: LazyPart = { load: load as LazyPart['load'], loaded: null }
  parts.set(name, part)
  let current: LazyExoticComponent<ComponentType<P>>
  const make = () =>
    lazy(() => {
      const loading = pageLoads.track(load())
      loading.then((module) => (part.loaded = module.default as ComponentType<never>)).catch(() => pageLoads.onRetry(() => (current = make())))
      return loading
    })
  current = make()
  function LazyPage(props: P) {
    const render = useRenderState()
    const client = useContext(ParkadeContext)?.client
    // Once the page shows, the words of what it shows later (a dialog, an empty or a failed
    // state) are fetched too: a component that waited for them when it appeared would swap the
    // page for its loading spinner.
    useEffect(() => {
      const language = client?.stores.language.getState().language
      if (language && !hasTexts(language)) loadTexts(language).catch(() => {})
    })
    render?.parts.add(name)
    const Loaded = part.loaded as ComponentType<P> | null
    if (Loaded) return <Loaded {...props} />
    if (render?.server) {
      render.loading.push(load().then((module) => (part.loaded = module.default as ComponentType<never>)))
      return null
    }
    const Page = current
    return <Page {...props} />
  }
  return LazyPage
}
