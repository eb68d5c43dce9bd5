import { BrowserRouter } from 'react-router'
import { ParkadeProvider } from '../sdk.ts'
import type { ErrorReporter, ParkadeClient } from '../sdk.ts'
import { SiteErrorBoundary } from '../errors/SiteErrorBoundary.tsx'
import { AppRoutes } from '../routing/AppRoutes.tsx'
import { ErrorReporterContext } from './ErrorReporterContext.ts'
import { SiteShell } from './SiteShell.tsx'

export interface AppProps {
  client: ParkadeClient
  reporter?: ErrorReporter | null
}

/** The site: one SDK client for everything, the router, the shell and the routes. */
export default function App({ client, reporter = null }: AppProps) {
  return (
    <ErrorReporterContext.Provider value={reporter}>
      <ParkadeProvider client={client}>
        <BrowserRouter>
          {/* Pages have their own boundary; this one catches a failing header or footer. */}
          <SiteErrorBoundary>
            <SiteShell>
              <AppRoutes />
            </SiteShell>
          </SiteErrorBoundary>
        </BrowserRouter>
      </ParkadeProvider>
    </ErrorReporterContext.Provider>
  )
}
