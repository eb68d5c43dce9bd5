import { useEffect, useMemo } from 'react'
import type { RefObject } from 'react'

/**
 * The href of a link that downloads `content`: a `data:` URL while rendering (valid before any
 * effect runs, and where Blob URLs are missing); once mounted, the link behind `ref` points at a
 * Blob URL, revoked when the content changes or the link goes away.
 */
export function useDownloadLink(ref: RefObject<HTMLAnchorElement | null>, content: string, type: string): string {
  const href = useMemo(() => `data:${type};charset=utf-8,${encodeURIComponent(content)}`, [content, type])
  useEffect(() => {
    const anchor = ref.current
    if (!anchor || typeof URL.createObjectURL !== 'function' || typeof Blob === 'undefined') return
    let objectUrl: string
    try {
      objectUrl = URL.createObjectURL(new Blob([content], { type: `${type};charset=utf-8` }))
    } catch {
      // Blob URLs refused (some embedded browsers): the data: URL stays.
      return
    }
    anchor.href = objectUrl
    return () => {
      URL.revokeObjectURL(objectUrl)
      anchor.href = href
    }
  }, [ref, content, type, href])
  return href
}
