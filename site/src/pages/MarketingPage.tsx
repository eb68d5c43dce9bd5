import { Link } from 'react-router'
import { useTranslation } from '../sdk.ts'
import { marketingCopy } from '../i18n/copy/marketingCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { PARTNER_SITE_URL, paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { ContentArticle } from './ContentArticle.tsx'
import { useClaimNumber } from './useClaimNumber.ts'

type Variant = 'businessAccounts' | 'carParkManagement' | 'evCharging' | 'rentOutEvCharger' | 'howItWorks'

/** Where each page's main call to action leads: space owners go to the external partner site (SPEC §1). */
const CTA: Record<Variant, { to: string } | { href: string }> = {
  businessAccounts: { to: paths.bookDemo },
  carParkManagement: { to: paths.bookDemo },
  evCharging: { to: paths.search },
  rentOutEvCharger: { href: PARTNER_SITE_URL },
  howItWorks: { to: paths.search },
}

/** Space owners and operators are also offered the partner site beside the main call to action. */
const OWNERS: ReadonlySet<Variant> = new Set(['carParkManagement', 'evCharging'])

/** `/business-accounts`, `/car-park-management`, `/electric-vehicle-charging`, `/rent-out-ev-charger`, `/how-parkade-works`. */
export default function MarketingPage({ variant }: { variant: Variant }) {
  const { t } = useTranslation()
  const copy = useSiteCopy(marketingCopy).marketing
  const number = useClaimNumber()
  const title = variant === 'howItWorks' ? t('pages.howItWorks', { product: t('site.name') }) : t(`pages.${variant}`)
  usePageMeta({ title, description: t(`marketing.${variant}.meta`, { number }) })
  const cta = CTA[variant]
  const label = copy[variant].cta
  return (
    <ContentArticle
      base={`marketing.${variant}`}
      copy={copy[variant]}
      title={title}
      values={{ number }}
      before={<p className="site-claim-band">{t('marketing.reach', { number })}</p>}
    >
      <p className="site-actions">
        {'href' in cta ? (
          <a className="site-button" href={cta.href}>
            {label}
          </a>
        ) : (
          <Link className="site-button" to={cta.to}>
            {label}
          </Link>
        )}
        {OWNERS.has(variant) ? (
          <a className="site-button site-button-secondary" href={PARTNER_SITE_URL}>
            {copy.partnerLink}
          </a>
        ) : null}
      </p>
    </ContentArticle>
  )
}
