import { afterEach, describe, expect, it, vi } from 'vitest'
import { SCRIPT_CHUNKS_GLOBAL, SCRIPT_CHUNK_TIMEOUT_MS, keepFirst, scriptChunks, setScriptChunkSource } from '../script/scriptChunks.ts'

/** The part scripts the registry has added to the page. */
const partTags = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src*="/parkade."]')]

/** Plays what the browser does with a part: it runs (registering its exports) and fires load, or fails. */
function settle(script: HTMLScriptElement, exports: Record<string, unknown> | 'error') {
  const name = /parkade\.([\w-]+)(?:\.[\w-]{8})?\.js$/.exec(script.src)![1]!
  if (exports === 'error') {
    script.dispatchEvent(new Event('error'))
    return
  }
  scriptChunks().c[name] = exports
  script.dispatchEvent(new Event('load'))
}

afterEach(() => {
  for (const script of document.head.querySelectorAll('script')) script.remove()
  delete (window as unknown as Record<string, unknown>)[SCRIPT_CHUNKS_GLOBAL]
  setScriptChunkSource(null)
})

describe('scriptChunks (parkade.js parts)', () => {
  it('is one registry per page, not enumerable among the page globals', () => {
    expect(scriptChunks()).toBe(scriptChunks())
    expect(Object.keys(window)).not.toContain(SCRIPT_CHUNKS_GLOBAL)
  })

  it('fetches a part next to parkade.js, with its nonce and CORS mode, once however often it is asked for', async () => {
    const own = document.createElement('script')
    own.src = 'https://cdn.partner.example/sdk/v1/parkade.js'
    own.nonce = 'n0nce'
    own.crossOrigin = 'anonymous'
    setScriptChunkSource(own)

    const first = scriptChunks().load('checkout')
    const second = scriptChunks().load('checkout')
    const [tag] = partTags()
    expect(partTags()).toHaveLength(1)
    expect(tag!.src).toBe('https://cdn.partner.example/sdk/v1/parkade.checkout.js')
    expect(tag!.nonce).toBe('n0nce')
    expect(tag!.crossOrigin).toBe('anonymous')

    const exports = { CheckoutAdapter: () => null }
    settle(tag!, exports)
    await expect(first).resolves.toBe(exports)
    await expect(second).resolves.toBe(exports)
    // Loaded: later requests are answered without another tag.
    await expect(scriptChunks().load('checkout')).resolves.toBe(exports)
    expect(partTags()).toHaveLength(1)
  })

  it('a part that fails to load rejects, leaves no tag behind, and is fetched again when asked again', async () => {
    const failed = scriptChunks().load('wallet')
    settle(partTags()[0]!, 'error')
    await expect(failed).rejects.toThrow(/could not load .*parkade\.wallet\.js/)
    expect(partTags()).toHaveLength(0)

    const retried = scriptChunks().load('wallet')
    expect(partTags()).toHaveLength(1)
    const exports = { WalletAdapter: () => null }
    settle(partTags()[0]!, exports)
    await expect(retried).resolves.toBe(exports)
  })

  it('a part’s texts in the page’s language are fetched with it, not once it has run; none before the language is known', async () => {
    const chunks = scriptChunks()
    chunks.t = { 'park-search': ['park', 'search'] }
    chunks.f = { 'park-search': 'aaaaaaaa', 'search-en': 'bbbbbbbb', 'search-fr': 'cccccccc', 'park-fr': 'dddddddd' }
    const names = () => partTags().map((tag) => tag.src.replace(/.*\/parkade\./, ''))

    // No client has said its language yet: the part alone (its texts come when it asks).
    void chunks.load('park-search')
    expect(names()).toEqual(['park-search.aaaaaaaa.js'])
    for (const tag of partTags()) tag.remove()
    delete (window as unknown as Record<string, unknown>)[SCRIPT_CHUNKS_GLOBAL]

    const french = scriptChunks()
    Object.assign(french, { t: chunks.t, f: chunks.f, l: 'fr' })
    const search = french.load('park-search')
    // French only, and only texts parts that exist (this build has no park-en: not asked for).
    expect(names().sort()).toEqual(['park-fr.dddddddd.js', 'park-search.aaaaaaaa.js', 'search-fr.cccccccc.js'])
    for (const tag of partTags()) settle(tag, {})
    await expect(search).resolves.toEqual({})
    // The part asking for its texts when it runs finds them there: no second tag.
    await expect(french.load('search-fr')).resolves.toEqual({})
    expect(partTags()).toHaveLength(3)
  })

  it('a part’s shared parts are added before it, all fetched at once and run in that order, each once', async () => {
    scriptChunks().d = { checkout: ['shared-b', 'shared-a'], 'park-detail': ['shared-b'], 'shared-b': ['shared-a'] }
    const checkout = scriptChunks().load('checkout')
    const detail = scriptChunks().load('park-detail')
    const tags = partTags()
    expect(tags.map((tag) => tag.src.replace(/.*\/parkade\./, ''))).toEqual(['shared-a.js', 'shared-b.js', 'checkout.js', 'park-detail.js'])
    // Not async: the browser runs them in the order they were added, whichever arrives first.
    expect(tags.every((tag) => !tag.async)).toBe(true)

    for (const tag of tags) settle(tag, {})
    await expect(checkout).resolves.toEqual({})
    await expect(detail).resolves.toEqual({})
  })

  it('a part whose shared part fails to load fails too, and Retry fetches what is missing', async () => {
    scriptChunks().d = { wallet: ['shared-a'] }
    const failed = scriptChunks().load('wallet')
    const [shared, wallet] = partTags()
    settle(shared!, 'error')
    settle(wallet!, 'error')
    await expect(failed).rejects.toThrow(/could not load .*parkade\.(shared-a|wallet)\.js/)

    const retried = scriptChunks().load('wallet')
    expect(partTags().map((tag) => tag.src.replace(/.*\/parkade\./, ''))).toEqual(['shared-a.js', 'wallet.js'])
    for (const tag of partTags()) settle(tag, { WalletAdapter: () => null })
    await expect(retried).resolves.toHaveProperty('WalletAdapter')
  })

  it('a part that ran but could not start is an error with its reason, not an empty element', async () => {
    const loading = scriptChunks().load('login')
    // What the part's own guard records when a module it reads is missing.
    const reason = new TypeError("Cannot read properties of undefined (reading 'useState')")
    scriptChunks().e.login = reason
    partTags()[0]!.dispatchEvent(new Event('load'))
    await expect(loading).rejects.toThrow(/parkade\.login\.js did not start/)
    await expect(loading).rejects.toHaveProperty('cause', reason)
  })

  it('a part is looked for under its content hash; one that reads no shared part does not wait behind others', () => {
    keepFirst(scriptChunks().f, { 'park-search': 'Ab12-_Cd', checkout: 'Zz99Yy88' })
    scriptChunks().d = { checkout: ['shared-1'] }
    void scriptChunks().load('park-search').catch(() => {})
    void scriptChunks().load('checkout').catch(() => {})
    const [search, shared, checkout] = partTags()
    expect(search!.src).toMatch(/\/parkade\.park-search\.Ab12-_Cd\.js$/)
    expect(search!.async).toBe(true)
    expect(shared!.src).toMatch(/\/parkade\.shared-1\.js$/)
    expect(checkout!.src).toMatch(/\/parkade\.checkout\.Zz99Yy88\.js$/)
    expect([shared!.async, checkout!.async]).toEqual([false, false])
  })

  it('a second parkade.js on the page leaves the first one’s modules in place', () => {
    const first = { useState: () => 'first' }
    keepFirst(scriptChunks().m, { m1: first })
    keepFirst(scriptChunks().m, { m1: { useState: () => 'second' }, m2: { other: 1 } })
    expect(scriptChunks().m).toEqual({ m1: first, m2: { other: 1 } })
  })

  it('a part that does not arrive in time is reported as failed', async () => {
    vi.useFakeTimers()
    try {
      const loading = scriptChunks().load('wallet')
      const failed = expect(loading).rejects.toThrow(/parkade\.wallet\.js did not arrive within 30 s/)
      vi.advanceTimersByTime(SCRIPT_CHUNK_TIMEOUT_MS)
      await failed
      expect(partTags()).toHaveLength(0)
    } finally {
      vi.useRealTimers()
    }
  })

  it('without parkade.js’s tag (a bundler, a test), parts are looked for next to the page', () => {
    void scriptChunks().load('park-search').catch(() => {})
    expect(partTags()[0]!.src).toBe(new URL('parkade.park-search.js', document.baseURI).href)
  })
})
