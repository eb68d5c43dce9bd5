/**
 * Adds a classic script next to parkade.js: same nonce and CORS mode as parkade.js's own tag, so a
 * page whose CSP admits parkade.js admits its parts too. Settles when it has run, failed, or not
 * arrived within `timeoutMs`. `ordered` scripts are fetched side by side but run in the order
 * they were added.
 */
export function injectScript(doc: Document, src: string, from: HTMLScriptElement | null, ordered = false, timeoutMs = 0): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script')
    script.async = !ordered
    if (from?.nonce) script.nonce = from.nonce
    if (from?.crossOrigin) script.crossOrigin = from.crossOrigin
    script.src = src
    const timer = timeoutMs > 0 ? setTimeout(() => fail(`[parkade] ${src} did not arrive within ${timeoutMs / 1000} s`), timeoutMs) : null
    function fail(message: string) {
      if (timer) clearTimeout(timer)
      script.remove()
      reject(new Error(message))
    }
    script.onload = () => {
      if (timer) clearTimeout(timer)
      resolve()
    }
    script.onerror = () => fail(`[parkade] could not load ${src}`)
    doc.head.appendChild(script)
  })
}
