import { useState } from 'react'
import { ParkDetail } from '../../src/ParkDetail/index.ts'
import { setSelection, useSelection } from './selection.ts'

export const title = 'Park detail and rate'
export const order = 20

export default function ParkDetailSection() {
  const { park, booking } = useSelection()
  // A park typed by id, slug or code, as a QR landing would give it; a pick in the search wins.
  const [typed, setTyped] = useState('')
  const [shown, setShown] = useState<string | null>(null)
  const key = park?.slug ?? shown

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <form
        className="host-config"
        onSubmit={(event) => {
          event.preventDefault()
          setSelection({ park: null })
          setShown(typed.trim())
        }}
      >
        <label>
          Park id, slug or code
          <input value={typed} onChange={(event) => setTyped(event.target.value)} />
        </label>
        <button type="submit">Show park</button>
      </form>
      {key ? (
        <ParkDetail park={key} headingLevel={3} autoFocus onBook={(request) => setSelection({ booking: request })} />
      ) : (
        <p data-testid="park-detail-empty">Pick a park in the search above, or type its id, slug or code.</p>
      )}
      <p>
        Book action: <strong data-testid="book-request">{booking ? `${booking.park.name}, vehicle type ${booking.vehicleTypeId}` : '—'}</strong>
      </p>
    </div>
  )
}
