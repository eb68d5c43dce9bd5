import { cleanup } from '@testing-library/react'
import { afterEach } from 'vitest'

// jsdom has no layout: scrolling is a no-op the tests spy on.
window.scrollTo = () => {}

afterEach(() => {
  cleanup()
  localStorage.clear()
  sessionStorage.clear()
})
