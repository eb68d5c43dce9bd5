import { Link, useParams } from 'react-router'
import { eventsTexts, useFormat, useParkade, useTranslation } from '../sdk.ts'
import { eventsCopy } from '../i18n/copy/eventsCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { usePageStatus } from '../app/usePageStatus.ts'
import { ApiFailure } from './ApiFailure.tsx'
import { useApiResource } from './useApiResource.ts'
import { useEventCategory } from './useEventCategory.ts'

/** `/event/{event_code}`: the event, its venue and times, the parks around it, and the way to book. */
export default function EventPage() {
  const { code = '' } = useParams()
  const { t } = useTranslation()
  eventsTexts.useTexts()
  const categoryName = useEventCategory()
  const { client } = useParkade()
  const { dateTime, money } = useFormat()
  const copy = useSiteCopy(eventsCopy).eventsPage
  const read = useApiResource(`event:${code}`, (signal) => client.api.events.get(code, { signal }))
  const event = read.value
  usePageMeta({
    title: event?.name ?? t('pages.events'),
    description: event ? t('eventsPage.detailMeta', { event: event.name, venue: event.venue.name }) : copy.meta,
  })

  usePageStatus(read.status === 'error' && read.httpStatus === 404 ? 404 : null)
  let body
  if (read.status === 'error' && (read.httpStatus === 404 || read.httpStatus === 403)) {
    body = (
      <>
        <h1>{t('pages.events')}</h1>
        <p className="site-alert">{read.httpStatus === 404 ? copy.notFound : t('events.private')}</p>
        {read.httpStatus === 403 ? (
          <p>
            <Link to={paths.privateEventAccess}>{copy.privateLink}</Link>
          </p>
        ) : null}
      </>
    )
  } else if (read.status === 'error') {
    body = (
      <>
        <h1>{t('pages.events')}</h1>
        <ApiFailure message={read.error ?? ''} onRetry={read.retry} />
      </>
    )
  } else if (!event) body = <Spinner label={t('common.loading')} />
  else {
    body = (
      <>
        <p className="site-badge">{categoryName(event.category)}</p>
        <h1>{event.name}</h1>
        <p className="site-lead">{event.description}</p>
        <dl className="site-facts-list">
          <div>
            <dt>{copy.when}</dt>
            <dd>
              <time dateTime={event.starts_at}>{dateTime(event.starts_at)}</time> – <time dateTime={event.ends_at}>{dateTime(event.ends_at)}</time>
              <br />
              {t('eventsPage.parkingOpens', { time: dateTime(event.parking_opens_at) })}
            </dd>
          </div>
          <div>
            <dt>{copy.venue}</dt>
            <dd>
              {event.venue.name}, {event.venue.address}, {event.venue.city}
            </dd>
          </div>
        </dl>
        <p>
          <Link className="site-button" to={paths.eventBooking(event.event_code)}>
            {copy.bookParking}
          </Link>
        </p>
        <section aria-labelledby="event-parks">
          <h2 id="event-parks">{copy.parksTitle}</h2>
          {event.parks && event.parks.length > 0 ? (
            <ul className="site-grid">
              {event.parks.map((park) => {
                const hourly = park.rates.find((rate) => rate.vehicle_type_id === 1)?.hourly
                return (
                  <li key={park.id} className="site-card site-list-card">
                    <h3>
                      <Link to={paths.park(park.slug)}>{park.name}</Link>
                    </h3>
                    <p className="site-hint">{park.address}</p>
                    {hourly !== undefined ? <p>{money(hourly, park.currency)}</p> : null}
                  </li>
                )
              })}
            </ul>
          ) : (
            <p>{copy.noParks}</p>
          )}
        </section>
      </>
    )
  }

  return (
    <div className="site-page">
      <p>
        <Link to={paths.events}>{copy.backToEvents}</Link>
      </p>
      {body}
    </div>
  )
}
