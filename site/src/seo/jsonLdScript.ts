import type { JsonLd } from './jsonLd.ts'

// In a <script>, the HTML parser ends the element at `</script` and treats `<!--` specially; JSON
// escapes for <, > and & keep any text (a park named "</script><script>…") inside the data. U+2028
// and U+2029 are escaped too, for readers that take the block as JavaScript.
const UNSAFE: Readonly<Record<string, string>> = { '<': '\\u003c', '>': '\\u003e', '&': '\\u0026', '\u2028': '\\u2028', '\u2029': '\\u2029' }

/** The nodes as one `<script type="application/ld+json">` element, safe to write into the page's HTML. */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  const json = JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (c) => UNSAFE[c]!)
  return `<script type="application/ld+json">${json}</script>`
}
