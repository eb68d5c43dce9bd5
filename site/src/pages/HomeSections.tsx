import { useId } from 'react'
import { Link } from 'react-router'
import { searchTexts, useFormat, useParkade, useTranslation } from '../sdk.ts'
import type { Place, TranslationKey } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { placeSearchPath } from '../routing/placeSearchPath.ts'
import { APP_STORE_LINKS } from '../shell/appStoreLinks.ts'
import { HydrateInTurn } from '../shell/HydrateInTurn.tsx'
import { Spinner } from '../shell/Spinner.tsx'
import { ApiFailure } from './ApiFailure.tsx'
import { useApiResource } from './useApiResource.ts'
import type { ApiResource } from './useApiResource.ts'
import { EventCard } from './EventCard.tsx'
import { useSelectedCountry } from './useSelectedCountry.ts'

const DESTINATIONS = 6
const EVENTS = 3
const PLACE_KINDS = ['airport', 'stadium', 'station', 'city'] as const

function Destination({ place }: { place: Place }) {
  const { t } = useTranslation()
  searchTexts.useTexts()
  const kind = place.kind === 'city' ? 'city' : (PLACE_KINDS as readonly string[]).includes(place.type) ? place.type : 'landmark'
  return (
    <li className="site-card site-home-card">
      <p className="site-badge">{t(`search.placeKinds.${kind}` as TranslationKey)}</p>
      <h3>
        <Link to={placeSearchPath(place)} aria-label={t('site.home.destinationsLink', { place: place.name })}>
          {place.name}
        </Link>
      </h3>
      <p className="site-hint">{place.detail}</p>
    </li>
  )
}

/**
 * The home page below its hero: the selected country's popular destinations (each a search around
 * it), its upcoming events, its parks and cities counted and how drivers pay there, all read from
 * the API, and the driver app's store links. Loaded after the hero (HomePage), which the first
 * screen needs alone.
 */
export default function HomeSections() {
  const { t, language } = useTranslation()
  searchTexts.useTexts()
  const { client } = useParkade()
  const { locale } = useFormat()
  const country = useSelectedCountry()
  const ids = useId()
  const code = country.code
  const popular = useApiResource(code ? `popular:${code}` : null, (signal) => client.api.places.popular({ country: code ?? '', lang: language, limit: DESTINATIONS }, { signal }))
  const events = useApiResource(code ? `home-events:${code}` : null, (signal) =>
    client.api.events.list({ country: code ?? '', size: EVENTS } as Parameters<typeof client.api.events.list>[0], { signal }),
  )
  const gateway = useApiResource(code ? `gateway:${code}` : null, (signal) => client.api.payments.gateway(code ?? '', { signal }))
  if (!code) return null

  // The count's words follow its number (1 car park, 2 car parks; 0 parking, 2 parkings), its digits the locale.
  const plural = (count: number, one: TranslationKey, other: TranslationKey) =>
    t(new Intl.PluralRules(language).select(count) === 'one' ? one : other, { count: new Intl.NumberFormat(locale).format(count) })
  const pending = (resource: ApiResource<unknown>) =>
    resource.status === 'error' ? <ApiFailure message={resource.error ?? ''} onRetry={resource.retry} /> : <Spinner label={t('common.loading')} />

  return (
    <>
      <HydrateInTurn>
        <section className="site-page site-home-section" aria-labelledby={`${ids}-destinations`}>
          <h2 id={`${ids}-destinations`}>{t('site.home.destinationsTitle', { country: country.name })}</h2>
          {popular.value ? (
            <ul className="site-home-grid" data-testid="home-destinations">
              {popular.value.items.map((place) => (
                <Destination key={place.id} place={place} />
              ))}
            </ul>
          ) : (
            pending(popular)
          )}
        </section>
      </HydrateInTurn>
      <HydrateInTurn>
        <section className="site-page site-home-section site-steps" aria-labelledby={`${ids}-steps`}>
          <h2 id={`${ids}-steps`}>{t('site.home.stepsTitle')}</h2>
          <ol>
            <li>{t('site.home.stepSearch')}</li>
            <li>{t('site.home.stepBook')}</li>
            <li>{t('site.home.stepPark')}</li>
          </ol>
        </section>
      </HydrateInTurn>
      <HydrateInTurn>
        <section className="site-page site-home-section" aria-labelledby={`${ids}-events`}>
          <h2 id={`${ids}-events`}>{t('site.home.eventsTitle', { country: country.name })}</h2>
          {events.value ? (
            events.value.items.length ? (
              <ul className="site-home-grid" data-testid="home-events">
                {events.value.items.map((event) => (
                  <EventCard key={event.id} event={event} heading="h3" className="site-home-card" linkLabel={t('site.home.eventDetails', { event: event.name })} />
                ))}
              </ul>
            ) : (
              <p>{t('site.home.eventsNone', { country: country.name })}</p>
            )
          ) : (
            pending(events)
          )}
          <p>
            <Link to={paths.events}>{t('site.home.eventsAll')}</Link>
          </p>
        </section>
      </HydrateInTurn>
      <HydrateInTurn>
        <section className="site-page site-home-section" aria-labelledby={`${ids}-trust`}>
          <h2 id={`${ids}-trust`}>{t('site.home.trustTitle', { country: country.name })}</h2>
          <ul className="site-home-facts" data-testid="home-facts">
            {popular.value ? (
              <li>
                <strong>{plural(popular.value.park_count, 'site.home.parksOne', 'site.home.parksOther')}</strong>{' '}
                {plural(popular.value.city_count, 'site.home.citiesOne', 'site.home.citiesOther')}
              </li>
            ) : null}
            {gateway.value ? (
              <li>
                <strong>
                  {gateway.value.fallback
                    ? t('site.home.payWithEither', { provider: gateway.value.name, fallback: gateway.value.fallback.name })
                    : t('site.home.payWith', { provider: gateway.value.name })}
                </strong>{' '}
                {t('site.home.payWallet', { currency: gateway.value.currency })}
              </li>
            ) : null}
            {/* The policy the API applies (cancel until the end time, refund to the source), in the policy page's words. */}
            <li>
              <strong>{t('site.home.cancelAnyTime')}</strong> {t('site.home.cancelRefund')}{' '}
              <Link to={paths.cancellationPolicy}>{t('site.home.cancelPolicy')}</Link>
            </li>
          </ul>
        </section>
      </HydrateInTurn>
      <HydrateInTurn>
        <section className="site-page site-home-section" aria-labelledby={`${ids}-app`}>
          <h2 id={`${ids}-app`}>{t('site.home.appTitle')}</h2>
          <p>{t('site.home.appBody')}</p>
          <p className="site-actions">
            <a className="site-button site-button-secondary" href={APP_STORE_LINKS.appStore} rel="noopener">
              {t('footer.appStore')}
            </a>
            <a className="site-button site-button-secondary" href={APP_STORE_LINKS.googlePlay} rel="noopener">
              {t('footer.googlePlay')}
            </a>
          </p>
        </section>
      </HydrateInTurn>
    </>
  )
}
