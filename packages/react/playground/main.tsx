import { StrictMode, Suspense, useState } from 'react'
import type { ComponentType } from 'react'
import { createRoot } from 'react-dom/client'
import { createParkadeClient, loadFirebaseAuth } from '@parkade/core'
import type { ParkadeEventName } from '@parkade/core'
import { ParkadeProvider } from '../src/index.ts'
import type { ParkadeTheme } from '../src/index.ts'

// Every section file exports `title`, `order` and a default component; adding a feature needs no edit here.
type Section = { default: ComponentType; title: string; order?: number }
const sections = Object.values(import.meta.glob<Section>('./sections/*.tsx', { eager: true })).sort((a, b) => (a.order ?? 99) - (b.order ?? 99))

const params = new URLSearchParams(location.search)
const apiBaseUrl = params.get('api') ?? 'http://127.0.0.1:8787/api/v1'
const theme = (params.get('theme') as ParkadeTheme | null) ?? 'light'
const client = createParkadeClient({
  apiBaseUrl,
  country: params.get('country'),
  language: params.get('lang') === 'fr' ? 'fr' : params.get('lang') === 'en' ? 'en' : null,
  ipLookup: false,
  // Google/Apple through the Firebase Auth emulator (scripts/auth-emulator.mjs); `authEmulator` moves it.
  firebase: {
    config: { apiKey: 'demo-api-key', authDomain: 'demo-parkade.firebaseapp.com', projectId: 'demo-parkade' },
    authEmulatorUrl: params.get('authEmulator') ?? 'http://127.0.0.1:9099',
    load: loadFirebaseAuth,
  },
})
// The playground shows the events a host receives, for people and for the e2e suite.
const received: { name: ParkadeEventName; payload: unknown }[] = []
;(window as unknown as { parkadeEvents: typeof received }).parkadeEvents = received

function Playground() {
  const [log, setLog] = useState<string[]>([])
  return (
    <ParkadeProvider
      client={client}
      theme={theme}
      partner="playground"
      onEvent={(name, payload) => {
        received.push({ name, payload })
        setLog((lines) => [`${name}`, ...lines].slice(0, 8))
      }}
    >
      <header className="host">
        <h1>Parkade components</h1>
        <p>
          API: <code>{apiBaseUrl}</code> · events: <span data-testid="event-log">{log.join(', ') || '—'}</span>
        </p>
      </header>
      <main className="host">
        {sections.map(({ default: Component, title }) => (
          <section key={title} className="host-section" aria-label={title}>
            <h2>{title}</h2>
            <Suspense fallback={null}>
              <Component />
            </Suspense>
          </section>
        ))}
      </main>
    </ParkadeProvider>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Playground />
  </StrictMode>,
)
