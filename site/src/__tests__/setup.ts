import { cleanup, configure } from '@testing-library/react'
import { loadCoreTexts } from '@parkade/core'
import { amenitiesTexts, authTexts, eventsTexts, gatewaysTexts, loginTexts, parkTexts, paymentsTexts, searchTexts, walletTexts } from '@parkade/react'
import { afterEach } from 'vitest'

// Core's French is modules a French page fetches before it draws (main.tsx and the server await
// loadTexts): its own and each feature's. The tests render French at once, as those pages do.
const coreFeatures = [amenitiesTexts, authTexts, eventsTexts, gatewaysTexts, loginTexts, parkTexts, paymentsTexts, searchTexts, walletTexts]
await Promise.all([loadCoreTexts('fr'), ...coreFeatures.map((feature) => feature.load('fr'))])

// findBy/waitFor default to 1 s; on a loaded 2-core CI machine a render plus a fetch can take longer.
configure({ asyncUtilTimeout: 5_000 })

// Tests of what runs on the server (`@vitest-environment node`) have no window to set up.
const browser = typeof window !== 'undefined'

// jsdom has no layout: scrolling is a no-op the tests spy on.
if (browser) window.scrollTo = () => {}

afterEach(() => {
  if (!browser) return
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
