import { escapeHtml } from './escapeHtml.ts'
import type { HeadTag } from './headTag.ts'

/** The tags as HTML for the server's <head>, one a line, every text and attribute escaped. */
export function renderHeadTags(tags: readonly HeadTag[]): string {
  return tags
    .map((tag) => {
      if (tag.tag === 'title') return `<title>${escapeHtml(tag.text)}</title>`
      if (tag.tag === 'link') {
        const hreflang = tag.hreflang ? ` hreflang="${escapeHtml(tag.hreflang)}"` : ''
        return `<link rel="${tag.rel}"${hreflang} href="${escapeHtml(tag.href)}">`
      }
      const key = 'property' in tag ? `property="${escapeHtml(tag.property)}"` : `name="${escapeHtml(tag.name)}"`
      return `<meta ${key} content="${escapeHtml(tag.content)}">`
    })
    .join('\n')
}
