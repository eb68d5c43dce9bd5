import { useTranslation } from '../i18n/useTranslation.ts'
import { Alert } from '../ui/Alert.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { formatFeeAmount } from './formatFeeAmount.ts'
import type { ParkFeesResult } from './useParkFees.ts'
import { parkTexts } from './parkTexts.ts'
import { addStyles } from '../theme/adoptStyles.ts'
import { TABLE_CSS } from '../ui/tableCss.ts'

/** The fees of the park's country, as the checkout will add them. */
export function ParkFees({ fees, headingId, headingLevel = 3 }: { fees: ParkFeesResult; headingId: string; headingLevel?: 3 | 4 | 5 }) {
  addStyles(TABLE_CSS)
  const Heading = `h${headingLevel}` as 'h3'
  const { t, tm, language } = useTranslation()
  parkTexts.useTexts()
  const { locale } = useFormat()
  return (
    <section className="pk-stack" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('park.fees')}</Heading>
      {fees.status === 'loading' ? <p className="pk-muted">{t('park.feesLoading')}</p> : null}
      {fees.status === 'error' ? (
        <Alert
          tone="error"
          action={
            <button type="button" className="pk-button pk-button-secondary" onClick={fees.retry}>
              {t('common.retry')}
            </button>
          }
        >
          {tm(fees.error ?? '')}
        </Alert>
      ) : null}
      {fees.status === 'success' && fees.fees.length === 0 ? <p className="pk-muted">{t('park.noFees')}</p> : null}
      {fees.status === 'success' && fees.fees.length > 0 ? (
        <>
          <table className="pk-table">
            <tbody>
              {fees.fees.map((fee) => (
                <tr key={fee.id}>
                  <th scope="row">{language === 'fr' && fee.name_fr ? fee.name_fr : fee.name}</th>
                  <td className="pk-num">{formatFeeAmount(fee, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <p className="pk-muted pk-small">{t('park.feesNote')}</p>
        </>
      ) : null}
    </section>
  )
}
