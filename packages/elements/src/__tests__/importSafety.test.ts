// @vitest-environment node
import { describe, expect, it } from 'vitest'

// A module must be safe to import on a server: no window, no customElements, no registration.
describe('importing @parkade/elements', () => {
  it('touches no window and defines nothing', async () => {
    expect(typeof window).toBe('undefined')
    const modules = await Promise.all([
      import('../index.ts'),
      import('../events.ts'),
      import('../loader/snippet.ts'),
      import('../elements/parkSearchElement.tsx'),
      import('../elements/parkDetailElement.tsx'),
      import('../elements/checkoutElement.tsx'),
      import('../elements/walletElement.tsx'),
      import('../elements/loginElement.tsx'),
      import('../elements/eventBookingElement.tsx'),
      import('../script/installParkade.ts'),
    ])
    expect(modules.every((m) => Object.keys(m).length > 0)).toBe(true)
    expect(typeof customElements).toBe('undefined')
    expect(typeof window).toBe('undefined')
    // A definition is a plain object until define(): no class was made.
    expect(modules[0].parkSearchElement.tag).toBe('parkade-park-search')
  })
})

describe('the package manifest', () => {
  it('declares side effects only for the script-tag entry and its files', async () => {
    const { readFile } = await import('node:fs/promises')
    const manifest = JSON.parse(await readFile(new URL('../../package.json', import.meta.url), 'utf8')) as { sideEffects: string[] }
    expect(manifest.sideEffects).toEqual(['./src/script/parkade.ts', './src/script/parkade-en.ts', './src/script/parkade-fr.ts', './dist/parkade.js', './dist/parkade-en.js', './dist/parkade-fr.js', './dist/loader.js'])
  })
})
