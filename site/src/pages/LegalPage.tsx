import { useTranslation } from '../sdk.ts'
import { legalCopy } from '../i18n/copy/legalCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { ContentArticle } from './ContentArticle.tsx'

const TITLES = { cancellation: 'pages.cancellationPolicy', privacy: 'pages.privacyPolicy', terms: 'pages.terms' } as const

/** `/cancellation-policy`, `/privacy-policy`, `/terms`: what the product does with bookings, money and data. */
export default function LegalPage({ variant }: { variant: keyof typeof TITLES }) {
  const { t } = useTranslation()
  const copy = useSiteCopy(legalCopy).legal
  const title = t(TITLES[variant])
  usePageMeta({ title, description: copy[variant].meta })
  return <ContentArticle base={`legal.${variant}`} copy={copy[variant]} title={title} before={<p className="site-hint">{copy.updated}</p>} />
}
