import { useId, useState } from 'react'
import { Link, NavLink, useLocation } from 'react-router'
import { VEHICLE_DOCS_COUNTRY_CODE, useParkadeStore, useTranslation } from '../sdk.ts'
import { PARTNER_SITE_URL, paths } from '../routing/paths.ts'
import { CountryPicker } from './CountryPicker.tsx'
import { Logo } from './Logo.tsx'
import { ProfileMenu } from './ProfileMenu.tsx'
import { RegionPanel } from './RegionPanel.tsx'
import { useAfterMenuClose } from './useAfterMenuClose.ts'
import { useHeaderShrink } from './useHeaderShrink.ts'
import { useLoginDialog } from './LoginDialogContext.ts'

export interface HeaderProps {
  /** The home page's header: transparent over the hero until the page scrolls (SPEC §2). */
  transparent?: boolean
}

/**
 * SPEC §2 header: navigation, country picker, profile menu; it shrinks after 20 px of scroll. On
 * a phone the navigation folds into a menu; a dialog chosen from that menu (login, country)
 * opens once the menu has closed (MENU_MODAL_DELAY_MS).
 */
export function Header({ transparent = false }: HeaderProps) {
  const { t } = useTranslation()
  const shrunk = useHeaderShrink()
  const { pathname } = useLocation()
  const countryCode = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  const signedIn = useParkadeStore('auth', (s) => s.token !== null)
  const { openLogin } = useLoginDialog()
  const afterMenuClose = useAfterMenuClose()
  // The phone menu is open for the page it was opened on: a new page closes it.
  const [menuPath, setMenuPath] = useState<string | null>(null)
  const menuOpen = menuPath === pathname
  const setMenuOpen = (open: boolean) => setMenuPath(open ? pathname : null)
  const [panelOpen, setPanelOpen] = useState(false)
  const navId = useId()

  const fromMenu = (open: () => void) => {
    if (!menuOpen) return open()
    setMenuOpen(false)
    afterMenuClose(open)
  }

  const links = [
    { to: paths.parksList, label: t('nav.findParking') },
    { to: paths.events, label: t('nav.events') },
    { to: paths.marketplace, label: t('nav.marketplace') },
    { to: paths.businessAccounts, label: t('nav.business') },
    { to: paths.blog, label: t('nav.blog') },
    { to: paths.help, label: t('nav.help') },
    ...(countryCode === VEHICLE_DOCS_COUNTRY_CODE ? [{ to: paths.vehicleDocsRenewal, label: t('nav.vehicleDocsRenewal') }] : []),
  ]

  return (
    <header className="site-header" data-shrunk={shrunk} data-transparent={transparent && !shrunk && !menuOpen}>
      <div className="site-header-inner">
        <Link to={paths.home} className="site-logo" aria-label={t('header.homeLink')}>
          <Logo />
        </Link>
        <button
          type="button"
          className="site-button site-button-ghost site-menu-toggle"
          aria-expanded={menuOpen}
          aria-controls={navId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="site-menu-icon" aria-hidden="true" />
          <span>{menuOpen ? t('nav.closeMenu') : t('nav.openMenu')}</span>
        </button>
        <div id={navId} className="site-header-menu" data-open={menuOpen}>
          <nav aria-label={t('nav.label')}>
            <ul className="site-nav-links">
              {links.map((link) => (
                <li key={link.to}>
                  <NavLink to={link.to}>{link.label}</NavLink>
                </li>
              ))}
              <li>
                <a href={PARTNER_SITE_URL}>{t('nav.listYourSpace')}</a>
              </li>
            </ul>
          </nav>
          <div className="site-header-actions">
            <CountryPicker expanded={panelOpen} onOpen={() => fromMenu(() => setPanelOpen(true))} />
            {signedIn ? (
              <ProfileMenu />
            ) : (
              <button
                type="button"
                className="site-button"
                aria-haspopup="dialog"
                onClick={() => {
                  if (menuOpen) {
                    setMenuOpen(false)
                    openLogin({ fromMenu: true })
                  } else openLogin()
                }}
              >
                {t('nav.login')}
              </button>
            )}
          </div>
        </div>
      </div>
      <RegionPanel open={panelOpen} onClose={() => setPanelOpen(false)} />
    </header>
  )
}
