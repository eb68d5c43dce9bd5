const sheets = new Map<string, CSSStyleSheet>()
const adopted = new Map<string, WeakSet<Document | ShadowRoot>>()

/**
 * Puts a stylesheet into the document or shadow root that holds `node`, once per root and `key`,
 * the way the theme's adoptStyles does: a constructable sheet (allowed by a strict CSP), else a
 * `<style>` element.
 */
export function adoptSheet(node: Node, key: string, css: string): void {
  const root = node.getRootNode() as Document | ShadowRoot
  const done = adopted.get(key) ?? new WeakSet()
  adopted.set(key, done)
  if (done.has(root) || !('adoptedStyleSheets' in root || 'head' in root)) return
  done.add(root)
  try {
    if (typeof CSSStyleSheet !== 'undefined' && 'replaceSync' in CSSStyleSheet.prototype && 'adoptedStyleSheets' in root) {
      let sheet = sheets.get(key)
      if (!sheet) {
        sheet = new CSSStyleSheet()
        sheet.replaceSync(css)
        sheets.set(key, sheet)
      }
      root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet]
      return
    }
  } catch {
    // Fall through to a style element.
  }
  const doc = root.ownerDocument ?? (root as Document)
  const style = doc.createElement('style')
  style.dataset.parkade = key
  style.textContent = css
  ;(root instanceof ShadowRoot ? root : doc.head).appendChild(style)
}
