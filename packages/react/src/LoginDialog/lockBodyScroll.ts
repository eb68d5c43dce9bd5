// One lock for every open dialog: the first saves <body>'s own `overflow`, the last puts it back.
let locks = 0
let saved: { value: string; priority: string; hadStyle: boolean } | null = null

/**
 * Stops the page behind a modal from scrolling. The returned function releases this lock (once);
 * when the last lock goes, <body> gets back exactly the inline `overflow` it had, and a `style`
 * attribute we created is removed, so nothing is left on the host's <body>.
 */
export function lockBodyScroll(body: HTMLElement = document.body): () => void {
  if (locks === 0) {
    saved = {
      value: body.style.getPropertyValue('overflow'),
      priority: body.style.getPropertyPriority('overflow'),
      hadStyle: body.hasAttribute('style'),
    }
    body.style.setProperty('overflow', 'hidden')
  }
  locks += 1
  let released = false
  return () => {
    if (released) return
    released = true
    locks -= 1
    if (locks > 0 || !saved) return
    if (saved.value) body.style.setProperty('overflow', saved.value, saved.priority)
    else body.style.removeProperty('overflow')
    if (!saved.hadStyle && body.getAttribute('style') === '') body.removeAttribute('style')
    saved = null
  }
}
