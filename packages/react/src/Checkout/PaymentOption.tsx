import { useId } from 'react'
import type { ReactNode } from 'react'
import type { CheckoutPaymentMethod } from './types.ts'

export interface PaymentOptionProps {
  /** The radio group's name. */
  name: string
  method: CheckoutPaymentMethod
  chosen: CheckoutPaymentMethod | null
  onChoose: (method: CheckoutPaymentMethod) => void
  label: string
  /** Read with the radio: what that way of paying takes, or why it cannot. */
  hint: ReactNode
  disabled?: boolean
  /** Under the hint, e.g. Retry when the wallet could not be read. */
  children?: ReactNode
}

/** One way of paying (the wallet, a provider) as a radio, its hint tied to it. */
export function PaymentOption({ name, method, chosen, onChoose, label, hint, disabled, children }: PaymentOptionProps) {
  const hintId = useId()
  return (
    <div className="pk-stack" style={{ gap: 0 }}>
      <label className="pk-check">
        <input
          type="radio"
          name={name}
          value={method}
          checked={chosen === method}
          {...(disabled === undefined ? {} : { disabled })}
          aria-describedby={hintId}
          onChange={() => onChoose(method)}
        />
        <span>{label}</span>
      </label>
      <span id={hintId} className="pk-muted pk-small">
        {hint}
      </span>
      {children}
    </div>
  )
}
