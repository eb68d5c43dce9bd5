import { useRef } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { Logo } from './Logo.tsx'
import { PageOutlet } from './PageOutlet.tsx'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate.ts'

/** The bare layout of the auth screens (SPEC §2): the logo back home, and the form. */
export function AuthLayout() {
  const { t } = useTranslation()
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigate(main)
  return (
    <div className="site-layout site-layout-auth">
      <SkipLink />
      <header className="site-auth-header">
        <Link to={paths.home} className="site-logo" aria-label={t('header.homeLink')}>
          <Logo />
        </Link>
      </header>
      <main ref={main} id={MAIN_ID} tabIndex={-1} className="site-main site-main-auth">
        <PageOutlet />
      </main>
    </div>
  )
}
