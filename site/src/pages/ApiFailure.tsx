import { useTranslation } from '../sdk.ts'
import type { ErrorInfo } from '../sdk.ts'

/** A read that failed: the message in the visitor's language, and Retry. */
export function ApiFailure({ message, onRetry }: { message: string | ErrorInfo; onRetry: () => void }) {
  const { t, tm } = useTranslation()
  return (
    <div className="site-alert" role="alert">
      <p>{tm(message)}</p>
      <button type="button" className="site-button site-button-secondary" onClick={onRetry}>
        {t('common.retry')}
      </button>
    </div>
  )
}
