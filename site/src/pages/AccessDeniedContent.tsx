import { useTranslation } from '../sdk.ts'
import { StatusPageContent } from './StatusPageContent.tsx'

/** SPEC §8 template text '403 Access Denied!': where the API refuses this driver the page. */
export function AccessDeniedContent() {
  const { t } = useTranslation()
  return (
    <StatusPageContent
      meta={{ title: t('pages.accessDenied'), description: t('site.meta.accessDenied') }}
      heading={t('errors.pages.accessDenied')}
      body={t('site.errors.accessDeniedBody')}
    />
  )
}
