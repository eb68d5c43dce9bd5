import { useEffect } from 'react'
import { useRenderState } from '../app/RenderContext.ts'
import { useTranslation } from '../sdk.ts'
import { documentTitle } from '../seo/documentTitle.ts'

export interface PageMeta {
  /** The page's title, already translated; the home page passes null for the site's own. */
  title: string | null
  description: string
}

/**
 * The title and meta description of a route (SPEC §2 routes), in the current language. On the
 * server they go into the HTML's head (entry-server.tsx); in the browser, into the document —
 * the same title either way, so hydration changes nothing.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  const { t } = useTranslation()
  const render = useRenderState()
  if (render?.server) render.setMeta({ title: documentTitle(t, title), description })
  useEffect(() => {
    document.title = documentTitle(t, title)
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.appendChild(meta)
    }
    meta.content = description
  }, [title, description, t])
}
