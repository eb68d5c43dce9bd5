/**
 * The element a `target` attribute names (a CSS selector), looked up in the host's own tree
 * first and then in the document, so it works inside a partner's shadow DOM too.
 */
export function findTarget(host: HTMLElement, selector: string | undefined): HTMLElement | null {
  if (!selector) return null
  try {
    const root = host.getRootNode() as Document | ShadowRoot
    return (root.querySelector<HTMLElement>(selector) ?? host.ownerDocument.querySelector<HTMLElement>(selector)) || null
  } catch {
    // Not a valid selector: nothing to hand on to.
    return null
  }
}
