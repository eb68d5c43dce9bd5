import type { BookingStatus } from '@parkade/core'
import { bookingsTexts } from './bookingsTexts.ts'

/** A booking's status as a badge: Active, Pending, Cancelled, Completed. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { tf } = bookingsTexts.useTexts()
  return (
    <span className="pk-badge" data-status={status}>
      {tf(`status.${status}`)}
    </span>
  )
}
