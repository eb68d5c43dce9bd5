import { cspHashSource } from '../build/securityHeaders.ts'

const ENTITIES: Record<string, string> = { '&amp;': '&', '&quot;': '"', '&lt;': '<', '&gt;': '>', '&#39;': "'", '&#x27;': "'" }

/**
 * CSP hash sources for the `style="…"` attributes of rendered markup. The site's policy allows no
 * inline style, and the browser ignores a blocked attribute for good — hydrating does not set it
 * again — so each page allows exactly the attribute values it was rendered with ('unsafe-hashes').
 */
export function styleAttributeHashes(html: string): string[] {
  const values = new Set<string>()
  for (const [, value = ''] of html.matchAll(/\sstyle="([^"]*)"/g)) values.add(value.replace(/&(?:amp|quot|lt|gt|#39|#x27);/g, (entity) => ENTITIES[entity] ?? entity))
  return [...values].map(cspHashSource)
}

/** The policy with these style attribute hashes added to its `style-src`. */
export function withStyleAttributeHashes(policy: string, hashes: readonly string[]): string {
  return hashes.length === 0 ? policy : withStyleHashes(policy, ["'unsafe-hashes'", ...hashes])
}

/** The policy with these sources (hashes of `<style>` elements) added to its `style-src`. */
export function withStyleHashes(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy
  return policy.replace(/(^|;\s*)style-src ([^;]*)/, (_match, start: string, before: string) => `${start}style-src ${before} ${sources.join(' ')}`)
}
