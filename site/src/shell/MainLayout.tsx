import { useRef } from 'react'
import { useLocation } from 'react-router'
import { paths } from '../routing/paths.ts'
import { AfterFirstPaint } from './AfterFirstPaint.tsx'
import { BootHeader } from './BootHeader.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { HydrateInTurn } from './HydrateInTurn.tsx'
import { PageOutlet } from './PageOutlet.tsx'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate.ts'

/** Header, page, footer. On the home page the header starts transparent over the hero (SPEC §2). */
export function MainLayout() {
  const { pathname } = useLocation()
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigate(main)
  const home = pathname === paths.home || pathname === paths.homeAlias
  return (
    <div className={home ? 'site-layout site-layout-home' : 'site-layout'}>
      <SkipLink />
      {/* As the site opens, the header is drawn in a task after the first one; index.html's frame stands in. */}
      <AfterFirstPaint fallback={<BootHeader />} onStartOnly>
        <Header transparent={home} />
      </AfterFirstPaint>
      <HydrateInTurn>
        <main ref={main} id={MAIN_ID} tabIndex={-1} className={home ? 'site-main site-main-home' : 'site-main'}>
          <PageOutlet />
        </main>
      </HydrateInTurn>
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
    </div>
  )
}
