import { afterEach } from 'vitest'
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
