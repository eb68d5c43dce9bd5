import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { BootHeader } from '../shell/BootHeader.tsx'

// The page paints the header's frame before any script runs; the loading screen then draws it
// again from the component. Both must be the same markup, or the logo jumps or changes as the
// application arrives.
describe('the header painted before the application loads', () => {
  const html = readFileSync(resolve(import.meta.dirname, '../../index.html'), 'utf8')
  const root = /<div id="root">([\s\S]*?)<\/div>\s*<noscript>/.exec(html)?.[1] ?? ''

  it('is in index.html, inside #root, exactly as the loading screen draws it', () => {
    expect(root.replace(/>\s+</g, '><').trim()).toBe(renderToStaticMarkup(<BootHeader />))
  })

  it('is hidden from screen readers: the real header, with its links, follows', () => {
    expect(root).toMatch(/^\s*<div class="site-header" aria-hidden="true">/)
  })
})
