import { useTranslation } from '../i18n/useTranslation.ts'

/** A loading indicator announced politely to screen readers. */
export function Spinner({ label }: { label?: string }) {
  const { t } = useTranslation()
  return (
    <div className="pk-row" role="status" aria-live="polite">
      <span className="pk-spinner" aria-hidden="true" />
      <span>{label ?? t('common.loading')}</span>
    </div>
  )
}
