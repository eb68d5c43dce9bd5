import { useId, useRef, useState } from 'react'
import type { Booking, BookingStatusFilter } from '@parkade/core'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Pagination } from '../ui/Pagination.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { AccountLoginPrompt } from '../Wallet/AccountLoginPrompt.tsx'
import { useFocusOnChange } from '../Wallet/useFocusOnChange.ts'
import { BookingDetail } from './BookingDetail.tsx'
import { BookingListItem } from './BookingListItem.tsx'
import { BOOKING_STATUS_FILTERS, useBookings } from './useBookings.ts'
import type { UseBookingsOptions } from './useBookings.ts'
import { bookingsTexts } from './bookingsTexts.ts'
import { walletTexts } from '../Wallet/walletTexts.ts'
import { gatewaysTexts } from '../payment/gatewaysTexts.ts'

export interface BookingsProps extends UseBookingsOptions {
  /** The detail page of a booking (the site's /booking-details/{code}); its items become links. */
  detailHref?: (bookingCode: string) => string
  /** Called when a booking is opened; without it and without detailHref, the detail shows here. */
  onSelect?: (booking: Booking) => void
  onLogin?: () => void
}

/** The driver's bookings with a status filter and pages; opens a booking's detail. */
export function Bookings({ detailHref, onSelect, onLogin, ...options }: BookingsProps) {
  const { tf, t, tm } = bookingsTexts.useTexts()
  walletTexts.useTexts()
  gatewaysTexts.useTexts()
  const list = useBookings(options)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const [opened, setOpened] = useState<string | null>(null)
  useFocusOnChange(heading, opened === null ? 'list' : null)

  if (opened !== null) {
    return <BookingDetail bookingCode={opened} onBack={() => {
          setOpened(null)
          list.reload()
        }} autoFocus {...(onLogin ? { onLogin } : {})} />
  }

  const select = (booking: Booking) => {
    onSelect?.(booking)
    if (!onSelect) setOpened(booking.booking_code)
  }

  let body
  if (!list.signedIn) {
    body = <AccountLoginPrompt widget="bookings" {...(onLogin ? { onLogin } : {})} />
  } else if (list.status === 'error') {
    body = (
      <Alert
        tone="error"
        action={
          <button type="button" className="pk-button pk-button-secondary" onClick={list.reload}>
            {t('common.retry')}
          </button>
        }
      >
        {tm(list.error ?? '')}
      </Alert>
    )
  } else if ((list.status === 'loading' || list.status === 'idle') && list.bookings.length === 0) {
    body = <Spinner />
  } else if (list.bookings.length === 0) {
    body = <p className="pk-muted">{list.statusFilter === 'all' ? tf('empty') : tf('emptyFiltered')}</p>
  } else {
    body = (
      <ul className="pk-list" aria-label={tf('list')} aria-busy={list.status === 'loading' || undefined}>
        {list.bookings.map((booking) => (
          <BookingListItem key={booking.id} booking={booking} {...(detailHref ? { href: detailHref(booking.booking_code) } : { onSelect: select })} />
        ))}
      </ul>
    )
  }

  return (
    <ParkadeRoot feature="bookings" role="region" aria-labelledby={headingId}>
      <div className="pk-stack">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {tf('title')}
        </h2>
        {list.signedIn ? (
          <SelectField
            label={tf('filterLabel')}
            value={list.statusFilter}
            onChange={(event) => list.setStatusFilter(event.target.value as BookingStatusFilter)}
            options={BOOKING_STATUS_FILTERS.map((value) => ({ value, label: value === 'all' ? tf('all') : tf(`status.${value}`) }))}
          />
        ) : null}
        {body}
        {list.signedIn ? <Pagination page={list.page} pages={list.pages} onPage={list.setPage} disabled={list.status === 'loading'} /> : null}
      </div>
    </ParkadeRoot>
  )
}
