import { EventBooking } from '@parkade/react'
import { defineParkadeElement } from '../shared/defineParkadeElement.tsx'
import { eventBookingPropTypes } from './elementPropTypes.ts'
import type { ParkadeElement, ParkadeElementContext } from '../shared/defineParkadeElement.tsx'
import { ElementLogin } from '../shared/ElementLogin.tsx'
import type { ElementLoginLinks } from '../shared/elementLoginLinks.ts'

export interface EventBookingElementProps extends ElementLoginLinks {
  /** `event-code`: the event whose parking is booked. */
  eventCode?: string
  /** `return-url`: where the payment provider sends the driver back; default this page. */
  returnUrl?: string
  /** `host-login`: the page signs drivers in itself (on `parkade:auth-required`); no login dialog is shown. */
  hostLogin?: boolean
}

export function EventBookingAdapter({ eventCode, returnUrl, hostLogin, shadowRoot, forgotPasswordUrl, createAccountUrl }: EventBookingElementProps & ParkadeElementContext) {
  if (!eventCode) return null
  return (
    <EventBooking
      // Another event is another booking.
      key={eventCode}
      eventCode={eventCode}
      readReturnFromUrl
      {...(returnUrl ? { returnUrl } : {})}
      {...(hostLogin
        ? { onAuthRequired: () => {} }
        : {
            renderLogin: ({ open, onClose }) => (
              <ElementLogin open={open} onClose={onClose} shadowRoot={shadowRoot} forgotPasswordUrl={forgotPasswordUrl} createAccountUrl={createAccountUrl} />
            ),
          })}
    />
  )
}

/** `<parkade-event-booking>`: an event, the parks serving it, and booking through the checkout. */
export const eventBookingElement = /* @__PURE__ */ defineParkadeElement<EventBookingElementProps>('parkade-event-booking', EventBookingAdapter, eventBookingPropTypes)

/** Registers `<parkade-event-booking>` (once). */
export function define(): CustomElementConstructor {
  return eventBookingElement.define()
}

export type EventBookingElement = ParkadeElement<EventBookingElementProps>

declare global {
  interface HTMLElementTagNameMap {
    'parkade-event-booking': EventBookingElement
  }
}
