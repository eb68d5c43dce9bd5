import { useId, useRef } from 'react'
import type { Ref } from 'react'
import type { Booking } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { DirectionsLink } from '../ui/DirectionsLink.tsx'
import { ParkPicture } from '../ui/ParkPicture.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { bookingIcsFile, bookingIcsFileName } from './bookingIcsFile.ts'
import { useDownloadLink } from './useDownloadLink.ts'
import { checkoutTexts } from './checkoutTexts.ts'
import { parkTexts } from '../ParkDetail/parkTexts.ts'
import { BookingQrCode } from './BookingQrCode.tsx'

export interface BookingConfirmationProps {
  booking: Booking
  headingRef?: Ref<HTMLHeadingElement>
  /** Level of the "Booking confirmed" heading (default 3, inside the checkout); 1 when it is the page's title. */
  headingLevel?: 1 | 2 | 3
  /** Shown as a secondary action, e.g. "Book another stay". */
  onBookAnother?: () => void
}

const CODE_STYLE = {
  fontSize: 'calc(var(--pk-font-size) * 2)',
  fontWeight: 700,
  letterSpacing: '0.08em',
  fontVariantNumeric: 'tabular-nums',
  userSelect: 'all',
  WebkitUserSelect: 'all',
  wordBreak: 'break-all',
} as const

/** The booking code, big and selectable, its QR code, an .ics file, and the park and times. */
export function BookingConfirmation({ booking, headingRef, headingLevel = 3, onBookAnother }: BookingConfirmationProps) {
  const Heading = `h${headingLevel}` as const
  const { tf } = checkoutTexts.useTexts()
  parkTexts.useTexts()
  const { t } = useTranslation()
  parkTexts.useTexts()
  const { money, dateTime } = useFormat()
  const codeLabelId = useId()
  const ics = bookingIcsFile(booking, {
    title: tf('confirmation.calendarTitle', { park: booking.park.name }),
    description: tf('confirmation.calendarDescription', { code: booking.booking_code, plate: booking.plate_number }),
  })
  const downloadRef = useRef<HTMLAnchorElement>(null)
  const downloadHref = useDownloadLink(downloadRef, ics, 'text/calendar')

  return (
    <div className="pk-stack" data-testid="booking-confirmation">
      <Heading ref={headingRef} tabIndex={-1}>
        {tf('confirmation.title')}
      </Heading>
      <p>{tf('confirmation.lead', { park: booking.park.name })}</p>
      {/* The park the driver is heading to, described (the details below name it again, further on); below the lead, so lazy on a phone. */}
      <ParkPicture src={booking.park.image_url} alt={t('park.imageAlt', { name: booking.park.name })} lazy />
      <div className="pk-card pk-stack">
        <div>
          <p id={codeLabelId} className="pk-label">
            {tf('confirmation.code')}
          </p>
          <p aria-labelledby={codeLabelId} style={CODE_STYLE} data-testid="booking-code">
            {booking.booking_code}
          </p>
          <p className="pk-muted pk-small">{tf('confirmation.codeHint')}</p>
        </div>
        <BookingQrCode value={booking.booking_code} label={tf('confirmation.qr', { code: booking.booking_code })} />
        <dl className="pk-stack" style={{ gap: 4 }}>
          <div>
            <dt className="pk-strong">{tf('confirmation.park')}</dt>
            <dd>
              {booking.park.name}
              <br />
              <span className="pk-muted">{booking.park.address}</span>
            </dd>
          </div>
          <div>
            <dt className="pk-strong">{tf('confirmation.arrival')}</dt>
            <dd>
              <time dateTime={booking.start_time}>{dateTime(booking.start_time)}</time>
            </dd>
          </div>
          <div>
            <dt className="pk-strong">{tf('confirmation.departure')}</dt>
            <dd>
              <time dateTime={booking.end_time}>{dateTime(booking.end_time)}</time>
            </dd>
          </div>
          <div>
            <dt className="pk-strong">{tf('confirmation.vehicle')}</dt>
            <dd>{booking.plate_number}</dd>
          </div>
          <div>
            <dt className="pk-strong">{tf('confirmation.paid')}</dt>
            <dd>{money(booking.total, booking.currency)}</dd>
          </div>
        </dl>
        <div className="pk-row">
          <a ref={downloadRef} className="pk-button pk-button-secondary" href={downloadHref} download={bookingIcsFileName(booking)}>
            {tf('confirmation.addToCalendar')}
          </a>
          <DirectionsLink place={booking.park} />
          {onBookAnother ? (
            <button type="button" className="pk-button-link" onClick={onBookAnother}>
              {tf('confirmation.bookAnother')}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  )
}
