import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// Core's texts and the components', in each language, are modules a page fetches before it draws
// (main.tsx and the server await loadTexts); the tests render at once in either language, as those
// pages do. A switch of language waits for the texts of every component imported, so they are all
// fetched here.
const { loadTexts } = await import('@parkade/react')
await Promise.all([loadTexts('en'), loadTexts('fr')])

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
