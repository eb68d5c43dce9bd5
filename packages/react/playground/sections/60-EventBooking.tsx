import { useState } from 'react'
import { withoutPaymentReturn } from '../../src/Checkout/index.ts'
import { EventBooking } from '../../src/EventBooking/index.ts'

export const title = 'Event booking'
export const order = 60

// Kept in the return URL, so the event's checkout reopens when the gateway sends the driver back.
const EVENT_PARAM = 'event_code'

function returnUrlFor(eventCode: string): string {
  const url = new URL(withoutPaymentReturn(location.href))
  url.searchParams.set(EVENT_PARAM, eventCode)
  return url.toString()
}

/** The Login section's dialog opens on 'auth-required', as a host's own login would. */
const hostHandlesLogin = () => {}

export default function EventBookingSection() {
  const [initial] = useState(() => {
    const params = new URLSearchParams(location.search)
    return { code: params.get(EVENT_PARAM), returning: !!params.get('reference') }
  })
  const [typed, setTyped] = useState(initial.code ?? '')
  const [code, setCode] = useState<string | null>(initial.code)

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <form
        className="host-config"
        onSubmit={(event) => {
          event.preventDefault()
          setCode(typed.trim() || null)
        }}
      >
        <label>
          Event code
          <input value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">Open event</button>
      </form>
      {code ? (
        <EventBooking
          key={code}
          eventCode={code}
          returnUrl={returnUrlFor(code)}
          readReturnFromUrl={initial.returning && code === initial.code}
          onAuthRequired={hostHandlesLogin}
        />
      ) : (
        <p data-testid="event-booking-empty">Type an event code, e.g. one from GET /events.</p>
      )}
    </div>
  )
}
