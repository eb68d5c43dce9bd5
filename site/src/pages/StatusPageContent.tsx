import { Link } from 'react-router'
import { useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'

interface StatusPageContentProps {
  /** The document title and meta description. */
  meta: { title: string; description: string }
  heading: string
  body: string
}

/** The layout of the status pages (404, 403): what happened, and the way back home. */
export function StatusPageContent({ meta, heading, body }: StatusPageContentProps) {
  const { t } = useTranslation()
  usePageMeta(meta)
  return (
    <div className="site-page site-status-page">
      <h1>{heading}</h1>
      <p>{body}</p>
      <p>
        <Link className="site-button" to={paths.home}>
          {t('site.errors.backHome')}
        </Link>
      </p>
    </div>
  )
}
