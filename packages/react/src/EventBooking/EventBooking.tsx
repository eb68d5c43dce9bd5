import { useEffect, useId, useRef } from 'react'
import type { FormEvent } from 'react'
import { Checkout } from '../Checkout/Checkout.tsx'
import type { CheckoutProps } from '../Checkout/Checkout.tsx'
import { useTranslation } from '../i18n/useTranslation.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { TextField } from '../ui/TextField.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { EventParkCard } from './EventParkCard.tsx'
import { useEventBooking } from './useEventBooking.ts'
import type { UseEventBookingOptions } from './useEventBooking.ts'
import { eventsTexts } from './eventsTexts.ts'

export interface EventBookingProps
  extends UseEventBookingOptions,
    Pick<CheckoutProps, 'partner' | 'onBooked' | 'onAuthRequired' | 'renderLogin' | 'loginLinks' | 'returnUrl' | 'redirect' | 'quoteDelayMs'> {
  className?: string
}

/** An event (name, venue, date and time), the parks around it, and the checkout with its times filled in. */
export function EventBooking({ className, eventCode, paymentReturn, readReturnFromUrl, ...checkoutProps }: EventBookingProps) {
  const booking = useEventBooking({ eventCode, paymentReturn, readReturnFromUrl })
  const { t, tm } = useTranslation()
  eventsTexts.useTexts()
  const { dateTime } = useFormat()
  const titleId = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const { event, selection } = booking

  // Choosing a park, and coming back from it, moves the focus to the new view's heading.
  const hasSelection = selection !== null
  const shownSelection = useRef(hasSelection)
  useEffect(() => {
    if (shownSelection.current === hasSelection) return
    shownSelection.current = hasSelection
    headingRef.current?.focus()
  }, [hasSelection])

  const onAccess = (formEvent: FormEvent) => {
    formEvent.preventDefault()
    void booking.submitAccessCode()
  }

  if (selection) {
    const eventName = event?.name ?? booking.eventCode
    return (
      <ParkadeRoot feature="event-booking" as="section" aria-labelledby={titleId} className={className}>
        <div className="pk-stack">
          <div>
            <button type="button" className="pk-button-link" onClick={booking.clearSelection}>
              {t('events.backToEvent')}
            </button>
          </div>
          <h2 id={titleId} ref={headingRef} tabIndex={-1}>
            {t('events.bookingFor', { event: eventName })}
          </h2>
          {selection.start && selection.end ? (
            <p className="pk-muted">{t('events.timesFilled', { start: dateTime(selection.start), end: dateTime(selection.end) })}</p>
          ) : null}
          <Checkout
            {...checkoutProps}
            park={selection.park}
            start={selection.start}
            end={selection.end}
            eventCode={event?.event_code ?? booking.eventCode}
            paymentReturn={paymentReturn}
            readReturnFromUrl={readReturnFromUrl}
          />
        </div>
      </ParkadeRoot>
    )
  }

  return (
    <ParkadeRoot feature="event-booking" as="section" aria-labelledby={titleId} className={className}>
      <div className="pk-stack">
        {booking.status === 'loading' ? (
          <>
            <h2 id={titleId}>{t('pages.eventBooking')}</h2>
            <Spinner label={t('events.loading')} />
          </>
        ) : null}
        {booking.status === 'error' ? (
          <>
            <h2 id={titleId}>{t('pages.eventBooking')}</h2>
            {booking.errorKind === 'not-found' ? <Alert tone="error">{t('events.notFound')}</Alert> : null}
            {booking.errorKind === 'other' ? (
              <Alert
                tone="error"
                action={
                  <button type="button" className="pk-button pk-button-secondary" onClick={booking.retry}>
                    {t('common.retry')}
                  </button>
                }
              >
                {tm(booking.error ?? '')}
              </Alert>
            ) : null}
            {booking.errorKind === 'private' ? (
              <form className="pk-stack" onSubmit={onAccess} noValidate>
                <Alert tone="info">{t('events.private')}</Alert>
                <TextField
                  name="accessCode"
                  label={t('events.accessCode')}
                  value={booking.accessCode}
                  onChange={(change) => booking.setAccessCode(change.target.value)}
                  error={booking.accessStatus === 'error' ? tm(booking.accessError ?? '') : null}
                  autoComplete="off"
                  spellCheck={false}
                  required
                />
                {booking.accessStatus === 'error' ? <p className="pk-visually-hidden" role="alert">{tm(booking.accessError ?? '')}</p> : null}
                <div>
                  <button type="submit" className="pk-button" disabled={booking.accessStatus === 'loading'}>
                    {t('events.openEvent')}
                  </button>
                </div>
              </form>
            ) : null}
          </>
        ) : null}
        {booking.status === 'success' && event ? (
          <>
            <h2 id={titleId} ref={headingRef} tabIndex={-1}>
              {event.name}
            </h2>
            <dl className="pk-stack" style={{ gap: 4 }}>
              <div>
                <dt className="pk-strong">{t('events.venue')}</dt>
                <dd>
                  {event.venue.name}
                  <br />
                  <span className="pk-muted">{event.venue.address}</span>
                </dd>
              </div>
              <div>
                <dt className="pk-strong">{t('events.date')}</dt>
                <dd>
                  {t('events.timeRange', { start: dateTime(event.starts_at), end: dateTime(event.ends_at) })}
                  <br />
                  <span className="pk-muted">{t('events.parkingOpens', { time: dateTime(event.parking_opens_at) })}</span>
                </dd>
              </div>
            </dl>
            {event.description ? (
              <section className="pk-stack" aria-label={t('events.about')}>
                <p>{event.description}</p>
              </section>
            ) : null}
            <section className="pk-stack" aria-labelledby={`${titleId}-parks`}>
              <h3 id={`${titleId}-parks`}>{t('events.parks')}</h3>
              {booking.parks.length === 0 ? (
                <p className="pk-muted">{t('events.noParks')}</p>
              ) : (
                <ul className="pk-list">
                  {booking.parks.map((park) => (
                    <li key={park.id}>
                      <EventParkCard park={park} onChoose={booking.selectPark} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
          </>
        ) : null}
      </div>
    </ParkadeRoot>
  )
}
