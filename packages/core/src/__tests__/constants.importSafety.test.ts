import { afterEach, describe, expect, it, vi } from 'vitest'

// Importing must be safe on a server: no module may read a browser global at import time.
const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'fetch'] as const

describe('importing constants, storage, validation, format, payments and geo', () => {
  const saved = new Map<string, PropertyDescriptor | undefined>()

  afterEach(() => {
    for (const [name, descriptor] of saved) {
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    }
    saved.clear()
  })

  it('touches no browser global', async () => {
    const touched: string[] = []
    for (const name of BROWSER_GLOBALS) {
      saved.set(name, Object.getOwnPropertyDescriptor(globalThis, name))
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          throw new Error(`${name} read at import time`)
        },
      })
    }
    vi.resetModules()
    const modules = await Promise.all([
      import('../constants.ts'),
      import('../storage/index.ts'),
      import('../validation/index.ts'),
      import('../format/index.ts'),
      import('../payments/index.ts'),
      import('../geo/index.ts'),
    ])
    for (const name of BROWSER_GLOBALS) {
      const descriptor = saved.get(name)
      if (descriptor) Object.defineProperty(globalThis, name, descriptor)
      else delete (globalThis as Record<string, unknown>)[name]
    }
    saved.clear()
    expect(touched).toEqual([])
    expect(modules.every((module) => Object.keys(module).length > 0)).toBe(true)
  })
})
