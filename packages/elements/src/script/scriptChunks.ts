import { injectScript } from './injectScript.ts'

/**
 * parkade.js carries the runtime every element needs (Preact, the client; core's texts are
 * parkade-<lang>.js); each element's own code is a part next to it, fetched the first time that element
 * appears, with the shared parts holding code it has in common with other parts, and its texts in
 * the page's language. A part is a classic
 * script that takes the modules it does not hold from, and hands its exports to, this one
 * page-wide registry (the build writes both sides: build/splitScriptBundle.ts).
 */
export const SCRIPT_CHUNKS_GLOBAL = '__parkadeScript'

/** A part that has not arrived by then is reported as failed (its element offers Retry). */
export const SCRIPT_CHUNK_TIMEOUT_MS = 30_000

export interface ScriptChunks {
  /** The modules parts read, by the build's key. */
  m: Record<string, unknown>
  /** Each part's exports, by name, once it has run. */
  c: Record<string, unknown>
  /** The parts each part reads from (shared parts, or the part that fetches it and hands it code), which must have run before it. */
  d: Record<string, string[]>
  /** Each part's content hash: its file, next to parkade.js, is `parkade.<name>.<hash>.js`. */
  f: Record<string, string>
  /** Why a part that ran could not start (a shared part it reads did not load). */
  e: Record<string, unknown>
  /**
   * The features whose texts each part shows (`search` for `parkade.search-en.js`, `-fr`…): they
   * are fetched with the part, in `l`, rather than after it has run and asked for them.
   */
  t: Record<string, string[]>
  /** The page's language, once its client has one: which texts parts come with a part. */
  l?: string
  /** The part's exports once it has run; a failed load can be tried again. */
  load(name: string): Promise<unknown>
}

let source: HTMLScriptElement | null = null

/** parkade.js's own tag: the parts are next to it and share its nonce. */
export function setScriptChunkSource(script: HTMLScriptElement | null): void {
  source = script
}

/**
 * Adds entries not there yet: a second parkade.js on the page (a pasted tag beside the loader)
 * leaves the first one's modules in place, since the first one's elements are the page's.
 */
export function keepFirst(into: Record<string, unknown>, entries: Record<string, unknown>): void {
  for (const [key, value] of Object.entries(entries)) if (!(key in into)) into[key] = value
}

/** The page's registry, made on first use (not enumerable: a page's globals stay as they were). */
export function scriptChunks(win: Window = window): ScriptChunks {
  const holder = win as unknown as Record<string, ScriptChunks | undefined>
  const existing = holder[SCRIPT_CHUNKS_GLOBAL]
  // A registry an older parkade.js made has no texts of parts yet.
  if (existing) {
    existing.t ??= {}
    return existing
  }
  const pending = new Map<string, Promise<unknown>>()

  const load = (name: string, ordered: boolean): Promise<unknown> => {
    if (name in chunks.c) return Promise.resolve(chunks.c[name])
    const known = pending.get(name)
    if (known) return known
    // The parts it reads from are added first, in order, so all are fetched at once and run in
    // that order (a part that fetched it has run already); a part that reads from none need not
    // wait behind any other.
    const dependencies = chunks.d[name] ?? []
    const needs = dependencies.map((dependency) => load(dependency, true))
    // Its texts in the page's language, at the same time (its shared parts' come with them,
    // above): the part asks for them when it runs.
    for (const feature of chunks.l ? (chunks.t[name] ?? []) : []) {
      const texts = `${feature}-${chunks.l}`
      // One that fails is asked for again by the part when it runs, which handles the failure.
      if (texts in chunks.f) load(texts, false).catch(() => {})
    }
    const file = chunks.f[name] ? `parkade.${name}.${chunks.f[name]}.js` : `parkade.${name}.js`
    const src = new URL(file, source?.src || win.document.baseURI).href
    const loading = Promise.all([...needs, injectScript(win.document, src, source, ordered || dependencies.length > 0, SCRIPT_CHUNK_TIMEOUT_MS)]).then(() => {
      pending.delete(name)
      if (!(name in chunks.c)) throw new Error(`[parkade] ${src} did not start`, { cause: chunks.e[name] })
      return chunks.c[name]
    })
    loading.catch(() => pending.delete(name))
    pending.set(name, loading)
    return loading
  }

  const chunks: ScriptChunks = { m: {}, c: {}, d: {}, f: {}, e: {}, t: {}, load: (name) => load(name, false) }
  Object.defineProperty(win, SCRIPT_CHUNKS_GLOBAL, { value: chunks, writable: true, configurable: true, enumerable: false })
  return chunks
}
