import { useRef } from 'react'
import type { FormEvent, ReactNode, Ref } from 'react'
import type { CheckoutController } from './useCheckout.ts'
import { checkoutTexts } from './checkoutTexts.ts'
import { CHECKOUT_STEPS } from './types.ts'

export interface CheckoutStepProps {
  checkout: CheckoutController
  headingRef: Ref<HTMLHeadingElement>
}

interface CheckoutStepFormProps extends CheckoutStepProps {
  step: (typeof CHECKOUT_STEPS)[number]
  /** The step's own action; false when the step refused what was entered. */
  onSubmit: () => boolean | void
  children: ReactNode
}

/** A step of the checkout: its heading (which takes the focus when the step opens), where it stands, and its form. */
export function CheckoutStepForm({ checkout, headingRef, step, onSubmit, children }: CheckoutStepFormProps) {
  const { tf } = checkoutTexts.useTexts()
  const form = useRef<HTMLFormElement>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    // On a refused step the first field in error takes the focus, so its message is read out.
    if (onSubmit() === false) requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus())
  }

  return (
    <form ref={form} className="pk-stack" onSubmit={submit} noValidate>
      <div>
        <h3 ref={headingRef} tabIndex={-1}>
          {tf(`steps.${step}`)}
        </h3>
        <p className="pk-muted pk-small">{tf('progress', { step: CHECKOUT_STEPS.indexOf(step) + 1, total: checkout.stepCount })}</p>
      </div>
      {children}
    </form>
  )
}
