import DOMPurify from 'dompurify'
import { marked } from 'marked'

// Links leave the site without handing it over (window.opener) or the page address.
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')?.match(/^https?:/)) {
    node.setAttribute('target', '_blank')
    node.setAttribute('rel', 'noopener noreferrer')
  }
})

/**
 * A post's body (Markdown, which may carry raw HTML) as HTML that is safe to insert: scripts,
 * event handlers, javascript: links, frames, forms and inline styles are removed.
 */
export function renderPostHtml(markdown: string): string {
  const html = marked.parse(markdown, { async: false, gfm: true })
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  })
}
