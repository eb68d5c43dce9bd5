/** What goes into the built index.html for one rendered page. */
export interface PageParts {
  language: string
  /** Tags for `<head>`: title, description and the page's other metadata, already escaped. */
  head: string
  /** The markup of `#root`. */
  body: string
  /** JSON the browser reads back to hydrate (already made safe for a `<script>` element). */
  state: string
}

const ROOT_OPEN = '<div id="root">'

/**
 * The built page split where each rendered page differs: the language, the head's title and
 * description, and the content of `#root` (the build's header frame, replaced by the page).
 * Everything else — the inline scripts and style the security headers name by hash, the
 * preloads — stays byte for byte.
 */
export function createPageTemplate(indexHtml: string): (parts: PageParts) => string {
  const rootStart = indexHtml.indexOf(ROOT_OPEN)
  const rootEnd = indexHtml.indexOf('<noscript>', rootStart)
  if (rootStart < 0 || rootEnd < 0) throw new Error('index.html has no <div id="root"> followed by <noscript>')
  const before = indexHtml
    .slice(0, rootStart)
    .replace(/<html lang="[^"]*"/, '<html lang="%LANG%"')
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta name="description"[^>]*>\s*/, '')
    .replace('</head>', '%HEAD%</head>')
  const [headStart = '', headEnd = ''] = before.split('%HEAD%')
  const after = indexHtml.slice(rootEnd)
  return ({ language, head, body, state }) =>
    `${headStart.replace('%LANG%', language)}${head}${headEnd}${ROOT_OPEN}${body}</div><script type="application/json" id="parkade-render">${state}</script>${after}`
}
