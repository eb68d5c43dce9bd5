import type { Booking } from '@parkade/core'
import { useFormat } from '../ui/useFormat.ts'
import { BookingStatusBadge } from './BookingStatusBadge.tsx'
import { bookingsTexts } from './bookingsTexts.ts'

export interface BookingListItemProps {
  booking: Booking
  /** A link to the detail page; else a button calling onSelect. */
  href?: string
  onSelect?: (booking: Booking) => void
}

/** One booking in the list: park, code, times, vehicle, total and status. */
export function BookingListItem({ booking, href, onSelect }: BookingListItemProps) {
  const { tf } = bookingsTexts.useTexts()
  const { money, dateTime } = useFormat()
  // The visible words first, then the code: the name holds the label (WCAG 2.5.3) and tells the buttons apart.
  const label = `${tf('viewDetails')} ${booking.booking_code}`
  return (
    <li className="pk-card pk-result">
      <div className="pk-row pk-between">
        <h3>{booking.park.name}</h3>
        <BookingStatusBadge status={booking.status} />
      </div>
      <dl className="pk-small">
        <div className="pk-row">
          <dt className="pk-muted">{tf('code')}</dt>
          <dd className="pk-strong">{booking.booking_code}</dd>
        </div>
        <div className="pk-row">
          <dt className="pk-muted">{tf('start')}</dt>
          <dd>{dateTime(booking.start_time)}</dd>
        </div>
        <div className="pk-row">
          <dt className="pk-muted">{tf('end')}</dt>
          <dd>{dateTime(booking.end_time)}</dd>
        </div>
        <div className="pk-row">
          <dt className="pk-muted">{tf('plate')}</dt>
          <dd>{booking.plate_number}</dd>
        </div>
        <div className="pk-row">
          <dt className="pk-muted">{tf('total')}</dt>
          <dd className="pk-price">{money(booking.total, booking.currency)}</dd>
        </div>
      </dl>
      <div>
        {href ? (
          <a className="pk-button pk-button-secondary" href={href} aria-label={label}>
            {tf('viewDetails')}
          </a>
        ) : (
          <button type="button" className="pk-button pk-button-secondary" aria-label={label} onClick={() => onSelect?.(booking)}>
            {tf('viewDetails')}
          </button>
        )}
      </div>
    </li>
  )
}
