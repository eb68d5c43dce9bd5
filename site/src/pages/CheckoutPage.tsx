import { useParams, useSearchParams } from 'react-router'
import { Checkout, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
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
  const vehicleTypeId = Number(params.get('vehicle_type_id'))
  const returnUrl = `${window.location.origin}${paths.paymentSuccess}?${new URLSearchParams({ park: key })}`
  return (
    <div className="site-page">
      <h1 className="visually-hidden">{title}</h1>
      <Checkout
        key={key}
        park={key}
        {...(Number.isInteger(vehicleTypeId) && vehicleTypeId > 0 ? { vehicleTypeId } : {})}
        returnUrl={returnUrl}
        onBooked={onBooked}
      />
    </div>
  )
}
