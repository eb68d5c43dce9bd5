import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it, vi } from 'vitest'
import { LOADER_FILE, LOADER_SNIPPET, LOADER_SRC_PLACEHOLDER, QUEUE_SNIPPET, loaderSnippet } from '../loader/snippet.ts'
import type { ParkadeFeature, ParkadeLoaderStub } from '../script/installParkade.ts'
import { installParkade } from '../script/installParkade.ts'
import { peekSharedClient } from '../shared/getSharedClient.ts'
import { API, offlineDefaults, probeA } from './helpers.tsx'

// Runs a snippet as a page's inline <script> would (tests only: the product never evaluates text).
function runSnippet(text: string) {
  new Function(text)()
}

const injected = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="parkade.js"]')]

describe('the loader snippet', () => {
  it('is a few hundred bytes, one line, with the URL in place of the placeholder', () => {
    expect(LOADER_SNIPPET.length).toBeLessThan(400)
    expect(LOADER_SNIPPET).not.toContain('\n')
    expect(LOADER_SNIPPET).toContain(`"${LOADER_SRC_PLACEHOLDER}"`)
    expect(loaderSnippet('https://cdn.test/parkade.js')).toBe(LOADER_SNIPPET.replace(LOADER_SRC_PLACEHOLDER, 'https://cdn.test/parkade.js'))
    // Safe inside an inline <script>: a URL cannot close it.
    expect(loaderSnippet('https://x.test/</script><script>alert(1)//')).not.toContain('</script>')
  })

  it('queues calls before parkade.js arrives and injects parkade.js once', () => {
    runSnippet(loaderSnippet('https://cdn.test/parkade.js'))
    runSnippet(loaderSnippet('https://cdn.test/parkade.js'))
    const stub = window.Parkade as ParkadeLoaderStub
    expect(typeof stub).toBe('function')
    const onLogin = vi.fn()
    stub('init', { apiBaseUrl: API })
    stub('on', 'login', onLogin)
    expect(Array.from(stub.q ?? [], (args) => Array.from(args))).toEqual([
      ['init', { apiBaseUrl: API }],
      ['on', 'login', onLogin],
    ])
    expect(injected().map((s) => [s.src, s.async])).toEqual([['https://cdn.test/parkade.js', true]])

    // parkade.js arrives: the queue runs, in order.
    offlineDefaults()
    installParkade({ elements: [probeA] })
    expect(window.Parkade).not.toBe(stub)
    expect(peekSharedClient()?.config.apiBaseUrl).toBe(API)
    peekSharedClient()?.stores.auth.getState().setSession('t')
    expect(onLogin).toHaveBeenCalledTimes(1)

    // The snippet again (another widget's copy): it neither wraps Parkade nor injects again.
    const real = window.Parkade
    runSnippet(loaderSnippet('https://cdn.test/parkade.js'))
    expect(window.Parkade).toBe(real)
    expect(injected()).toHaveLength(1)
    injected().forEach((s) => s.remove())
  })

  it('calls made after parkade.js arrived run at once', () => {
    runSnippet(loaderSnippet('https://cdn.test/parkade.js'))
    offlineDefaults()
    installParkade({ elements: [probeA] })
    document.body.innerHTML = '<div id="slot"></div>'
    ;(window.Parkade as (...args: unknown[]) => unknown)('init', { apiBaseUrl: API })
    const element = (window.Parkade as (...args: unknown[]) => HTMLElement)('mount', '#slot', 'probe-a' satisfies string as ParkadeFeature)
    expect(element.tagName).toBe('PARKADE-PROBE-A')
    injected().forEach((s) => s.remove())
  })

  it('as a file, loads the parkade.js next to itself', () => {
    const current = document.createElement('script')
    current.src = 'https://partner.test/static/parkade/loader.js?v=3'
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(current)
    runSnippet(LOADER_FILE)
    expect(injected().map((s) => s.src)).toEqual(['https://partner.test/static/parkade/parkade.js'])
    injected().forEach((s) => s.remove())
  })
})

describe('an init file under a strict CSP', () => {
  it('starts with the queue: its calls wait whichever of it and the loader runs first', () => {
    const current = document.createElement('script')
    current.src = 'https://partner.test/parkade/loader.js'
    vi.spyOn(document, 'currentScript', 'get').mockReturnValue(current)
    const onLogin = vi.fn()
    // An async loader that arrives after the init file.
    ;(window as unknown as { __onLogin: typeof onLogin }).__onLogin = onLogin
    runSnippet(`${QUEUE_SNIPPET}\nParkade('init', { apiBaseUrl: ${JSON.stringify(API)} })\nParkade('on', 'login', (payload) => window.__onLogin(payload))`)
    runSnippet(LOADER_FILE)
    expect(injected().map((s) => s.src)).toEqual(['https://partner.test/parkade/parkade.js'])
    offlineDefaults()
    installParkade({ elements: [probeA] })
    expect(peekSharedClient()?.config.apiBaseUrl).toBe(API)
    peekSharedClient()?.stores.auth.getState().setSession('t')
    expect(onLogin).toHaveBeenCalledTimes(1)

    // The loader (and parkade.js) first: the line changes nothing.
    const real = window.Parkade
    runSnippet(QUEUE_SNIPPET)
    expect(window.Parkade).toBe(real)
    expect(injected()).toHaveLength(1)
    injected().forEach((s) => s.remove())
  })
})

describe('the partner guide', () => {
  // A path built at run time: Vite rewrites a literal `new URL('…', import.meta.url)` into an asset URL.
  const guide = readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'README.md'), 'utf8')

  it('shows the loader snippet, the loader file and the init file’s first line exactly as the code ships them', () => {
    expect(guide).toContain(`<script>${loaderSnippet('https://cdn.example/parkade/parkade.js')}</script>`)
    expect(guide).toContain(`\n${LOADER_FILE}\n`)
    expect(guide).toContain(`\n${QUEUE_SNIPPET}\n`)
  })
})
