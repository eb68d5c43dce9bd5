import DOMPurify from 'dompurify'
import type { DOMPurify as Purifier } from 'dompurify'
import { marked } from 'marked'

// Outside a browser DOMPurify has no methods but `isSupported` (false) until given a window.
let purifier: Purifier = DOMPurify.isSupported ? configured(DOMPurify) : DOMPurify

function configured(instance: Purifier): Purifier {
  // Links leave the site without handing it over (window.opener) or the page address.
  instance.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/)) {
      node.setAttribute('target', '_blank')
      node.setAttribute('rel', 'noopener noreferrer')
    }
  })
  return instance
}

/** Where there is no browser (the server's render): the sanitiser over a window of its own (jsdom). */
export function setPostPurifier(instance: Purifier): void {
  purifier = configured(instance)
}

/**
 * A post's body (Markdown, which may carry raw HTML) as HTML that is safe to insert: scripts,
 * event handlers, javascript: links, frames, forms and inline styles are removed.
 */
export function renderPostHtml(markdown: string): string {
  // Without a DOM, DOMPurify would hand the markup back as it came: never that.
  if (!purifier.isSupported) throw new Error('No DOM to sanitise the post with: setPostPurifier() first')
  const html = marked.parse(markdown, { async: false, gfm: true })
  return purifier.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  })
}
