import { useTranslation } from '../i18n/useTranslation.ts'

export interface PaginationProps {
  page: number
  pages: number
  onPage: (page: number) => void
  disabled?: boolean
}

export function Pagination({ page, pages, onPage, disabled }: PaginationProps) {
  const { t } = useTranslation()
  if (pages <= 1) return null
  return (
    <nav className="pk-row pk-between" aria-label={t('common.pagination')}>
      <button type="button" className="pk-button pk-button-secondary" disabled={disabled || page <= 1} onClick={() => onPage(page - 1)}>
        {t('common.previousPage')}
      </button>
      <span aria-live="polite">{t('common.pageOf', { page, pages })}</span>
      <button type="button" className="pk-button pk-button-secondary" disabled={disabled || page >= pages} onClick={() => onPage(page + 1)}>
        {t('common.nextPage')}
      </button>
    </nav>
  )
}
