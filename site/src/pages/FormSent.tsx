import { useEffect, useRef } from 'react'
import { useTranslation } from '../sdk.ts'

/** The confirmation that replaces a sent form: the API's own words, focused so it is read out. */
export function FormSent({ detail, onAgain }: { detail: string | null; onAgain?: () => void }) {
  const { t, tm } = useTranslation()
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} tabIndex={-1} className="site-card site-form-sent" role="status">
      <h2>{t('forms.sentTitle')}</h2>
      <p>{tm(detail ?? '')}</p>
      {onAgain ? (
        <button type="button" className="site-button site-button-secondary" onClick={onAgain}>
          {t('forms.sendAnother')}
        </button>
      ) : null}
    </div>
  )
}
