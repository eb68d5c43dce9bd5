import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

// findBy/waitFor default to 1 s; on a loaded 2-core CI machine a render plus a fetch can take longer.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
