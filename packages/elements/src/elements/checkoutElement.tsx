import { Checkout } from '@parkade/react'
import { defineParkadeElement } from '../shared/defineParkadeElement.tsx'
import type { ParkadeElement, ParkadeElementContext } from '../shared/defineParkadeElement.tsx'
import { ElementLogin } from '../shared/ElementLogin.tsx'

export interface CheckoutElementProps {
  /** `park`: the park's id, slug or park code. */
  park?: string
  /** `start`: arrival (ISO date-time); default the next full hour. */
  start?: string
  /** `end`: departure (ISO date-time); default two hours after arrival. */
  end?: string
  /** `vehicle-type`: the vehicle type id; default 1. */
  vehicleType?: number
  /** `event-code`: books event parking. */
  eventCode?: string
  /** `return-url`: where the payment provider sends the driver back; default this page. */
  returnUrl?: string
  /** `host-login`: the page signs drivers in itself (on `parkade:auth-required`); no login dialog is shown. */
  hostLogin?: boolean
}

export function CheckoutAdapter({ park, start, end, vehicleType, eventCode, returnUrl, hostLogin, shadowRoot }: CheckoutElementProps & ParkadeElementContext) {
  if (!park) return null
  return (
    <Checkout
      // Another park is another checkout; times and vehicle type are edits of this one.
      key={park}
      park={park}
      start={start || null}
      end={end || null}
      vehicleTypeId={vehicleType && vehicleType > 0 ? vehicleType : null}
      eventCode={eventCode || null}
      returnUrl={returnUrl || null}
      readReturnFromUrl
      {...(hostLogin
        ? { onAuthRequired: () => {} }
        : { renderLogin: ({ open, onClose }) => <ElementLogin open={open} onClose={onClose} shadowRoot={shadowRoot} /> })}
    />
  )
}

/** `<parkade-checkout>`: times, vehicle, payment and confirmation for one park. */
export const checkoutElement = /* @__PURE__ */ defineParkadeElement<CheckoutElementProps>('parkade-checkout', CheckoutAdapter, {
  park: 'string',
  start: 'string',
  end: 'string',
  vehicleType: 'number',
  eventCode: 'string',
  returnUrl: 'string',
  hostLogin: 'boolean',
})

/** Registers `<parkade-checkout>` (once). */
export function define(): CustomElementConstructor {
  return checkoutElement.define()
}

export type CheckoutElement = ParkadeElement<CheckoutElementProps>

declare global {
  interface HTMLElementTagNameMap {
    'parkade-checkout': CheckoutElement
  }
}
