import { readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'

// Any attempt to load a UI framework from core fails the import below.
vi.mock('react', () => {
  throw new Error('@parkade/core imported react')
})
vi.mock('react-dom', () => {
  throw new Error('@parkade/core imported react-dom')
})
vi.mock('preact', () => {
  throw new Error('@parkade/core imported preact')
})
vi.mock('preact/compat', () => {
  throw new Error('@parkade/core imported preact/compat')
})

const srcDir = join(import.meta.dirname, '..')

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === '__tests__' ? [] : sourceFiles(path)
    return /\.tsx?$/.test(name) ? [path] : []
  })
}

const BROWSER_GLOBALS = ['window', 'document', 'navigator', 'localStorage', 'sessionStorage', 'location'] as const

describe('@parkade/core is framework-free and server-safe', () => {
  afterEach(() => {
    for (const name of BROWSER_GLOBALS) delete (globalThis as Record<string, unknown>)[name]
  })

  it('imports with React, ReactDOM and Preact unavailable, and without touching browser globals', async () => {
    const touched: string[] = []
    for (const name of BROWSER_GLOBALS) {
      Object.defineProperty(globalThis, name, {
        configurable: true,
        get() {
          touched.push(name)
          return undefined
        },
      })
    }
    vi.resetModules()
    const core = await import('../index.ts')
    expect(typeof core.createParkadeClient).toBe('function')
    expect(typeof core.createApiClient).toBe('function')
    expect(touched).toEqual([])
  })

  it('no source file imports a UI framework or a package above core', () => {
    const offenders = sourceFiles(srcDir).flatMap((file) => {
      const text = readFileSync(file, 'utf8')
      const specifiers = [...text.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!)
      return specifiers
        .filter((s) => /^(react|react-dom|preact)(\/|$)|^@parkade\/(react|elements|api)/.test(s))
        .map((s) => `${file}: ${s}`)
    })
    expect(offenders).toEqual([])
  })

  it('only depends on the contract and zustand at run time (i18n is its own engine; Stripe.js is the script the gateway names)', () => {
    const manifest = JSON.parse(readFileSync(join(srcDir, '..', 'package.json'), 'utf8')) as { dependencies: Record<string, string> }
    expect(Object.keys(manifest.dependencies).sort()).toEqual(['@parkade/contract', 'zustand'])
  })

  it('takes values only from the schema-free entries of the contract (no TypeBox in the browser bundle)', () => {
    const valueImports = sourceFiles(srcDir).flatMap((file) =>
      [...readFileSync(file, 'utf8').matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?from\s+['"](@parkade\/contract[^'"]*)['"]/gm)]
        .map((m) => m[1]!)
        .filter((specifier) => !/^@parkade\/contract\/(domain|errors)$/.test(specifier))
        .map((specifier) => `${file}: ${specifier}`),
    )
    expect(valueImports).toEqual([])
  })

})
