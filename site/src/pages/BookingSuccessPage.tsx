import { Link, useLocation } from 'react-router'
import { BookingConfirmation, ParkadeRoot, useParkade, useParkadeStore, useTranslation } from '../sdk.ts'
import type { Booking } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { useLoginDialog } from '../shell/LoginDialogContext.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { AccessDeniedContent } from './AccessDeniedContent.tsx'
import { useApiResource } from './useApiResource.ts'

/**
 * `/booking-success?booking={code}`: the confirmation — code, QR code, calendar file. The
 * checkout hands the booking over; after a reload it is read again by its code.
 */
export default function BookingSuccessPage() {
  const { t, tm } = useTranslation()
  const { client } = useParkade()
  const { openLogin } = useLoginDialog()
  const location = useLocation()
  const signedIn = useParkadeStore('auth', (s) => s.token !== null)
  usePageMeta({ title: t('pages.bookingSuccess'), description: t('site.meta.bookingSuccess') })
  const code = new URLSearchParams(location.search).get('booking')
  const handed = (location.state as { booking?: Booking } | null)?.booking
  const given = handed && handed.booking_code === code ? handed : null
  const read = useApiResource(!given && code && signedIn ? `booking:${code}` : null, (signal) => client.api.bookings.get(code ?? '', { signal }))
  const booking = given ?? read.value

  let body
  // The confirmation's own heading is the page's title, so it is not said twice.
  if (booking) body = <BookingConfirmation booking={booking} headingLevel={1} />
  else if (!code) body = <p>{t('site.bookingSuccess.missing')}</p>
  else if (!signedIn) {
    body = (
      <div className="site-card">
        <p>{t('account.loginPrompt')}</p>
        <button type="button" className="site-button" onClick={() => openLogin()}>
          {t('account.loginToContinue')}
        </button>
      </div>
    )
  } else if (read.status === 'error' && (read.httpStatus === 403 || read.httpStatus === 404)) return <AccessDeniedContent />
  else if (read.status === 'error') {
    body = (
      <div className="site-alert" role="alert">
        <p>{tm(read.error ?? '')}</p>
        <button type="button" className="site-button site-button-secondary" onClick={read.retry}>
          {t('common.retry')}
        </button>
      </div>
    )
  } else body = <Spinner label={t('common.loading')} />

  return (
    <div className="site-page">
      {booking ? null : <h1>{t('pages.bookingSuccess')}</h1>}
      <ParkadeRoot feature="booking-success">{body}</ParkadeRoot>
      <p>
        <Link to={paths.bookings}>{t('site.bookingSuccess.toBookings')}</Link>
      </p>
    </div>
  )
}
