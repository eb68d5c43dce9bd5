import { Link } from 'react-router'
import { useTranslation } from '../sdk.ts'

/** Previous and next links between the pages of a list; `href(n)` is page n's address. */
export function PageLinks({ page, pages, href }: { page: number; pages: number; href: (page: number) => string }) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <nav className="site-page-links" aria-label={t('common.pagination')}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          {t('common.previousPage')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('common.pageOf', { page, pages })}</span>
      {page < pages ? (
        <Link to={href(page + 1)} rel="next">
          {t('common.nextPage')}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  )
}
