import { useId } from 'react'
import { CardField } from '../payment/CardField.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { CheckoutGatewayOptions } from './CheckoutGatewayOptions.tsx'
import { PaymentOption } from './PaymentOption.tsx'
import { CheckoutStepForm } from './CheckoutStepForm.tsx'
import type { CheckoutStepProps } from './CheckoutStepForm.tsx'
import { PriceBreakdown } from './PriceBreakdown.tsx'
import { SummaryRow } from '../ui/SummaryRow.tsx'
import { CheckoutStaySummary } from './CheckoutStaySummary.tsx'
import { checkoutTexts } from './checkoutTexts.ts'
import { paymentsTexts } from '../payment/paymentsTexts.ts'
import { gatewaysTexts } from '../payment/gatewaysTexts.ts'

/** Step 3: what is booked, the server's price, wallet or gateway, sign-in when needed, and Pay. */
export function CheckoutPaymentStep({ checkout, headingRef }: CheckoutStepProps) {
  const { tf, t, tm } = checkoutTexts.useTexts()
  paymentsTexts.useTexts()
  gatewaysTexts.useTexts()
  const { money } = useFormat()
  const groupName = useId()
  const { quote, wallet, walletBlock, gateway, submit } = checkout
  const busy = submit.status === 'loading' || submit.status === 'redirecting'

  let walletHint: string
  if (walletBlock === 'walletInsufficient' || walletBlock === 'walletOtherCurrency' || walletBlock === null) {
    const balance = wallet.balance !== null && wallet.currency ? money(wallet.balance, wallet.currency) : ''
    if (walletBlock === 'walletInsufficient') walletHint = tf('payment.walletInsufficient', { balance })
    else if (walletBlock === 'walletOtherCurrency') walletHint = tf('payment.walletOtherCurrency', { currency: wallet.currency, parkCurrency: quote?.currency })
    else walletHint = tf('payment.walletBalance', { balance })
  } else if (walletBlock === 'walletFailed' && wallet.error) {
    walletHint = `${tf('payment.walletFailed')} ${tm(wallet.error)}`
  } else {
    walletHint = tf(`payment.${walletBlock}`)
  }

  return (
    <CheckoutStepForm checkout={checkout} headingRef={headingRef} step="payment" onSubmit={() => void checkout.book()}>
      <CheckoutStaySummary checkout={checkout} before={<SummaryRow term={tf('confirmation.park')}>{checkout.park?.name}</SummaryRow>} />
      <PriceBreakdown quote={quote} status={checkout.quoteStatus} error={checkout.quoteError} onRetry={checkout.retryQuote} />

      <fieldset className="pk-stack" style={{ border: 0, padding: 0, margin: 0 }} disabled={busy}>
        <legend className="pk-label">{tf('payment.legend')}</legend>
        <PaymentOption
          name={groupName}
          method="wallet"
          chosen={checkout.paymentMethod}
          onChoose={checkout.setPaymentMethod}
          label={tf('payment.wallet')}
          hint={walletHint}
          disabled={walletBlock !== null}
        >
          {walletBlock === 'walletFailed' ? (
            <div>
              <button type="button" className="pk-button-link" onClick={checkout.reloadWallet}>
                {t('common.retry')}
              </button>
            </div>
          ) : null}
        </PaymentOption>
        <CheckoutGatewayOptions
          name={groupName}
          gateway={gateway}
          chosen={checkout.paymentMethod}
          onChoose={checkout.setPaymentMethod}
          label={(method, name) => tf(`payment.${method}`, { gateway: name })}
          where={(provider) => tf(`payment.where.${provider}`)}
        />
      </fieldset>

      {checkout.paymentMethod === 'gateway' && checkout.cardGateway ? <CardField gateway={checkout.cardGateway} /> : null}
      {checkout.paymentMethod === 'gateway' && checkout.cardGatewayLoading ? <Spinner /> : null}

      {checkout.justSignedIn ? <Alert tone="success">{tf('signIn.done')}</Alert> : null}
      {!checkout.signedIn ? <Alert tone="info">{tf('signIn.prompt')}</Alert> : null}
      {submit.status === 'error' ? (
        <Alert
          tone="error"
          action={
            submit.httpStatus === 401 ? (
              <button type="button" className="pk-button pk-button-secondary" onClick={checkout.requireSignIn}>
                {tf('signIn.button')}
              </button>
            ) : (
              <button type="button" className="pk-button pk-button-secondary" onClick={() => void checkout.book()}>
                {t('common.retry')}
              </button>
            )
          }
        >
          {tm(submit.error ?? '')}
        </Alert>
      ) : null}
      {submit.status === 'loading' ? <Spinner label={tf('payment.submitting')} /> : null}
      {submit.status === 'redirecting' && submit.fellBackFrom ? (
        <Alert tone="info">{tf('payment.fellBack', { from: t(`gateways.${submit.fellBackFrom}.name`), to: t(`gateways.${submit.provider ?? gateway.provider}.name`) })}</Alert>
      ) : null}
      {submit.status === 'redirecting' ? <Spinner label={tf(`payment.paying.${submit.provider ?? gateway.provider}`)} /> : null}

      <div className="pk-row">
        <button type="button" className="pk-button pk-button-secondary" onClick={checkout.back} disabled={busy}>
          {t('common.back')}
        </button>
        {checkout.signedIn ? (
          <button type="submit" className="pk-button" disabled={busy || !quote}>
            {quote
              ? tf('payment.submit', { total: money(quote.total, quote.currency) })
              : checkout.quoteStatus === 'loading'
                ? tf('price.calculating')
                : t('payments.payNow')}
          </button>
        ) : (
          <button type="button" className="pk-button" onClick={checkout.requireSignIn}>
            {tf('signIn.button')}
          </button>
        )}
      </div>
    </CheckoutStepForm>
  )
}
