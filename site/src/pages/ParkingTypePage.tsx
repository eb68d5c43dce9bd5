import { Link } from 'react-router'
import { useFormat, useParkade, useTranslation } from '../sdk.ts'
import type { Park, ParkType } from '../sdk.ts'
import { parkingTypesCopy } from '../i18n/copy/parkingTypesCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { ApiFailure } from './ApiFailure.tsx'
import { useApiResource } from './useApiResource.ts'
import { useSelectedCountry } from './useSelectedCountry.ts'

const TITLES = { airport: 'pages.airportParking', city: 'pages.cityParking', stadium: 'pages.stadiumParking', station: 'pages.stationParking' } as const
const LIST_SIZE = 12

/** One park of the list: where, how full, the car rate, and the way into its booking. */
function ParkCard({ park }: { park: Park }) {
  const { t } = useTranslation()
  const { money } = useFormat()
  const hourly = park.rates.find((rate) => rate.vehicle_type_id === 1)?.hourly ?? null
  return (
    <li className="site-card site-list-card">
      <h3>
        <Link to={paths.park(park.slug)} aria-label={t('parkingTypes.details', { park: park.name })}>
          {park.name}
        </Link>
      </h3>
      <p className="site-hint">
        {park.address}, {park.city}
      </p>
      <ul className="site-facts">
        <li>{park.is_24_hours || !park.opening_hours ? t('parkingTypes.open24') : t('parkingTypes.hours', { open: park.opening_hours.open, close: park.opening_hours.close })}</li>
        <li>{t('parkingTypes.spaces', { count: park.available_spaces, capacity: park.capacity })}</li>
        {hourly !== null ? <li>{t('parkingTypes.from', { price: money(hourly, park.currency) })}</li> : null}
      </ul>
      <p>
        <Link className="site-button" to={paths.checkout(park.slug)}>
          {t('parkingTypes.book', { park: park.name })}
        </Link>
      </p>
    </li>
  )
}

/**
 * `/airport-parking`, `/city-parking`, `/stadium-parking`, `/station-parking` (also under
 * `/parking-types/`): why book ahead, and the parks of that type in the selected country.
 */
export default function ParkingTypePage({ type }: { type: ParkType }) {
  const { t } = useTranslation()
  const { client } = useParkade()
  const copy = useSiteCopy(parkingTypesCopy).parkingTypes[type]
  const country = useSelectedCountry()
  const title = t(TITLES[type])
  usePageMeta({ title, description: copy.meta })
  const parks = useApiResource(country.code ? `${type}:${country.code}` : null, (signal) =>
    client.api.parks.search({ country: country.code ?? '', type, page: 1, size: LIST_SIZE }, { signal }),
  )

  let list
  if (parks.status === 'error') list = <ApiFailure message={parks.error ?? ''} onRetry={parks.retry} />
  else if (parks.status === 'loading' || !parks.value) list = <Spinner label={t('common.loading')} />
  else if (parks.value.items.length === 0) {
    list = (
      <p>
        {t('parkingTypes.none', { country: country.name })} <Link to={paths.search}>{t('parkingTypes.seeAll')}</Link>
      </p>
    )
  } else {
    list = (
      <>
        <p className="site-hint">{t('parkingTypes.listIntro')}</p>
        <ul className="site-grid">
          {parks.value.items.map((park) => (
            <ParkCard key={park.id} park={park} />
          ))}
        </ul>
        <p>
          <Link to={paths.search}>{t('parkingTypes.seeAll')}</Link>
        </p>
      </>
    )
  }

  return (
    <div className="site-page site-article">
      <h1>{title}</h1>
      <p className="site-lead">{copy.lead}</p>
      <section aria-labelledby="type-parks">
        <h2 id="type-parks">{t('parkingTypes.listTitle', { country: country.name })}</h2>
        {list}
      </section>
      <section aria-labelledby="type-tips">
        <h2 id="type-tips">{copy.tipsTitle}</h2>
        <ul>
          {copy.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
    </div>
  )
}
