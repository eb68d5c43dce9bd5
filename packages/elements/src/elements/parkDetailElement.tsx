import { useEffect, useRef, useState } from 'react'
import { ParkDetail, ParkadeRoot, useTranslation } from '@parkade/react'
import type { ParkBookRequest } from '@parkade/react'
import { defineParkadeElement } from '../shared/defineParkadeElement.tsx'
import { parkDetailPropTypes } from './elementPropTypes.ts'
import type { ParkadeElement, ParkadeElementContext } from '../shared/defineParkadeElement.tsx'
import { findTarget } from '../shared/findTarget.ts'
import type { ElementLoginLinks } from '../shared/elementLoginLinks.ts'
import { LazyCheckout } from '../shared/LazyCheckout.ts'

export interface ParkDetailElementProps extends ElementLoginLinks {
  /** `park`: the park's id, slug or park code. */
  park?: string
  /** `vehicle-type`: the vehicle type whose rate shows first; default 1. */
  vehicleType?: number
  /** `start`, `end`: the stay the Book action starts the checkout with. */
  start?: string
  end?: string
  /** `target`: a selector of a `<parkade-checkout>` that Book fills in; without it the checkout opens in place. */
  target?: string
  /** `host-login`: the page signs drivers in itself (see `<parkade-checkout>`). */
  hostLogin?: boolean
}

type CheckoutTarget = HTMLElement & { park?: string; vehicleType?: number; start?: string; end?: string }

export function ParkDetailAdapter(props: ParkDetailElementProps & ParkadeElementContext) {
  const { park, vehicleType, target, host } = props
  const { t } = useTranslation()
  const [booking, setBooking] = useState<{ park: string; request: ParkBookRequest } | null>(null)
  // A park set after the element appeared was the driver's choice (a search's "View park"):
  // the detail takes the focus once it loads, so keyboard and screen reader users are taken there.
  const [firstPark] = useState(park)
  // Book and Back each remove the button pressed: the focus goes to Back, then to the park's heading.
  const [cameBack, setCameBack] = useState(false)
  const back = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (booking) back.current?.focus()
  }, [booking])

  const onBook = (request: ParkBookRequest) => {
    const checkout = findTarget(host, target) as CheckoutTarget | null
    if (!checkout) {
      setBooking({ park: park ?? '', request })
      return
    }
    checkout.vehicleType = request.vehicleTypeId
    if (props.start) checkout.start = props.start
    if (props.end) checkout.end = props.end
    checkout.park = request.park.slug
    checkout.scrollIntoView?.({ block: 'start' })
  }

  // The checkout opened in place belongs to the park it was opened for; its code is fetched now.
  if (booking && booking.park === (park ?? '')) {
    return (
      <>
        <ParkadeRoot feature="park-detail-back">
          <button
            type="button"
            className="pk-button pk-button-link"
            ref={back}
            onClick={() => {
              setBooking(null)
              setCameBack(true)
            }}
          >
            {t('common.back')}
          </button>
        </ParkadeRoot>
        <LazyCheckout {...props} park={booking.request.park.slug} vehicleType={booking.request.vehicleTypeId} />
      </>
    )
  }
  if (!park) return null
  return (
    <ParkDetail
      key={park}
      park={park}
      autoFocus={park !== firstPark || cameBack}
      {...(vehicleType && vehicleType > 0 ? { initialVehicleTypeId: vehicleType } : {})}
      onBook={onBook}
    />
  )
}

/** `<parkade-park-detail>`: a park's information, rate by vehicle type, fees, and Book. */
export const parkDetailElement = /* @__PURE__ */ defineParkadeElement<ParkDetailElementProps>('parkade-park-detail', ParkDetailAdapter, parkDetailPropTypes)

/** Registers `<parkade-park-detail>` (once). */
export function define(): CustomElementConstructor {
  return parkDetailElement.define()
}

export type ParkDetailElement = ParkadeElement<ParkDetailElementProps>

declare global {
  interface HTMLElementTagNameMap {
    'parkade-park-detail': ParkDetailElement
  }
}
