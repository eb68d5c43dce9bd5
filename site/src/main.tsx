import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import type { ParkadeClient } from './sdk.ts'
import './styles/site.css'
import { AppLoader } from './app/AppLoader.tsx'
import { createSiteClient } from './app/createSiteClient.ts'
import { createSiteErrorReporter } from './app/createSiteErrorReporter.ts'
import { startEarlyReads } from './routing/earlyReads.ts'

const reporter = createSiteErrorReporter()
reporter.install()

// Start-up in three tasks — the modules, the client, the first render — rather than one: on a
// phone, one task that long blocks taps, and the header drawn by index.html is already showing.
const root = document.getElementById('root')
if (root) {
  setTimeout(() => {
    const client = createSiteClient()
    startEarlyReads(client, window.location.pathname)
    setTimeout(() => render(root, client), 0)
  }, 0)
}

function render(root: HTMLElement, client: ParkadeClient) {
  createRoot(root, {
    // Errors the boundaries catch go to the reporter (once each), not twice to the console.
    onCaughtError: (error, info) => reporter.capture(error, { source: 'boundary', ...(info.componentStack ? { componentStack: info.componentStack } : {}) }),
    onUncaughtError: (error, info) => reporter.capture(error, { source: 'error', ...(info.componentStack ? { componentStack: info.componentStack } : {}) }),
  }).render(
    <StrictMode>
      <AppLoader client={client} reporter={reporter} />
    </StrictMode>,
  )
}
