import type { GatewayConfig, PaymentProvider } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { PaymentOption } from './PaymentOption.tsx'
import type { CheckoutPaymentMethod } from './types.ts'
import { gatewaysTexts } from '../payment/gatewaysTexts.ts'

export interface CheckoutGatewayOptionsProps {
  /** The radio group's name (the wallet's radio is the caller's). */
  name: string
  gateway: GatewayConfig
  chosen: CheckoutPaymentMethod | null
  onChoose: (method: CheckoutPaymentMethod) => void
  /** "Pay with {gateway}" and the fallback's "Or pay with {gateway}", in the caller's words. */
  label: (method: 'gateway' | 'alternative', gatewayName: string) => string
  /** Where that provider takes the payment (its window, its page, a field here). */
  where: (provider: PaymentProvider) => string
}

/** The country's payment provider and, where it has one, its fallback, as radios beside the wallet. */
export function CheckoutGatewayOptions({ name, gateway, chosen, onChoose, label, where }: CheckoutGatewayOptionsProps) {
  const { t } = useTranslation()
  gatewaysTexts.useTexts()
  return (
    <>
      <PaymentOption
        name={name}
        method="gateway"
        chosen={chosen}
        onChoose={onChoose}
        label={label('gateway', gateway.name)}
        hint={`${t(`gateways.${gateway.provider}.description`)} · ${where(gateway.provider)}`}
      />
      {gateway.fallback ? (
        // The country's other provider, as a choice (Senegal: card with Paystack beside Wave).
        <PaymentOption
          name={name}
          method="alternative"
          chosen={chosen}
          onChoose={onChoose}
          label={label('alternative', gateway.fallback.name)}
          hint={where(gateway.fallback.provider)}
        />
      ) : null}
    </>
  )
}
