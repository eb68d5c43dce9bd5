import type { BookingStatus } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'

/** A booking's status as a badge: Active, Pending, Cancelled, Completed. */
export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { t } = useTranslation()
  return (
    <span className="pk-badge" data-status={status}>
      {t(`bookings.status.${status}`)}
    </span>
  )
}
