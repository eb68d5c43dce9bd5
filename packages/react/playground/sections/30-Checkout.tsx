import { useState } from 'react'
import type { Park } from '@parkade/core'
import { Checkout, withoutPaymentReturn } from '../../src/Checkout/index.ts'
import { setSelection, useSelection } from './selection.ts'

export const title = 'Checkout'
export const order = 30

// The gateway's page sends the driver back here; this parameter says which park the checkout was for.
const PARK_PARAM = 'checkout_park'

function returnUrlFor(park: string): string {
  const url = new URL(withoutPaymentReturn(location.href))
  url.searchParams.set(PARK_PARAM, park)
  return url.toString()
}

/** The Login section's dialog opens on 'auth-required', as a host's own login would. */
const hostHandlesLogin = () => {}

export default function CheckoutSection() {
  const { booking } = useSelection()
  const [returning] = useState(() => {
    const params = new URLSearchParams(location.search)
    return params.get('reference') ? params.get(PARK_PARAM) : null
  })
  const [typed, setTyped] = useState('')
  const [opened, setOpened] = useState<string | null>(returning)
  const park: Park | string | null = booking?.park ?? opened
  const parkKey = typeof park === 'object' && park ? park.slug : park

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <form
        className="host-config"
        onSubmit={(event) => {
          event.preventDefault()
          setSelection({ booking: null })
          setOpened(typed.trim() || null)
        }}
      >
        <label>
          Park to book (id, slug or code)
          <input value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">Open checkout</button>
      </form>
      {park && parkKey ? (
        <Checkout
          key={`${parkKey}-${booking?.vehicleTypeId ?? ''}`}
          park={park}
          vehicleTypeId={booking?.vehicleTypeId ?? null}
          returnUrl={returnUrlFor(parkKey)}
          readReturnFromUrl={returning === parkKey}
          onAuthRequired={hostHandlesLogin}
        />
      ) : (
        <p data-testid="checkout-empty">Book a park from its detail above, or type its id, slug or code.</p>
      )}
    </div>
  )
}
