import { useEffect } from 'react'
import { useTranslation } from '../sdk.ts'
import { documentTitle } from '../seo/documentTitle.ts'

export interface PageMeta {
  /** The page's title, already translated; the home page passes null for the site's own. */
  title: string | null
  description: string
}

/** The title and meta description of a route (SPEC §2 routes), in the current language. */
export function usePageMeta({ title, description }: PageMeta): void {
  const { t } = useTranslation()
  useEffect(() => {
    // The same title the server writes (seo/pageHead), so hydration changes nothing.
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
