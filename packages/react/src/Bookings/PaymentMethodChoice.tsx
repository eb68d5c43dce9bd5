import { useId } from 'react'
import { CheckoutGatewayOption } from '../Checkout/CheckoutGatewayOption.tsx'
import { CardField } from '../payment/CardField.tsx'
import type { UseBookingDetailResult } from './useBookingDetail.ts'
import { bookingsTexts } from './bookingsTexts.ts'

export interface PaymentMethodChoiceProps {
  detail: UseBookingDetailResult
  /** The group's name, e.g. "Pay the extra time with". */
  legend: string
  disabled: boolean
}

/**
 * Wallet or the booking's country's gateway (and its fallback), as the checkout offers them, for
 * an extension or a renewal; the card provider's field under it when that provider takes the card here.
 */
export function PaymentMethodChoice({ detail, legend, disabled }: PaymentMethodChoiceProps) {
  const { tf, t } = bookingsTexts.useTexts()
  const groupName = useId()
  const walletHintId = useId()
  const { gateway } = detail
  if (!gateway) return null
  return (
    <>
      <fieldset className="pk-stack" style={{ border: 0, padding: 0, margin: 0 }} disabled={disabled}>
        <legend className="pk-label">{legend}</legend>
        <div className="pk-stack" style={{ gap: 0 }}>
          <label className="pk-check">
            <input
              type="radio"
              name={groupName}
              value="wallet"
              checked={detail.paymentMethod === 'wallet'}
              aria-describedby={walletHintId}
              onChange={() => detail.setPaymentMethod('wallet')}
            />
            <span>{tf('payWith.wallet')}</span>
          </label>
          <span id={walletHintId} className="pk-muted pk-small">
            {tf('payWith.walletHint')}
          </span>
        </div>
        <CheckoutGatewayOption
          name={groupName}
          method="gateway"
          chosen={detail.paymentMethod}
          onChoose={detail.setPaymentMethod}
          label={tf('payWith.gateway', { gateway: gateway.name })}
          hint={`${t(`gateways.${gateway.provider}.description`)} · ${tf(`payWith.where.${gateway.provider}`)}`}
        />
        {gateway.fallback ? (
          // The country's other provider, as at the checkout (Senegal: card with Paystack beside Wave).
          <CheckoutGatewayOption
            name={groupName}
            method="alternative"
            chosen={detail.paymentMethod}
            onChoose={detail.setPaymentMethod}
            label={tf('payWith.alternative', { gateway: gateway.fallback.name })}
            hint={tf(`payWith.where.${gateway.fallback.provider}`)}
          />
        ) : null}
      </fieldset>
      {detail.paymentMethod === 'gateway' && detail.cardGateway ? <CardField gateway={detail.cardGateway} /> : null}
    </>
  )
}
