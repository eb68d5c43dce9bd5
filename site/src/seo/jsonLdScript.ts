import type { JsonLd } from './jsonLd.ts'
import { scriptSafeJson } from './scriptSafeJson.ts'

/** The nodes as one `<script type="application/ld+json">` element, safe to write into the page's HTML. */
export function jsonLdScript(data: JsonLd | readonly JsonLd[]): string {
  return `<script type="application/ld+json">${scriptSafeJson(data)}</script>`
}
