import { useTranslation } from '../sdk.ts'

export const MAIN_ID = 'main'

export function SkipLink() {
  const { t } = useTranslation()
  return (
    <a className="site-skip-link" href={`#${MAIN_ID}`}>
      {t('site.skipToContent')}
    </a>
  )
}
