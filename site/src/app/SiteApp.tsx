import { ParkadeProvider } from '../sdk.ts'
import type { ErrorReporter, ParkadeClient } from '../sdk.ts'
import { SiteErrorBoundary } from '../errors/SiteErrorBoundary.tsx'
import { AppRoutes } from '../routing/AppRoutes.tsx'
import { ErrorReporterContext } from './ErrorReporterContext.ts'
import { SiteShell } from './SiteShell.tsx'

export interface SiteAppProps {
  client: ParkadeClient
  reporter?: ErrorReporter | null
}

/**
 * The site under a router of the caller's: the browser's (App.tsx) or the server's, which renders
 * one address (entry-server.tsx). One SDK client for everything, the shell and the routes.
 */
export function SiteApp({ client, reporter = null }: SiteAppProps) {
  return (
    <ErrorReporterContext.Provider value={reporter}>
      <ParkadeProvider client={client}>
        {/* Pages have their own boundary; this one catches a failing header or footer. */}
        <SiteErrorBoundary>
          <SiteShell>
            <AppRoutes />
          </SiteShell>
        </SiteErrorBoundary>
      </ParkadeProvider>
    </ErrorReporterContext.Provider>
  )
}
