import { useId, useRef } from 'react'
import type { ReactNode } from 'react'
import type { Booking } from '@parkade/core'
import { DirectionsLink } from '../ui/DirectionsLink.tsx'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { AccountLoginPrompt } from '../Wallet/AccountLoginPrompt.tsx'
import { useFocusOnChange } from '../Wallet/useFocusOnChange.ts'
import { useFormat } from '../ui/useFormat.ts'
import { BookingActions } from './BookingActions.tsx'
import { BookingStatusBadge } from './BookingStatusBadge.tsx'
import { useBookingDetail } from './useBookingDetail.ts'
import { bookingsTexts } from './bookingsTexts.ts'

export interface BookingDetailProps {
  bookingCode: string
  /** Shows a Back button (e.g. to the list). */
  onBack?: () => void
  /** Moves focus to the booking's heading once it shows (when opened from a list). */
  autoFocus?: boolean
  onLogin?: () => void
  /** Goes to a payment provider's hosted page (an extension paid through the gateway); default `window.location.assign`. */
  redirect?: (url: string) => void
}

function Row({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="pk-row pk-between">
      <dt className="pk-muted">{term}</dt>
      <dd>{children}</dd>
    </div>
  )
}

/** The payment status to show: a refund says where the money went, a cancelled hold that nothing was paid. */
function paymentStatusKey(booking: Booking): Booking['payment_status'] | 'refundedToSource' | 'refundedSplit' | 'notPaid' {
  // A hold cancelled before its payment: nothing is awaited any more.
  if (booking.status === 'cancelled' && booking.payment_status === 'pending') return 'notPaid'
  if (booking.payment_status !== 'refunded' || !booking.refunded_to_source) return booking.payment_status
  return booking.refunded_to_source >= booking.total ? 'refundedToSource' : 'refundedSplit'
}

/** One booking: park, times, vehicle, amounts and status, with cancel, renew and extend. */
export function BookingDetail({ bookingCode, onBack, autoFocus = false, onLogin, redirect }: BookingDetailProps) {
  const { tf, t, tm } = bookingsTexts.useTexts()
  const { money, dateTime } = useFormat()
  const detail = useBookingDetail(bookingCode, redirect ? { redirect } : {})
  const { booking } = detail
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  // Opened from a list, the booking's heading takes focus once it shows; a page of its own leaves focus to the page.
  const settled = detail.status === 'success' ? bookingCode : detail.status === 'loading' ? null : detail.status
  useFocusOnChange(heading, autoFocus ? settled : null, true)

  const back = onBack ? (
    <div>
      <button type="button" className="pk-button pk-button-secondary" onClick={onBack}>
        {tf('back')}
      </button>
    </div>
  ) : null

  let body: ReactNode
  if (detail.status === 'auth-required') {
    body = <AccountLoginPrompt widget="booking-detail" {...(onLogin ? { onLogin } : {})} />
  } else if (detail.status === 'loading') {
    body = <Spinner />
  } else if (detail.status === 'not-found') {
    body = <Alert tone="error">{tf('notFound')}</Alert>
  } else if (detail.status === 'error' || !booking) {
    body = (
      <Alert
        tone="error"
        action={
          <button type="button" className="pk-button pk-button-secondary" onClick={detail.reload}>
            {t('common.retry')}
          </button>
        }
      >
        {tm(detail.error ?? '')}
      </Alert>
    )
  } else {
    body = (
      <>
        <div className="pk-row">
          <BookingStatusBadge status={booking.status} />
        </div>
        <dl className="pk-card pk-stack">
          <Row term={tf('code')}>{booking.booking_code}</Row>
          <Row term={tf('park')}>
            <span className="pk-strong">{booking.park.name}</span>
            <br />
            <span className="pk-small">{booking.park.address}</span>
            <br />
            <DirectionsLink place={booking.park} className="pk-button-link" />
          </Row>
          <Row term={tf('start')}>{dateTime(booking.start_time)}</Row>
          <Row term={tf('end')}>
            <span data-testid="booking-end">{dateTime(booking.end_time)}</span>
          </Row>
          <Row term={tf('plate')}>{booking.plate_number}</Row>
          <Row term={tf('subtotal')}>{money(booking.subtotal, booking.currency)}</Row>
          {booking.fees.map((fee) => (
            <Row key={fee.code} term={fee.label}>
              {money(fee.amount, booking.currency)}
            </Row>
          ))}
          <Row term={tf('total')}>
            <span className="pk-price">{money(booking.total, booking.currency)}</span>
          </Row>
          <Row term={tf('payment')}>
            {tf(`paymentMethod.${booking.payment_method}`)} · {tf(`paymentStatus.${paymentStatusKey(booking)}`)}
          </Row>
        </dl>
        <BookingActions detail={detail} booking={booking} />
      </>
    )
  }

  return (
    <ParkadeRoot feature="booking-detail" role="region" aria-labelledby={headingId}>
      <div className="pk-stack">
        {back}
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {booking ? booking.park.name : tf('detailTitle', { code: bookingCode })}
        </h2>
        {booking ? <p className="pk-muted">{tf('detailTitle', { code: booking.booking_code })}</p> : null}
        {body}
      </div>
    </ParkadeRoot>
  )
}
