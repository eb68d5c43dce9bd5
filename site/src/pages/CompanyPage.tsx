import { Link } from 'react-router'
import { useTranslation } from '../sdk.ts'
import { companyCopy } from '../i18n/copy/companyCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { ContentArticle } from './ContentArticle.tsx'
import { useClaimNumber } from './useClaimNumber.ts'

const TITLES = { about: 'pages.about', careers: 'pages.careers', affiliates: 'pages.affiliates', mediaCoverage: 'pages.mediaCoverage' } as const

/** `/about`, `/careers`, `/affiliates`, `/media-coverage`: who we are, and how to work with us. */
export default function CompanyPage({ variant }: { variant: keyof typeof TITLES }) {
  const { t } = useTranslation()
  const copy = useSiteCopy(companyCopy).company
  const number = useClaimNumber()
  const title = t(TITLES[variant])
  usePageMeta({ title, description: t(`company.${variant}.meta`, { number }) })

  let extra
  if (variant === 'careers') {
    extra = (
      <section>
        <h2>{copy.careers.openings}</h2>
        <ul>
          {copy.careers.roles.map((role) => (
            <li key={role}>{role}</li>
          ))}
        </ul>
        <p>
          <Link to={paths.help}>{copy.careers.apply}</Link>
        </p>
      </section>
    )
  } else if (variant === 'affiliates') {
    extra = (
      <p className="site-actions">
        <Link className="site-button" to={paths.bookDemo}>
          {copy.affiliates.join}
        </Link>
      </p>
    )
  } else if (variant === 'mediaCoverage') {
    extra = (
      <p>
        <Link to={paths.help}>{copy.mediaCoverage.pressContact}</Link>
      </p>
    )
  } else {
    extra = <p className="site-claim-band">{t('site.home.locationsClaim', { number })}</p>
  }

  return (
    <ContentArticle base={`company.${variant}`} copy={copy[variant]} title={title} values={{ number }}>
      {extra}
    </ContentArticle>
  )
}
