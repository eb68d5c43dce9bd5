import { Link, useLocation } from 'react-router'
import { Checkout, readPaymentReturn, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { useBookedNavigation } from './useBookedNavigation.ts'

/**
 * `/payment`, `/payment/success` and `/payment-success`: where a gateway sends the driver back.
 * The provider's return (`reference`, `provider`, `status`) and the park the checkout put in the
 * return URL go to Checkout's return handling, which confirms the payment with the server; a
 * confirmed booking goes on to /booking-success. Without a return there is nothing to confirm.
 */
export default function PaymentPage({ variant }: { variant: 'payment' | 'success' }) {
  const { t } = useTranslation()
  const { search } = useLocation()
  const onBooked = useBookedNavigation()
  const paymentReturn = readPaymentReturn(search)
  const park = new URLSearchParams(search).get('park')
  // A provider that says the payment failed or was cancelled is not a success, whatever the path.
  const failed = paymentReturn?.status ? /fail|cancel|abandon|declin/i.test(paymentReturn.status) : false
  // Nor is a visit with no payment to confirm: nothing was paid.
  const success = variant === 'success' && paymentReturn !== null && !failed
  const title = success ? t('pages.paymentSuccess') : t('pages.payment')
  usePageMeta({ title, description: success ? t('site.meta.paymentSuccess') : t('site.meta.payment') })

  return (
    <div className="site-page">
      <h1 className={paymentReturn && park ? 'visually-hidden' : undefined}>{title}</h1>
      {paymentReturn && park ? (
        <Checkout park={park} paymentReturn={paymentReturn} readReturnFromUrl onBooked={onBooked} />
      ) : (
        <div className="site-card">
          <h2>{t('site.payment.nothingTitle')}</h2>
          <p>{t('site.payment.nothingBody')}</p>
          <div className="site-actions">
            <Link className="site-button" to={paths.bookings}>
              {t('site.bookingSuccess.toBookings')}
            </Link>
            <Link className="site-button site-button-secondary" to={paths.parksList}>
              {t('nav.findParking')}
            </Link>
          </div>
        </div>
      )}
    </div>
  )
}
