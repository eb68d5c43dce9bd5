import { PARKADE_CSS } from './styles.ts'

const adopted = new WeakSet<Document | ShadowRoot>()
let sheet: CSSStyleSheet | null = null

/**
 * Puts Parkade's stylesheet into the document or shadow root that holds `node`, once per root.
 * A constructable stylesheet needs no `<style>` element, so a strict CSP (`style-src 'self'`)
 * allows it; where constructable sheets are missing (old browsers, jsdom) a `<style>` is used.
 * A document whose head has a `<style data-parkade>` (a server put it there) is left as it is.
 */
export function adoptStyles(node: Node): void {
  const root = node.getRootNode() as Document | ShadowRoot
  if (adopted.has(root) || !('adoptedStyleSheets' in root || 'head' in root)) return
  adopted.add(root)
  // A page rendered on a server carries the stylesheet in its head already.
  if ('head' in root && root.head?.querySelector('style[data-parkade]')) return
  try {
    if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in root) {
      sheet ??= new CSSStyleSheet()
      if (sheet.cssRules.length === 0) sheet.replaceSync(PARKADE_CSS)
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    }
  } catch {
    // Fall through to a style element.
  }
  const doc = root.ownerDocument ?? (root as Document)
  const style = doc.createElement('style')
  style.dataset.parkade = ''
  style.textContent = PARKADE_CSS
  ;(root instanceof ShadowRoot ? root : doc.head).appendChild(style)
}
