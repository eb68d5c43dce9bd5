import type { ParkadeElementDefinition } from '../shared/defineParkadeElement.tsx'
import { checkoutElement } from './checkoutElement.tsx'
import { eventBookingElement } from './eventBookingElement.tsx'
import { loginElement } from './loginElement.tsx'
import { parkDetailElement } from './parkDetailElement.tsx'
import { parkSearchElement } from './parkSearchElement.tsx'
import { walletElement } from './walletElement.tsx'

/** Every Parkade element, in the order parkade.js registers them. */
export const parkadeElements: readonly ParkadeElementDefinition[] = [
  parkSearchElement,
  parkDetailElement,
  checkoutElement,
  walletElement,
  loginElement,
  eventBookingElement,
]

/** Registers every Parkade element not yet registered. */
export function defineParkadeElements(registry?: CustomElementRegistry): void {
  for (const definition of parkadeElements) definition.define(registry)
}
