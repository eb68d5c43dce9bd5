import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import './styles/site.css'
import { AppLoader } from './app/AppLoader.tsx'
import { createSiteClient } from './app/createSiteClient.ts'
import { createSiteErrorReporter } from './app/createSiteErrorReporter.ts'

const client = createSiteClient()
const reporter = createSiteErrorReporter()
reporter.install()

const root = document.getElementById('root')
// The first render in a task of its own, after the client's start-up: together they would block
// a phone's main thread (and its taps) for longer than either does alone.
if (root) setTimeout(() => render(root), 0)

function render(root: HTMLElement) {
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
