import { useParams, useNavigate, useSearchParams, Link } from 'react-router'
import { ParkDetail, useParkade, useParkadeStore, useTranslation } from '../sdk.ts'
import type { Park, TranslationKey } from '../sdk.ts'
import { takeEarlyRead } from '../routing/earlyReads.ts'
import { paths } from '../routing/paths.ts'
import { readStayQuery, stayQueryString } from '../routing/stayQuery.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { NotFoundContent } from './NotFoundContent.tsx'
import { OtherCountryNotice } from './OtherCountryNotice.tsx'
import { useApiResource } from './useApiResource.ts'

/**
 * `/park/{slug}` and `/park/{parkCode}` (the QR landing): the API answers an id, a slug or a park
 * code alike, so one route serves both.
 *
 * The location-dependent check of SPEC §2: the park's country is compared with the selected
 * country. When they differ the page says so and offers to switch to the park's country (prices,
 * payment provider and language follow it) or to keep the current one — it never switches by
 * itself, since the driver may be planning a trip from home. A park the API does not know is
 * the 404 page.
 */
export default function ParkPage() {
  const { key = '' } = useParams()
  const { client } = useParkade()
  const { t, tm, language } = useTranslation()
  const navigate = useNavigate()
  // The stay a search priced the park for (?arrival, departure, vehicle) goes on to the checkout.
  const [params] = useSearchParams()
  const stay = readStayQuery(params)
  const selected = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  // The park a link opened was asked for as the client started (routing/earlyReads.ts).
  const park = useApiResource(key ? `park:${key}` : null, (signal) => takeEarlyRead<Park>(`park:${key}`, language) ?? client.api.parks.get(key, { signal }))
  usePageMeta({ title: park.value?.name ?? t('pages.parkDetail'), description: t('site.meta.parkDetail') })

  if (park.status === 'error' && park.httpStatus === 404) return <NotFoundContent what="park" />

  const countryName = (code: string) => {
    const name = t(`countries.${code}` as TranslationKey)
    return name === `countries.${code}` ? code : name
  }
  const parkCountry = park.value?.country_code ?? null
  const elsewhere = parkCountry !== null && selected !== null && parkCountry !== selected

  return (
    <div className="site-page">
      <p>
        <Link to={paths.search}>{t('site.park.backToSearch')}</Link>
      </p>
      <h1 className="site-eyebrow">{t('pages.parkDetail')}</h1>
      {park.status === 'loading' ? <Spinner label={t('common.loading')} /> : null}
      {park.status === 'error' ? (
        <div className="site-alert" role="alert">
          <p>{tm(park.error ?? '')}</p>
          <button type="button" className="site-button site-button-secondary" onClick={park.retry}>
            {t('common.retry')}
          </button>
        </div>
      ) : null}
      {elsewhere && selected ? <OtherCountryNotice key={parkCountry} parkCountry={parkCountry} parkCountryName={countryName(parkCountry)} countryName={countryName(selected)} /> : null}
      {park.value ? (
        <ParkDetail
          park={key}
          initialPark={park.value}
          headingLevel={2}
          {...(stay.vehicleTypeId ? { initialVehicleTypeId: stay.vehicleTypeId } : {})}
          onBook={({ park: booked, vehicleTypeId }) => void navigate(`${paths.checkout(booked.slug)}${stayQueryString({ ...stay, vehicleTypeId }, 'vehicle_type_id')}`)}
        />
      ) : null}
    </div>
  )
}
