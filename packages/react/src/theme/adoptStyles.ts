import { BASE_CSS } from './styles.ts'

const adopted = new WeakSet<Document | ShadowRoot>()
/** The CSS every root gets: the shared rules, then each component's as it first renders. */
const parts: string[] = [BASE_CSS]
let sheet: CSSStyleSheet | null = null
/** Where constructable sheets are missing: the `<style>` elements made, kept up to date. */
const styleElements: HTMLStyleElement[] = []

/**
 * Adds a component's own CSS to the stylesheet of every root, before the component first paints
 * (call it as it renders; later calls with the same text do nothing). Roots adopted already get it
 * too: they share one sheet.
 */
export function addStyles(css: string): void {
  if (parts.includes(css)) return
  parts.push(css)
  const text = parts.join('')
  if (sheet) sheet.replaceSync(text)
  for (const style of styleElements) style.textContent = text
}

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
  // A page rendered on a server carries the whole stylesheet in its head already.
  if ('head' in root && root.head?.querySelector('style[data-parkade]')) return
  try {
    if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in root) {
      if (!sheet) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(parts.join(''))
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    }
  } catch {
    // Fall through to a style element.
  }
  const doc = root.ownerDocument ?? (root as Document)
  const style = doc.createElement('style')
  style.dataset.parkade = ''
  style.textContent = parts.join('')
  styleElements.push(style)
  ;(root instanceof ShadowRoot ? root : doc.head).appendChild(style)
}
