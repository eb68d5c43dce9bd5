import { useEffect, useState } from 'react'
import { Checkout, readPaymentReturn, withoutPaymentReturn } from '@parkade/react'
import type { ParkadeElementContext } from './defineParkadeElement.tsx'
import { ElementLogin } from './ElementLogin.tsx'
import type { ElementLoginLinks } from './elementLoginLinks.ts'

export interface CheckoutElementProps extends ElementLoginLinks {
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
  /** `return-url`: where the payment provider sends the driver back; default this page (with the park, see RETURN_PARK_PARAM). */
  returnUrl?: string
  /** `host-login`: the page signs drivers in itself (on `parkade:auth-required`); no login dialog is shown. */
  hostLogin?: boolean
}

/**
 * The query parameter that carries the checkout's park through the payment provider's page, so a
 * checkout whose park a script or a `target` set (not its markup) is back on that park on return.
 */
export const RETURN_PARK_PARAM = 'parkade_checkout'

function returningPark(): string | null {
  if (typeof window === 'undefined' || !readPaymentReturn(window.location.search)) return null
  return new URLSearchParams(window.location.search).get(RETURN_PARK_PARAM)
}

function defaultReturnUrl(park: string): string | null {
  if (typeof window === 'undefined') return null
  const url = new URL(withoutPaymentReturn(window.location.href))
  url.searchParams.set(RETURN_PARK_PARAM, park)
  return url.toString()
}

export function CheckoutAdapter(props: CheckoutElementProps & ParkadeElementContext) {
  const { start, end, vehicleType, eventCode, returnUrl, hostLogin, shadowRoot, forgotPasswordUrl, createAccountUrl } = props
  // Read once: the address loses the parameter right after.
  const [returnedTo] = useState(returningPark)
  const park = props.park || returnedTo || undefined

  // Once the checkout has read the return, the page's address no longer needs the park.
  useEffect(() => {
    if (typeof window === 'undefined') return
    const url = new URL(window.location.href)
    if (!url.searchParams.has(RETURN_PARK_PARAM)) return
    url.searchParams.delete(RETURN_PARK_PARAM)
    window.history.replaceState(window.history.state, '', url)
  }, [])

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
      returnUrl={returnUrl || defaultReturnUrl(park)}
      readReturnFromUrl
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
