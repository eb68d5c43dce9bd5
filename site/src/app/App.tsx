import { BrowserRouter } from 'react-router'
import type { ComponentType, ReactNode } from 'react'
import type { ErrorReporter, ParkadeClient } from '../sdk.ts'
import { RenderContext } from './RenderContext.ts'
import type { RenderState } from './RenderContext.ts'
import { SiteApp } from './SiteApp.tsx'

export interface AppProps {
  client: ParkadeClient
  reporter?: ErrorReporter | null
  /** The server's render in progress, or the one the browser hydrates; absent for a render of the browser's own. */
  render?: RenderState | null
  /** Default: the browser's router; the server gives one at the address it renders. */
  router?: ComponentType<{ children: ReactNode }>
}

/** The site: one SDK client for everything, the router, the shell and the routes. */
export default function App({ client, reporter = null, render = null, router: Router = BrowserRouter }: AppProps) {
  return (
    <RenderContext.Provider value={render}>
      <Router>
        <SiteApp client={client} reporter={reporter} />
      </Router>
    </RenderContext.Provider>
  )
}
