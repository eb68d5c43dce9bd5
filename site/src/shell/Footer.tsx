import { Link } from 'react-router'
import { VEHICLE_DOCS_COUNTRY_CODE, useParkadeStore, useTranslation } from '../sdk.ts'
import { PARTNER_SITE_URL, paths } from '../routing/paths.ts'
import { APP_STORE_LINKS } from './appStoreLinks.ts'
import { socialLinksFor } from './socialLinks.ts'

type FooterLink = { to: string; label: string } | { href: string; label: string }
interface FooterColumn {
  title: string
  links: FooterLink[]
}

/**
 * SPEC §2 footer: information, services and help links, the selected country's social links
 * (SPEC §9 sets), app store links, copyright and legal links.
 */
export function Footer() {
  const { t } = useTranslation()
  const countryCode = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  const year = new Date().getFullYear()

  const columns: FooterColumn[] = [
    {
      title: t('footer.information'),
      links: [
        { to: paths.about, label: t('pages.about') },
        { to: paths.careers, label: t('pages.careers') },
        { to: paths.mediaCoverage, label: t('pages.mediaCoverage') },
        { to: paths.affiliates, label: t('pages.affiliates') },
        { to: paths.blog, label: t('pages.blog') },
      ],
    },
    {
      title: t('footer.services'),
      links: [
        { to: paths.airportParking, label: t('pages.airportParking') },
        { to: paths.cityParking, label: t('pages.cityParking') },
        { to: paths.stadiumParking, label: t('pages.stadiumParking') },
        { to: paths.stationParking, label: t('pages.stationParking') },
        { to: paths.businessAccounts, label: t('pages.businessAccounts') },
        { to: paths.evCharging, label: t('pages.evCharging') },
        { to: paths.carParkManagement, label: t('pages.carParkManagement') },
        { to: paths.subscriptionPlans, label: t('pages.subscriptionPlans') },
        ...(countryCode === VEHICLE_DOCS_COUNTRY_CODE ? [{ to: paths.vehicleDocsRenewal, label: t('nav.vehicleDocsRenewal') }] : []),
      ],
    },
    {
      title: t('footer.help'),
      links: [
        { to: paths.help, label: t('pages.help') },
        { to: paths.howItWorks, label: t('pages.howItWorks', { product: t('site.name') }) },
        { to: paths.bookDemo, label: t('pages.bookDemo') },
        { to: paths.cancellationPolicy, label: t('pages.cancellationPolicy') },
        { href: PARTNER_SITE_URL, label: t('nav.listYourSpace') },
      ],
    },
  ]

  return (
    <footer className="site-footer">
      <div className="site-footer-inner">
        <nav aria-label={t('footer.label')} className="site-footer-columns">
          {columns.map((column) => (
            <section key={column.title}>
              <h2>{column.title}</h2>
              <ul>
                {column.links.map((link) =>
                  'href' in link ? (
                    <li key={link.href}>
                      <a href={link.href}>{link.label}</a>
                    </li>
                  ) : (
                    <li key={link.to}>
                      <Link to={link.to}>{link.label}</Link>
                    </li>
                  ),
                )}
              </ul>
            </section>
          ))}
          <section>
            <h2>{t('footer.followUs')}</h2>
            <ul data-testid="social-links">
              {socialLinksFor(countryCode).map((link) => (
                <li key={link.network}>
                  <a href={link.url} rel="noopener" aria-label={t('footer.socialLink', { network: link.network })}>
                    {link.network}
                  </a>
                </li>
              ))}
            </ul>
            <h2>{t('footer.getTheApp')}</h2>
            <ul>
              <li>
                <a href={APP_STORE_LINKS.appStore} rel="noopener">
                  {t('footer.appStore')}
                </a>
              </li>
              <li>
                <a href={APP_STORE_LINKS.googlePlay} rel="noopener">
                  {t('footer.googlePlay')}
                </a>
              </li>
            </ul>
          </section>
        </nav>
        <div className="site-footer-bottom">
          <p>{t('footer.copyright', { year })}</p>
          <ul aria-label={t('footer.legal.title')}>
            <li>
              <Link to={paths.privacyPolicy}>{t('footer.legal.privacyPolicy')}</Link>
            </li>
            <li>
              <Link to={paths.terms}>{t('footer.legal.terms')}</Link>
            </li>
            <li>
              <Link to={paths.cancellationPolicy}>{t('footer.legal.cancellationPolicy')}</Link>
            </li>
          </ul>
        </div>
      </div>
    </footer>
  )
}
