import { Link } from 'react-router'
import { useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'

interface StatusPageContentProps {
  /** The document title and meta description. */
  meta: { title: string; description: string }
  heading: string
  body: string
  /** Where to go instead, before the way back home (e.g. a search for a park that does not exist). */
  action?: { to: string; label: string }
}

/** The layout of the status pages (404, 403): what happened, and the way back home. */
export function StatusPageContent({ meta, heading, body, action }: StatusPageContentProps) {
  const { t } = useTranslation()
  usePageMeta(meta)
  return (
    <div className="site-page site-status-page">
      <h1>{heading}</h1>
      <p>{body}</p>
      <p className="site-actions">
        {action ? (
          <Link className="site-button" to={action.to}>
            {action.label}
          </Link>
        ) : null}
        <Link className={action ? 'site-button site-button-secondary' : 'site-button'} to={paths.home}>
          {t('site.errors.backHome')}
        </Link>
      </p>
    </div>
  )
}
