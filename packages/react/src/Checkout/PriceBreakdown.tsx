import { useId, useState } from 'react'
import type { ErrorInfo, Quote, RequestStatus } from '@parkade/core'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { checkoutTexts } from './checkoutTexts.ts'
import { addStyles } from '../theme/adoptStyles.ts'
import { TABLE_CSS } from '../ui/tableCss.ts'

export interface PriceBreakdownProps {
  quote: Quote | null
  status: RequestStatus
  error: ErrorInfo | null
  onRetry: () => void
}

const LINE = { fontWeight: 400 } as const
const HEADING_ROW = { justifyContent: 'space-between', minHeight: 24 } as const

/** The server's price: parking, each fee line and the total, announced when it changes. */
export function PriceBreakdown({ quote, status, error, onRetry }: PriceBreakdownProps) {
  addStyles(TABLE_CSS)
  const { tf, t, tm } = checkoutTexts.useTexts()
  const { money } = useFormat()
  const headingId = useId()
  // While a price is calculated, its lines keep their place (as many as the last price had), so
  // the card does not grow when it arrives and the Continue button below it stays put.
  const [lines, setLines] = useState(4)
  const shownLines = status === 'success' && quote ? quote.fees.length + 2 : lines
  if (shownLines !== lines) setLines(shownLines)
  return (
    <section className="pk-card pk-stack" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined} data-testid="checkout-price">
      <div className="pk-row" style={HEADING_ROW}>
        <h3 id={headingId}>{tf('price.title')}</h3>
        {status === 'loading' ? <Spinner label={tf('price.calculating')} /> : null}
      </div>
      {status === 'idle' ? <p className="pk-muted">{tf('price.needTimes')}</p> : null}
      {status === 'loading' ? (
        <table className="pk-table" aria-hidden="true">
          <tbody>
            {Array.from({ length: lines }, (_, i) => (
              <tr key={i}>
                <td>
                  <span className="pk-skeleton">{'\u00a0'}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
      {status === 'error' ? (
        <Alert
          tone="error"
          action={
            <button type="button" className="pk-button pk-button-secondary" onClick={onRetry}>
              {t('common.retry')}
            </button>
          }
        >
          {tm(error ?? '')}
        </Alert>
      ) : null}
      {status === 'success' && quote ? (
        <>
          <table className="pk-table">
            <tbody>
              <tr>
                <th scope="row" style={LINE}>
                  {tf('price.parkingHours', { hours: quote.hours })}
                </th>
                <td className="pk-num">{money(quote.subtotal, quote.currency)}</td>
              </tr>
              {quote.fees.map((line) => (
                <tr key={line.code}>
                  <th scope="row" style={LINE}>
                    {line.label}
                  </th>
                  <td className="pk-num">{money(line.amount, quote.currency)}</td>
                </tr>
              ))}
              <tr>
                <th scope="row" className="pk-strong">
                  {tf('price.total')}
                </th>
                <td className="pk-num pk-price" data-testid="checkout-total">
                  {money(quote.total, quote.currency)}
                </td>
              </tr>
            </tbody>
          </table>
        </>
      ) : null}
      {/* Always present, so the new total is announced when it arrives. */}
      <p className="pk-visually-hidden" role="status" aria-live="polite">
        {status === 'success' && quote ? tf('price.updated', { total: money(quote.total, quote.currency) }) : ''}
      </p>
    </section>
  )
}
