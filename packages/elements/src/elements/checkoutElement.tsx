import { CheckoutAdapter } from '../shared/CheckoutAdapter.tsx'
import type { CheckoutElementProps } from '../shared/CheckoutAdapter.tsx'
import { defineParkadeElement } from '../shared/defineParkadeElement.tsx'
import type { ParkadeElement } from '../shared/defineParkadeElement.tsx'
import { checkoutPropTypes } from './elementPropTypes.ts'

// The checkout itself is shared with <parkade-park-detail>, which books in place.
export { CheckoutAdapter, RETURN_PARK_PARAM } from '../shared/CheckoutAdapter.tsx'
export type { CheckoutElementProps } from '../shared/CheckoutAdapter.tsx'

/** `<parkade-checkout>`: times, vehicle, payment and confirmation for one park. */
export const checkoutElement = /* @__PURE__ */ defineParkadeElement<CheckoutElementProps>('parkade-checkout', CheckoutAdapter, checkoutPropTypes)

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
