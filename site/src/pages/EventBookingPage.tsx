import { Link, useParams } from 'react-router'
import { EventBooking, useTranslation } from '../sdk.ts'
import { eventsCopy } from '../i18n/copy/eventsCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { useBookedNavigation } from './useBookedNavigation.ts'

/**
 * `/booking/event/{event_code}`: the SDK's EventBooking — the event, its parks, and the checkout
 * with the event's times. A gateway payment comes back here (the checkout reopens from the URL).
 */
export default function EventBookingPage() {
  const { code = '' } = useParams()
  const { t } = useTranslation()
  const copy = useSiteCopy(eventsCopy).eventsPage
  const onBooked = useBookedNavigation()
  usePageMeta({ title: t('pages.eventBooking'), description: copy.bookingMeta })
  const returnUrl = `${window.location.origin}${paths.eventBooking(code)}`
  return (
    <div className="site-page">
      <p>
        <Link to={paths.events}>{copy.backToEvents}</Link>
      </p>
      <h1>{t('pages.eventBooking')}</h1>
      <EventBooking
        key={code}
        eventCode={code}
        readReturnFromUrl
        returnUrl={returnUrl}
        onBooked={onBooked}
      />
    </div>
  )
}
