import { injectScript } from './injectScript.ts'

/**
 * parkade.js carries the runtime every element needs (Preact, the client, the English strings);
 * each element's own code is a part, `parkade.<name>.js` next to it, fetched the first time that
 * element appears, with the shared parts holding code it has in common with other parts. A part
 * is a classic script that takes the modules it does not hold from, and hands its exports to,
 * this one page-wide registry (the build writes both sides: build/splitScriptBundle.ts).
 */
export const SCRIPT_CHUNKS_GLOBAL = '__parkadeScript'

export interface ScriptChunks {
  /** The runtime's modules the parts import, by the build's key. */
  m: Record<string, unknown>
  /** Each loaded part's exports, by name. */
  c: Record<string, unknown>
  /** The shared parts each part reads from, which must have run before it. */
  d: Record<string, string[]>
  /** The part's exports once it has run; a failed load can be tried again. */
  load(name: string): Promise<unknown>
}

let source: HTMLScriptElement | null = null

/** parkade.js's own tag: the parts are next to it and share its nonce. */
export function setScriptChunkSource(script: HTMLScriptElement | null): void {
  source = script
}

/** The page's registry, made on first use (not enumerable: a page's globals stay as they were). */
export function scriptChunks(win: Window = window): ScriptChunks {
  const holder = win as unknown as Record<string, ScriptChunks | undefined>
  const existing = holder[SCRIPT_CHUNKS_GLOBAL]
  if (existing) return existing
  const pending = new Map<string, Promise<unknown>>()
  const chunks: ScriptChunks = {
    m: {},
    c: {},
    d: {},
    load(name) {
      if (name in chunks.c) return Promise.resolve(chunks.c[name])
      const known = pending.get(name)
      if (known) return known
      // Its shared parts are added first, so all are fetched at once and run in that order.
      const needs = (chunks.d[name] ?? []).map((dependency) => chunks.load(dependency))
      const src = new URL(`parkade.${name}.js`, source?.src || win.document.baseURI).href
      const loading = Promise.all([...needs, injectScript(win.document, src, source, true)]).then(() => {
        pending.delete(name)
        if (!(name in chunks.c)) throw new Error(`[parkade] ${src} did not register '${name}'`)
        return chunks.c[name]
      })
      loading.catch(() => pending.delete(name))
      pending.set(name, loading)
      return loading
    },
  }
  Object.defineProperty(win, SCRIPT_CHUNKS_GLOBAL, { value: chunks, writable: true, configurable: true, enumerable: false })
  return chunks
}
