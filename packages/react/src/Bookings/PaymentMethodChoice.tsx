import { useId } from 'react'
import { CheckoutGatewayOptions } from '../Checkout/CheckoutGatewayOptions.tsx'
import { PaymentOption } from '../Checkout/PaymentOption.tsx'
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
  const { tf } = bookingsTexts.useTexts()
  const groupName = useId()
  const { gateway } = detail
  if (!gateway) return null
  return (
    <>
      <fieldset className="pk-stack" style={{ border: 0, padding: 0, margin: 0 }} disabled={disabled}>
        <legend className="pk-label">{legend}</legend>
        <PaymentOption
          name={groupName}
          method="wallet"
          chosen={detail.paymentMethod}
          onChoose={detail.setPaymentMethod}
          label={tf('payWith.wallet')}
          hint={tf('payWith.walletHint')}
        />
        <CheckoutGatewayOptions
          name={groupName}
          gateway={gateway}
          chosen={detail.paymentMethod}
          onChoose={detail.setPaymentMethod}
          label={(method, name) => tf(`payWith.${method}`, { gateway: name })}
          where={(provider) => tf(`payWith.where.${provider}`)}
        />
      </fieldset>
      {detail.paymentMethod === 'gateway' && detail.cardGateway ? <CardField gateway={detail.cardGateway} /> : null}
    </>
  )
}
