import { useParams, useSearchParams } from 'react-router'
import { Checkout, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { readStayQuery } from '../routing/stayQuery.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { useBookedNavigation } from './useBookedNavigation.ts'

/**
 * `/checkout/{slug}` and `/booking/{parkCode}`: the Checkout of that park. A gateway payment
 * comes back to /payment/success with the park in the query, where Checkout confirms it. Its
 * sign-in dialog creates accounts and resets passwords in place (no trip to /register), so a new
 * driver keeps the times and plate already entered.
 */
export default function CheckoutPage({ variant }: { variant: 'checkout' | 'booking' }) {
  const { key = '' } = useParams()
  const [params] = useSearchParams()
  const { t } = useTranslation()
  const onBooked = useBookedNavigation()
  const title = variant === 'checkout' ? t('pages.checkout') : t('pages.booking')
  usePageMeta({ title, description: t('site.meta.checkout') })
  // The stay the driver searched and the park page carried on: the checkout's first times.
  const { arrival, departure, vehicleTypeId } = readStayQuery(params, 'vehicle_type_id')
  const returnUrl = `${window.location.origin}${paths.paymentSuccess}?${new URLSearchParams({ park: key })}`
  return (
    <div className="site-page">
      <h1 className="visually-hidden">{title}</h1>
      <Checkout
        key={key}
        park={key}
        {...(vehicleTypeId ? { vehicleTypeId } : {})}
        {...(arrival ? { start: arrival } : {})}
        {...(departure ? { end: departure } : {})}
        returnUrl={returnUrl}
        onBooked={onBooked}
      />
    </div>
  )
}
