import { useId } from 'react'
import { Alert } from '../ui/Alert.tsx'
import { useFormat } from '../ui/useFormat.ts'
import type { CheckoutStepProps } from './CheckoutStepForm.tsx'
import { SummaryRow } from '../ui/SummaryRow.tsx'
import { CheckoutStaySummary } from './CheckoutStaySummary.tsx'
import { checkoutTexts } from './checkoutTexts.ts'
import { paymentsTexts } from '../payment/paymentsTexts.ts'

/**
 * An unpaid booking of this park, started earlier in this browser (a reload, Back, or the tab
 * closed and opened again): what it is, that it waits for its payment, and the choice to pay that
 * same booking or cancel it (its space is freed at once; nothing was paid).
 */
export function CheckoutResumeNotice({ checkout, headingRef }: CheckoutStepProps) {
  const { tf, t, tm } = checkoutTexts.useTexts()
  paymentsTexts.useTexts()
  const { money, dateTime } = useFormat()
  const headingId = useId()
  const { resumed, quote, submit } = checkout
  const total = quote ? money(resumed?.amount ?? quote.total, quote.currency) : null
  const busy = checkout.abandoning || submit.status === 'loading' || submit.status === 'redirecting'

  return (
    <section className="pk-card pk-stack" aria-labelledby={headingId} data-testid="checkout-resume">
      <h3 id={headingId} ref={headingRef} tabIndex={-1}>
        {tf('resume.title')}
      </h3>
      <p>{resumed?.heldUntil ? tf('resume.heldUntil', { time: dateTime(new Date(resumed.heldUntil)) }) : tf('resume.held')}</p>
      <CheckoutStaySummary
        checkout={checkout}
        after={
          <>
            {total ? <SummaryRow term={tf('price.total')}>{total}</SummaryRow> : null}
            <SummaryRow term={tf('resume.paymentState')}>{tf('resume.awaitingPayment')}</SummaryRow>
          </>
        }
      />
      {submit.status === 'error' ? <Alert tone="error">{tm(submit.error ?? '')}</Alert> : null}
      <div className="pk-row">
        <button type="button" className="pk-button" onClick={checkout.payResumed} disabled={busy || !quote} aria-busy={submit.status === 'loading'}>
          {total ? tf('payment.submit', { total }) : t('payments.payNow')}
        </button>
        <button type="button" className="pk-button pk-button-secondary" onClick={checkout.checkPaymentAgain} disabled={busy}>
          {tf('return.checkAgain')}
        </button>
        <button type="button" className="pk-button pk-button-secondary" onClick={() => void checkout.cancelHold()} disabled={busy} aria-busy={checkout.abandoning}>
          {tf('resume.cancel')}
        </button>
      </div>
      <p className="pk-muted pk-small">{tf('resume.cancelHint')}</p>
    </section>
  )
}
