import { afterAll, afterEach } from 'vitest'
import { destroySharedClient } from '../shared/getSharedClient.ts'

afterEach(() => {
  if (typeof window === 'undefined') return
  const parkade = window.Parkade
  if (parkade && 'destroy' in parkade) parkade.destroy()
  delete window.Parkade
  document.body.innerHTML = ''
  destroySharedClient()
  localStorage.clear()
})

// Preact runs effects after the next paint (a frame, or 35 ms): let the last test's run while the
// page is still here, not after the environment is gone (cancelAnimationFrame undefined).
afterAll(() => new Promise((resolve) => setTimeout(resolve, 100)))
