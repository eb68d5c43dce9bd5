import { Link } from 'react-router'
import { useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'

/** SPEC §8 template text '403 Access Denied!': where the API refuses this driver the page. */
export function AccessDeniedContent() {
  const { t } = useTranslation()
  usePageMeta({ title: t('pages.accessDenied'), description: t('site.meta.accessDenied') })
  return (
    <div className="site-page site-status-page">
      <h1>{t('errors.pages.accessDenied')}</h1>
      <p>{t('site.errors.accessDeniedBody')}</p>
      <p>
        <Link className="site-button" to={paths.home}>
          {t('site.errors.backHome')}
        </Link>
      </p>
    </div>
  )
}
