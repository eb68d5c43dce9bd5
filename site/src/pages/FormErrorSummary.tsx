import { useTranslation } from '../sdk.ts'
import type { ErrorInfo } from '../sdk.ts'

/** Above a form: the API's refusal, or a reminder that fields need correcting after a failed submit. */
export function FormErrorSummary({ invalid, failure }: { invalid: boolean; failure: ErrorInfo | null }) {
  const { t, tm } = useTranslation()
  if (!invalid && !failure) return null
  return (
    <div className="site-alert" role="alert">
      <p>{failure ? tm(failure) : t('forms.errorsTitle')}</p>
    </div>
  )
}
