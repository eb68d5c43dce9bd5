import { cleanup, configure } from '@testing-library/react'
import { loadCoreTexts } from '@parkade/core'
import { afterEach } from 'vitest'

// Core's French is a module a French page fetches (a client switches once it is there); the
// components' tests render French at once, as a page that awaited loadTexts('fr') does.
await loadCoreTexts('fr')

// findBy/waitFor default to 1 s; on a loaded 2-core CI machine a render plus a fetch can take longer.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
