import { useId } from 'react'
import type { GatewayConfig, PaymentProvider } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import type { CheckoutPaymentMethod } from './types.ts'

interface GatewayOptionProps {
  name: string
  method: Exclude<CheckoutPaymentMethod, 'wallet'>
  chosen: CheckoutPaymentMethod | null
  onChoose: (method: CheckoutPaymentMethod) => void
  label: string
  hint: string
}

/** One provider as a radio, its hint tied to it. */
function GatewayOption({ name, method, chosen, onChoose, label, hint }: GatewayOptionProps) {
  const hintId = useId()
  return (
    <div className="pk-stack" style={{ gap: 0 }}>
      <label className="pk-check">
        <input type="radio" name={name} value={method} checked={chosen === method} aria-describedby={hintId} onChange={() => onChoose(method)} />
        <span>{label}</span>
      </label>
      <span id={hintId} className="pk-muted pk-small">
        {hint}
      </span>
    </div>
  )
}

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
  return (
    <>
      <GatewayOption
        name={name}
        method="gateway"
        chosen={chosen}
        onChoose={onChoose}
        label={label('gateway', gateway.name)}
        hint={`${t(`gateways.${gateway.provider}.description`)} · ${where(gateway.provider)}`}
      />
      {gateway.fallback ? (
        // The country's other provider, as a choice (Senegal: card with Paystack beside Wave).
        <GatewayOption
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
