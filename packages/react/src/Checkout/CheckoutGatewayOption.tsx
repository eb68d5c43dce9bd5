import { useId } from 'react'
import type { ReactNode } from 'react'
import type { CheckoutPaymentMethod } from './types.ts'

export interface CheckoutGatewayOptionProps {
  /** The radio group's name. */
  name: string
  method: Exclude<CheckoutPaymentMethod, 'wallet'>
  chosen: CheckoutPaymentMethod
  onChoose: (method: CheckoutPaymentMethod) => void
  label: ReactNode
  /** Where and how that provider takes the payment, read with the radio. */
  hint: ReactNode
}

/** One payment provider to choose at the payment step, its hint tied to it. */
export function CheckoutGatewayOption({ name, method, chosen, onChoose, label, hint }: CheckoutGatewayOptionProps) {
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
