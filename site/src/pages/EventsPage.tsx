import { useState } from 'react'
import type { FormEvent } from 'react'
import { Link, useSearchParams } from 'react-router'
import { useParkade, useTranslation } from '../sdk.ts'
import type { TranslationKey } from '../sdk.ts'
import { eventsCopy } from '../i18n/copy/eventsCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { ApiFailure } from './ApiFailure.tsx'
import { PageLinks } from './PageLinks.tsx'
import { useApiResource } from './useApiResource.ts'
import { useSelectedCountry } from './useSelectedCountry.ts'
import { EventCard } from './EventCard.tsx'

const PAGE_SIZE = 9

/** `/events`: upcoming public events of the selected country, searchable by name, venue or city. */
export default function EventsPage() {
  const { t } = useTranslation()
  const { client } = useParkade()
  const copy = useSiteCopy(eventsCopy).eventsPage
  const country = useSelectedCountry()
  const [params, setParams] = useSearchParams()
  const query = params.get('q')?.trim() ?? ''
  const page = Math.max(1, Number(params.get('page')) || 1)
  const [text, setText] = useState(query)
  usePageMeta({ title: t('pages.events'), description: copy.meta })
  const events = useApiResource(country.code ? `events:${country.code}:${query}:${page}` : null, (signal) =>
    client.api.events.list({ country: country.code ?? '', ...(query ? { search: query } : {}), page, size: PAGE_SIZE } as Parameters<typeof client.api.events.list>[0], { signal }),
  )

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const q = text.trim()
    setParams(q ? { q } : {})
  }
  const href = (n: number) => `${paths.events}?${new URLSearchParams({ ...(query ? { q: query } : {}), page: String(n) })}`

  let body
  if (events.status === 'error') body = <ApiFailure message={events.error ?? ''} onRetry={events.retry} />
  else if (events.status === 'loading' || !events.value) body = <Spinner label={t('common.loading')} />
  else if (events.value.items.length === 0) body = <p role="status">{query ? t('eventsPage.noneFor', { country: country.name, query }) : t('eventsPage.none', { country: country.name })}</p>
  else {
    body = (
      <>
        <p role="status" className="site-hint">
          {t('eventsPage.count' as TranslationKey, { count: events.value.total })}
        </p>
        <ul className="site-grid">
          {events.value.items.map((event) => (
            <EventCard key={event.id} event={event} heading="h2" className="site-list-card" linkLabel={t('eventsPage.details', { event: event.name })}>
              <p>
                <Link className="site-button" to={paths.eventBooking(event.event_code)} aria-label={`${t('eventsPage.bookParking')}: ${event.name}`}>
                  {t('eventsPage.bookParking')}
                </Link>
              </p>
            </EventCard>
          ))}
        </ul>
        <PageLinks page={events.value.page} pages={events.value.pages} href={href} />
      </>
    )
  }

  return (
    <div className="site-page">
      <h1>{t('pages.events')}</h1>
      <p className="site-lead">{copy.lead}</p>
      <form role="search" className="site-search-row" onSubmit={submit}>
        <label htmlFor="events-search" className="visually-hidden">
          {copy.searchLabel}
        </label>
        <input id="events-search" name="q" type="search" value={text} placeholder={copy.searchPlaceholder} onChange={(e) => setText(e.target.value)} />
        <button type="submit" className="site-button">
          {t('common.search')}
        </button>
      </form>
      {body}
      <p>
        <Link to={paths.privateEventAccess}>{copy.privateLink}</Link>
      </p>
    </div>
  )
}
