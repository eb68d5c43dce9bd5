import { Suspense } from 'react'
import { ParkSearch, ParkadeProvider } from '@parkade/react'
import type { Language } from '@parkade/react'

/** A partner's page: Parkade's search under the provider, as the README shows it. */
export function App({ language = 'en' }: { language?: Language }) {
  return (
    <ParkadeProvider apiBaseUrl="https://api.example/api/v1" country="NG" language={language}>
      {/* A component suspends until its texts in the page's language have arrived. */}
      <Suspense fallback={null}>
        <ParkSearch />
      </Suspense>
    </ParkadeProvider>
  )
}
