/**
 * Adds a classic script next to parkade.js: same nonce and CORS mode as parkade.js's own tag, so a
 * page whose CSP admits parkade.js admits its parts too. Settles when it has run or failed.
 * `ordered` scripts are fetched side by side but run in the order they were added.
 */
export function injectScript(doc: Document, src: string, from: HTMLScriptElement | null, ordered = false): Promise<void> {
  return new Promise((resolve, reject) => {
    const script = doc.createElement('script')
    script.async = !ordered
    if (from?.nonce) script.nonce = from.nonce
    if (from?.crossOrigin) script.crossOrigin = from.crossOrigin
    script.src = src
    script.onload = () => resolve()
    script.onerror = () => {
      script.remove()
      reject(new Error(`[parkade] could not load ${src}`))
    }
    doc.head.appendChild(script)
  })
}
