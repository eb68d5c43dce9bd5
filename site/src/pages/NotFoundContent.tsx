import { Link } from 'react-router'
import { useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'

/** SPEC §8 template text '404 Page Not Found!': unknown routes, and a park or page the API does not know. */
export function NotFoundContent() {
  const { t } = useTranslation()
  usePageMeta({ title: t('pages.notFound'), description: t('site.meta.notFound') })
  return (
    <div className="site-page site-status-page">
      <h1>{t('errors.pages.notFound')}</h1>
      <p>{t('site.errors.notFoundBody')}</p>
      <p>
        <Link className="site-button" to={paths.home}>
          {t('site.errors.backHome')}
        </Link>
      </p>
    </div>
  )
}
