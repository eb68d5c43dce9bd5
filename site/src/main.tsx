import { StrictMode } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import type { ReactNode } from 'react'
import type { default as AppComponent } from './app/App.tsx'
import type { ErrorReporter, ParkadeClient } from './sdk.ts'
import './styles/site.css'
import { AppLoader } from './app/AppLoader.tsx'
import { keepChoiceCookies } from './app/choiceCookies.ts'
import { createRenderState } from './app/RenderContext.ts'
import type { RenderedRead } from './app/RenderContext.ts'
import { createSiteClient } from './app/createSiteClient.ts'
import { createSiteErrorReporter } from './app/createSiteErrorReporter.ts'
import { handOverServerPage, startLivePage } from './app/takeOverServerPage.ts'
import { hydrationDone, startHydration } from './shell/HydrateInTurn.tsx'
import { startEarlyReads } from './routing/earlyReads.ts'
import { preloadParts } from './routing/lazyPage.tsx'
import { loadTexts } from './sdk.ts'
import { urlLanguage } from './seo/urlLanguage.ts'
import type { Language } from './sdk.ts'

/** What the server's render left in the page (entry-server.tsx `HydrationState`). */
interface Rendered {
  language: Language
  country: string
  reads: Record<string, RenderedRead>
  parts: string[]
}

const reporter = createSiteErrorReporter()
reporter.install()

function renderedState(): Rendered | null {
  const element = document.getElementById('parkade-render')
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as Rendered
  } catch {
    return null
  }
}

const root = document.getElementById('root')
const rendered = renderedState()
const asked = urlLanguage(window.location.href)
if (root) {
  // Start-up in three tasks — the modules, the client, the first render — rather than one: on a
  // phone, one task that long blocks taps, and the page the server drew is already showing.
  setTimeout(() => {
    const client = createSiteClient({
      ...(rendered ? { provisionalCountry: rendered.country } : {}),
      ...(asked ? { language: asked } : {}),
    })
    keepChoiceCookies(client)
    if (rendered && sameVisitor(client, rendered)) {
      setTimeout(() => void hydrate(root, client, rendered), 0)
    } else {
      startEarlyReads(client, window.location.pathname)
      setTimeout(() => void render(root, client, rendered), 0)
    }
  }, 0)
}

/**
 * The server rendered for a visitor who is not signed in, in a language and country; this browser
 * starts from its own storage. The same → hydrate the server's HTML; not (signed in, another stored
 * choice) → the page is drawn afresh, as without a server render.
 */
function sameVisitor(client: ParkadeClient, state: Rendered): boolean {
  return client.stores.auth.getState().token === null && sameChoice(client, state)
}

/** The same language and country as the server's render: its reads hold for this browser. */
function sameChoice(client: ParkadeClient, state: Rendered): boolean {
  return client.stores.language.getState().language === state.language && client.stores.country.getState().selectedCountry?.code === state.country
}

/** The reads the server's render made, for the browser's first render to take instead of fetching them again. */
const serverReads = (state: Rendered) => createRenderState(false, new Map(Object.entries(state.reads)))

function tree(client: ParkadeClient, app?: ReactNode) {
  return (
    <StrictMode>
      <AppLoader client={client} reporter={reporter} {...(app ? { app } : {})} />
    </StrictMode>
  )
}

const rootOptions = (errors: ErrorReporter) => ({
  // Errors the boundaries catch go to the reporter (once each), not twice to the console.
  onCaughtError: (error: unknown, info: { componentStack?: string }) => errors.capture(error, { source: 'boundary', ...(info.componentStack ? { componentStack: info.componentStack } : {}) }),
  onUncaughtError: (error: unknown, info: { componentStack?: string }) => errors.capture(error, { source: 'error', ...(info.componentStack ? { componentStack: info.componentStack } : {}) }),
})

/** The application and the parts the server showed are loaded first, so the first render is the server's HTML. */
async function hydrate(container: HTMLElement, client: ParkadeClient, state: Rendered) {
  let App: typeof AppComponent
  try {
    App = (await import('./app/App.tsx')).default
    await preloadParts(state.parts)
    // The components' texts in the page's language, so none waits for them and the HTML is taken as it is.
    await loadTexts(state.language)
  } catch {
    // A chunk that cannot arrive: the loader's own render reports it (SPEC §8 'Loading Error').
    draw(container, client)
    return
  }
  // The IP lookup may have answered while the code arrived: another country is a page drawn afresh.
  if (!sameVisitor(client, state)) return render(container, client, state)
  const renderState = serverReads(state)
  const handOver = handOverServerPage(container)
  // The parts of the page hydrate in turns (shell/HydrateInTurn.tsx), then the page is the visitor's.
  startHydration()
  hydrateRoot(container, tree(client, <App client={client} reporter={reporter} render={renderState} />), rootOptions(reporter))
  await hydrationDone(handOver.tell)
  handOver.finish()
}

/**
 * The page drawn by the browser. Over a page the server drew (for a guest, in a language and
 * country), the application, the page's parts and its texts are loaded first, and the server's
 * reads handed over where they hold: the new page replaces the server's at once, with no loading
 * state between them for the visitor to see or type into.
 */
async function render(container: HTMLElement, client: ParkadeClient, state: Rendered | null) {
  if (!state) return draw(container, client)
  let app: ReactNode
  try {
    const App = (await import('./app/App.tsx')).default
    await preloadParts(state.parts)
    await loadTexts(client.stores.language.getState().language)
    // A signed-in visitor with the server's language and country reads what the guest's render read.
    app = <App client={client} reporter={reporter} render={sameChoice(client, state) ? serverReads(state) : null} />
  } catch {
    // A chunk that cannot arrive: the loader's own render reports it (SPEC §8 'Loading Error').
  }
  draw(container, client, app)
}

function draw(container: HTMLElement, client: ParkadeClient, app?: ReactNode) {
  // Before the server's markup goes: what the visitor typed and pressed there is done again on the new page.
  startLivePage(container)
  createRoot(container, rootOptions(reporter)).render(tree(client, app))
}
