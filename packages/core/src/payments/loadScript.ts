import { RESOURCE_CHECK_GIVE_UP_MS } from '../constants.ts'
import { PAYMENT_SCRIPT_LOAD_FAILED } from './paymentErrors.ts'

/** The parts of a script element loadScript touches; a real HTMLScriptElement fits. */
export interface ScriptElement {
  src: string
  async: boolean
  onload: ((this: never, event: never) => unknown) | null
  onerror: ((this: never, event: never) => unknown) | null
  remove(): void
}

/** The parts of a document loadScript touches; the real `document` fits, and so does a fake. */
export interface ScriptDocument {
  createElement(tagName: 'script'): ScriptElement
  // `never`, so both the DOM's generic appendChild<T extends Node> and a fake's signature fit.
  head: { appendChild(node: never): unknown } | null
}

export interface LoadScriptOptions {
  /** Default: `globalThis.document`, looked up at call time. */
  document?: ScriptDocument
  /**
   * Give up after this long; 0 waits forever. The spec sets no figure, so the default is as
   * long as the app's resource check waits before it gives up (SPEC §4, 15 s).
   */
  timeoutMs?: number
}

// One promise per document and URL, so a provider script is injected once however many
// widgets ask for it. Failed loads are forgotten, so a later call can retry.
const loads = new WeakMap<ScriptDocument, Map<string, Promise<void>>>()

/** Injects `<script src=url async>` once; rejects with Error('Failed to load payment script') on error or timeout. */
export function loadScript(url: string, options: LoadScriptOptions = {}): Promise<void> {
  const doc = options.document ?? lookupDocument()
  const head = doc?.head
  if (!doc || !head) {
    return Promise.reject(new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause: { url, reason: 'no document' } }))
  }
  let byUrl = loads.get(doc)
  if (!byUrl) {
    byUrl = new Map()
    loads.set(doc, byUrl)
  }
  const cached = byUrl.get(url)
  if (cached) return cached

  const timeoutMs = options.timeoutMs ?? RESOURCE_CHECK_GIVE_UP_MS
  const urls = byUrl
  const promise = new Promise<void>((resolve, reject) => {
    const script = doc.createElement('script')
    let timer: ReturnType<typeof setTimeout> | undefined

    const settle = () => {
      if (timer !== undefined) clearTimeout(timer)
      script.onload = null
      script.onerror = null
    }
    const fail = (reason: 'error' | 'timeout') => {
      settle()
      script.remove()
      urls.delete(url)
      reject(new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause: { url, reason } }))
    }

    script.onload = () => {
      settle()
      resolve()
    }
    script.onerror = () => fail('error')
    script.async = true
    script.src = url
    if (timeoutMs > 0 && Number.isFinite(timeoutMs)) timer = setTimeout(() => fail('timeout'), timeoutMs)
    head.appendChild(script as never)
  })
  urls.set(url, promise)
  return promise
}

function lookupDocument(): ScriptDocument | undefined {
  return (globalThis as { document?: ScriptDocument }).document
}
