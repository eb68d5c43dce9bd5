import { useRef } from 'react'
import { AfterFirstPaint } from './AfterFirstPaint.tsx'
import { BootHeader } from './BootHeader.tsx'
import { Header } from './Header.tsx'
import { HydrateInTurn } from './HydrateInTurn.tsx'
import { PageOutlet } from './PageOutlet.tsx'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate.ts'

/** The search page's own layout (SPEC §2): the header and the search across the full width, no footer. */
export function SearchLayout() {
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigate(main)
  return (
    <div className="site-layout site-layout-search">
      <SkipLink />
      <AfterFirstPaint fallback={<BootHeader />} onStartOnly>
        <Header />
      </AfterFirstPaint>
      <HydrateInTurn>
        <main ref={main} id={MAIN_ID} tabIndex={-1} className="site-main site-main-wide">
          <PageOutlet />
        </main>
      </HydrateInTurn>
    </div>
  )
}
