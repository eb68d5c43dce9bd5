import { useRef } from 'react'
import { Link } from 'react-router'
import { useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { AfterFirstPaint } from './AfterFirstPaint.tsx'
import { Footer } from './Footer.tsx'
import { Header } from './Header.tsx'
import { HydrateInTurn } from './HydrateInTurn.tsx'
import { PageOutlet } from './PageOutlet.tsx'
import { MAIN_ID, SkipLink } from './SkipLink.tsx'
import { useFocusMainOnNavigate } from './useFocusMainOnNavigate.ts'

/** The blog's own layout (SPEC §2): the header, the blog's masthead, a reading column, the footer. */
export function BlogLayout() {
  const { t } = useTranslation()
  const main = useRef<HTMLElement>(null)
  useFocusMainOnNavigate(main)
  return (
    <div className="site-layout site-layout-blog">
      <SkipLink />
      <Header />
      <div className="site-blog-masthead">
        <div className="site-blog-masthead-inner">
          <p className="site-blog-name">
            <Link to={paths.blog}>{t('site.blog.masthead')}</Link>
          </p>
          <p>{t('site.blog.tagline')}</p>
        </div>
      </div>
      <HydrateInTurn>
        <main ref={main} id={MAIN_ID} tabIndex={-1} className="site-main site-main-blog">
          <PageOutlet />
        </main>
      </HydrateInTurn>
      <AfterFirstPaint>
        <Footer />
      </AfterFirstPaint>
    </div>
  )
}
