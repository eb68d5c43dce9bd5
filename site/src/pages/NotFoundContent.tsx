import { usePageStatus } from '../app/usePageStatus.ts'
import { useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { StatusPageContent } from './StatusPageContent.tsx'

/**
 * SPEC §8 template text '404 Page Not Found!': unknown routes, and a park or page the API does not
 * know. For a park it says the park does not exist and offers a search instead.
 */
export function NotFoundContent({ what = 'page' }: { what?: 'page' | 'park' }) {
  const { t } = useTranslation()
  usePageStatus(404)
  return (
    <StatusPageContent
      meta={{ title: t('pages.notFound'), description: t('site.meta.notFound') }}
      heading={t('errors.pages.notFound')}
      body={what === 'park' ? t('site.errors.parkNotFoundBody') : t('site.errors.notFoundBody')}
      {...(what === 'park' ? { action: { to: paths.parksList, label: t('site.errors.findParking') } } : {})}
    />
  )
}
