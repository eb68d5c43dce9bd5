import { useEffect } from 'react'
import { useRenderState } from '../app/RenderContext.ts'
import { useTranslation } from '../sdk.ts'

export interface PageMeta {
  /** The page's title, already translated; the home page passes null for the site's own. */
  title: string | null
  description: string
}

/** The document title of a page: its own title and the site's name, or the site's name and slogan. */
export function documentTitle(title: string | null, site: string, slogan: string): string {
  return title ? `${title} · ${site}` : `${site} · ${slogan}`
}

/**
 * The title and meta description of a route (SPEC §2 routes), in the current language. On the
 * server they go into the HTML's head (entry-server.tsx); in the browser, into the document.
 */
export function usePageMeta({ title, description }: PageMeta): void {
  const { t } = useTranslation()
  const site = t('site.name')
  const render = useRenderState()
  if (render?.server) render.setMeta({ title: documentTitle(title, site, t('site.home.title')), description })
  useEffect(() => {
    document.title = documentTitle(title, site, t('site.home.title'))
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
    if (!meta) {
      meta = document.createElement('meta')
      meta.name = 'description'
      document.head.appendChild(meta)
    }
    meta.content = description
  }, [title, description, site, t])
}
