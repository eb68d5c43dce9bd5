import { useTranslation } from '../sdk.ts'
import { StatusPageContent } from './StatusPageContent.tsx'

/** SPEC §8 template text '404 Page Not Found!': unknown routes, and a park or page the API does not know. */
export function NotFoundContent() {
  const { t } = useTranslation()
  return (
    <StatusPageContent
      meta={{ title: t('pages.notFound'), description: t('site.meta.notFound') }}
      heading={t('errors.pages.notFound')}
      body={t('site.errors.notFoundBody')}
    />
  )
}
