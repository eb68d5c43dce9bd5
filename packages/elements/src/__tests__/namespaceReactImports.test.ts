import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { build } from 'vite'
import type { Rolldown } from 'vite'
import { namespaceReactImports, rewriteDefaultReactImports } from '../../build/namespaceReactImports.ts'
import { preactAliases, preactDedupe } from '../../vite.shared.ts'

// A store's value shown by zustand's hook, rendered by Preact as the elements are.
const ENTRY = `
import { createElement } from 'react'
import { createRoot } from 'react-dom/client'
import { createStore, useStore } from 'zustand'
const store = createStore(() => ({ place: 'Lagos' }))
function Place() { return createElement('p', null, useStore(store, (s) => s.place)) }
export function show(element) { createRoot(element).render(createElement(Place)) ; return store }
`

// Paths built at run time (Vite rewrites a literal `new URL('…', import.meta.url)` into an asset URL),
// from this file's place, whichever folder the suite runs from.
const PACKAGE = join(dirname(fileURLToPath(import.meta.url)), '..', '..')
const DEMO = 'namespace-demo-entry.js'
const FROM_REACT = join(PACKAGE, '..', 'react', DEMO)

async function bundle(plugins: ReturnType<typeof namespaceReactImports>[]): Promise<string> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    // The package's folder, where Preact resolves.
    root: PACKAGE,
    resolve: { alias: preactAliases, dedupe: preactDedupe },
    plugins: [
      // The entry exists only here; named as if in @parkade/react, whose zustand it imports.
      { name: 'entry', enforce: 'pre', resolveId: (id) => (id.endsWith(DEMO) ? FROM_REACT : null), load: (id) => (id === FROM_REACT ? ENTRY : null) },
      ...plugins,
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: { write: false, minify: true, lib: { entry: DEMO, formats: ['iife'], name: 'Demo', fileName: () => 'demo.js' } },
  })) as Rolldown.RolldownOutput[]
  return output[0]!.output[0].code
}

describe('namespaceReactImports', () => {
  it('leaves out the parts of preact/compat nothing reads, and what is left still renders', { timeout: 60_000 }, async () => {
    const before = await bundle([])
    const after = await bundle([namespaceReactImports()])
    // compat's default export holds every export, its React version string among them.
    expect(before.includes('19.0.0')).toBe(true)
    expect(after.includes('19.0.0')).toBe(false)
    expect(after.length).toBeLessThan(before.length - 2000)

    const demo = new Function(`${after}; return Demo`)() as { show(element: Element): { setState(state: { place: string }): void } }
    const element = document.createElement('div')
    const store = demo.show(element)
    await expect.poll(() => element.textContent).toBe('Lagos')
    store.setState({ place: 'Dakar' })
    await expect.poll(() => element.textContent).toBe('Dakar')
  })

  it('rewrites every form of a default import of react or react-dom, and nothing else', () => {
    expect(rewriteDefaultReactImports(`import React from 'react';`)).toBe(`import * as React from 'react';`)
    expect(rewriteDefaultReactImports('import o from"react";')).toBe('import * as o from "react";')
    expect(rewriteDefaultReactImports(`import React, { useState, useRef as r } from 'react'`)).toBe(`import * as React from 'react'; import { useState, useRef as r } from 'react'`)
    expect(rewriteDefaultReactImports(`import ReactDOM from "react-dom"`)).toBe(`import * as ReactDOM from "react-dom"`)
    for (const untouched of [
      `import * as React from 'react'`,
      `import { createElement } from 'react'`,
      `import { jsx } from 'react/jsx-runtime'`,
      `import client from 'react-dom/client'`,
      `import reactive from 'reactive'`,
    ]) {
      expect(rewriteDefaultReactImports(untouched)).toBe(untouched)
    }
  })
})
