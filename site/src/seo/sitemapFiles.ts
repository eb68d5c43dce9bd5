import { sitemapIndexXml } from './sitemapIndexXml.ts'
import { SITEMAP_MAX_URLS } from './sitemapUrl.ts'
import type { SitemapUrl } from './sitemapUrl.ts'
import { sitemapXml } from './sitemapXml.ts'

export interface SitemapFiles {
  /** What /sitemap.xml answers: the one file when every URL fits in it, else the index of the files. */
  root: string
  /** The files an index names, in order (file i at fileUrl(i)); empty when `root` is the one file. */
  files: string[]
}

/**
 * The sitemap of these URLs: one file up to 50,000 of them, past that files of at most `perFile`
 * and an index naming them at `fileUrl(0)`, `fileUrl(1)`… The newest lastmod of a file is its own.
 */
export function sitemapFiles(urls: readonly SitemapUrl[], fileUrl: (index: number) => string, perFile: number = SITEMAP_MAX_URLS): SitemapFiles {
  if (urls.length <= SITEMAP_MAX_URLS) return { root: sitemapXml(urls), files: [] }
  const size = Math.max(1, Math.min(perFile, SITEMAP_MAX_URLS))
  const chunks: SitemapUrl[][] = []
  for (let start = 0; start < urls.length; start += size) chunks.push(urls.slice(start, start + size))
  const newest = (chunk: readonly SitemapUrl[]) => chunk.reduce<string | null>((max, url) => (url.lastmod && (!max || Date.parse(url.lastmod) > Date.parse(max)) ? url.lastmod : max), null)
  return {
    root: sitemapIndexXml(chunks.map((chunk, index) => ({ loc: fileUrl(index), lastmod: newest(chunk) }))),
    files: chunks.map((chunk) => sitemapXml(chunk)),
  }
}
