import { Suspense, lazy, useCallback, useEffect, useId, useRef, useState } from 'react'
import type { FormEvent } from 'react'
import type { Park, ParkType, TranslationKey } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Pagination } from '../ui/Pagination.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { useMounted } from '../ui/useMounted.ts'
import { ParkResult } from './ParkResult.tsx'
import { ParkSearchFilters } from './ParkSearchFilters.tsx'
import { PlaceCombobox } from './PlaceCombobox.tsx'
import { StayFields } from './StayFields.tsx'
import { VehicleTypeSelect } from './VehicleTypeSelect.tsx'
import { useParkSearch } from './useParkSearch.ts'
import type { ParkSelectedStay, PlaceCenter } from './useParkSearch.ts'
import { searchTexts } from './searchTexts.ts'

// The map and MapLibre are fetched only by a ParkSearch with `map`.
const ParkSearchMap = lazy(() => import('../ParkMap/ParkSearchMap.tsx').then((module) => ({ default: module.ParkSearchMap })))

export interface ParkSearchProps {
  /** Text searched on first render; empty lists every park of the country. */
  initialQuery?: string
  /** Only parks of this type (airport, city, stadium, station). */
  type?: ParkType
  /** Called with the park the driver picked and the stay searched; the 'park-selected' event is emitted too. */
  onSelect?: (park: Park, stay: ParkSelectedStay) => void
  /** The address of a park's page, for the stay searched: "View park" is then a real link (a plain click still goes through `onSelect`). */
  parkHref?: (park: Park, stay: ParkSelectedStay) => string
  /** The stay searched first (ISO); default from now, rounded up to the quarter hour, for two hours. */
  initialArrival?: string
  initialDeparture?: string
  /** A place to list the nearest parks of first (its name goes in the box and the heading), instead of `initialQuery`. */
  initialPlace?: PlaceCenter
  /** Parks per page (default 10). */
  pageSize?: number
  /** Level of the component's title in the host page (default 2); the results go one and two below. */
  headingLevel?: 2 | 3 | 4
  /** Shows the results on a map too: beside the list from 900 px wide, behind a List/Map switch below. */
  map?: boolean
  /** The map's MapLibre style URL; default: the client's `mapStyle`, else the API's built-in style. */
  mapStyle?: string
}

/** Search parks by text or near the driver, with each park's price for the chosen vehicle type. */
export function ParkSearch({ initialQuery, type, onSelect, parkHref, pageSize, headingLevel = 2, initialArrival, initialDeparture, initialPlace, map = false, mapStyle }: ParkSearchProps) {
  const { t, tm, language } = useTranslation()
  searchTexts.useTexts()
  const { emit, client } = useParkade()
  // The map is drawn in the browser only: a server's render leaves its place empty.
  const mounted = useMounted()
  const search = useParkSearch({
    ...(initialPlace ? { initialPlace, initialQuery: initialPlace.name } : initialQuery !== undefined ? { initialQuery } : {}),
    ...(type !== undefined ? { type } : {}),
    ...(pageSize !== undefined ? { pageSize } : {}),
    ...(onSelect ? { onSelect } : {}),
    ...(initialArrival ? { initialArrival } : {}),
    ...(initialDeparture ? { initialDeparture } : {}),
  })
  const { status, parks, total, page, pages, nearMe, vehicleTypes } = search
  const titleId = useId()
  const Title = `h${headingLevel}` as 'h2'
  const ResultsTitle = `h${headingLevel + 1}` as 'h3'
  const resultsId = useId()
  const resultsHeading = useRef<HTMLHeadingElement>(null)
  const focusResults = useRef(false)
  const countryName = useParkadeStore('country', (s) => s.selectedCountry?.name ?? null)
  // With the map: the park highlighted on both (pin ↔ card), and which one a phone shows.
  const [highlighted, setHighlighted] = useState<number | null>(null)
  const [mapPanel, setMapPanel] = useState<'list' | 'map'>('list')
  const list = useRef<HTMLUListElement>(null)
  const selectPin = useCallback((park: Park) => {
    setHighlighted(park.id)
    list.current?.querySelector(`[data-park-id="${park.id}"]`)?.scrollIntoView({ block: 'nearest' })
  }, [])

  // A new page replaces the list the focus was in: take the reader to the top of the new one.
  useEffect(() => {
    if (status !== 'loading' && focusResults.current) {
      focusResults.current = false
      resultsHeading.current?.focus()
    }
  }, [status])

  const announced = useRef(false)
  useEffect(() => {
    if (announced.current || status === 'loading' || status === 'idle') return
    announced.current = true
    emit('ready', { widget: 'park-search' })
  }, [status, emit])

  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    search.submit()
  }

  const country = search.countryCode
    ? client.i18n.exists(`countries.${search.countryCode}`)
      ? t(`countries.${search.countryCode}` as TranslationKey)
      : (countryName ?? search.countryCode)
    : ''
  const heading = search.area
    ? t('map.resultsInArea' as TranslationKey)
    : search.mode === 'nearby'
      ? search.placeName
        ? t('search.results', { place: search.placeName })
        : t('search.resultsNearYou')
      : search.searchedText
        ? t('search.results', { place: search.searchedText })
        : t('search.resultsInCountry', { country })

  let count = ''
  if (status === 'success') {
    if (total === 0) count = t('search.noParksFound')
    else count = t(new Intl.PluralRules(language).select(total) === 'one' ? 'search.countOne' : 'search.countOther', { count: total })
  }

  return (
    <ParkadeRoot feature="park-search" as="section" aria-labelledby={titleId}>
      <div className="pk-stack">
        <Title id={titleId}>{t('search.title')}</Title>
        <form role="search" aria-label={t('search.label')} className="pk-stack" onSubmit={onSubmit}>
          <PlaceCombobox
            label={t('search.queryLabel')}
            placeholder={t('search.placeholder')}
            value={search.query}
            onChange={search.setQuery}
            onChoose={(place) => {
              search.setQuery(place.name)
              void search.choosePlace(place)
            }}
          />
          <div className="pk-row">
            <button type="submit" className="pk-button">
              {t('search.submit')}
            </button>
            <button
              type="button"
              className="pk-button pk-button-secondary"
              aria-disabled={nearMe.status === 'locating' ? true : undefined}
              onClick={() => {
                if (nearMe.status !== 'locating') void search.searchNearMe()
              }}
            >
              {nearMe.status === 'locating' ? t('search.locating') : t('search.useMyLocation')}
            </button>
          </div>
        </form>
        {nearMe.status === 'error' && nearMe.error ? <Alert tone="error">{t(`search.location.${nearMe.error}`)}</Alert> : null}

        {/* When and which vehicle: one row where there is room, so the results start higher. */}
        <div className="pk-row pk-search-when">
          <StayFields refinements={search.refinements} />
          <div className="pk-search-vehicle">
            <VehicleTypeSelect vehicleTypes={vehicleTypes} value={search.vehicleTypeId} onChange={search.setVehicleTypeId} />
          </div>
        </div>
        {vehicleTypes.status === 'error' ? (
          <Alert
            tone="info"
            action={
              <button type="button" className="pk-button-link" onClick={vehicleTypes.retry}>
                {t('common.retry')}
              </button>
            }
          >
            {t('search.vehicleTypesFailed')}
          </Alert>
        ) : null}
        <ParkSearchFilters refinements={search.refinements} hasText={Boolean(search.searchedText)} hasPoint={search.mode === 'nearby'} />

        <div className="pk-search-layout">
        <div className="pk-stack pk-search-list" data-panel-hidden={(map && mapPanel !== 'list') || undefined}>
          <ResultsTitle id={resultsId} ref={resultsHeading} tabIndex={-1}>
            {heading}
          </ResultsTitle>
          <p role="status" aria-live="polite" className="pk-muted pk-small">
            {count}
          </p>
          {status === 'loading' || status === 'idle' ? <Spinner label={t('search.searching')} /> : null}
          {status === 'error' ? (
            <Alert
              tone="error"
              action={
                <button type="button" className="pk-button pk-button-secondary" onClick={search.retry}>
                  {t('common.retry')}
                </button>
              }
            >
              {tm(search.error ?? '')}
            </Alert>
          ) : null}
          {status === 'success' && parks.length === 0 ? <p className="pk-muted">{t('search.noParksHint')}</p> : null}
          {status === 'success' && parks.length > 0 ? (
            <ul className="pk-list" aria-labelledby={resultsId} ref={list}>
              {parks.map((park) => (
                <li key={park.id} {...(map ? { onMouseEnter: () => setHighlighted(park.id), onFocus: () => setHighlighted(park.id) } : {})}>
                  <ParkResult park={park} rate={search.rateOf(park)} onSelect={search.select} {...(parkHref ? { href: parkHref(park, search.selectedStay) } : {})} headingLevel={(headingLevel + 2) as 4} highlighted={map && highlighted === park.id} />
                </li>
              ))}
            </ul>
          ) : null}
          <Pagination
            page={page}
            pages={pages}
            disabled={status === 'loading'}
            onPage={(next) => {
              focusResults.current = true
              search.goToPage(next)
            }}
          />
        </div>
        {map && mounted ? (
          <Suspense fallback={null}>
            <ParkSearchMap
              parks={parks}
              rateOf={search.rateOf}
              highlighted={highlighted}
              onSelectPin={selectPin}
              panel={mapPanel}
              onPanel={setMapPanel}
              onSearchArea={search.searchArea}
              center={search.placeCenter}
              {...(mapStyle ? { styleUrl: mapStyle } : {})}
            />
          </Suspense>
        ) : null}
        </div>
      </div>
    </ParkadeRoot>
  )
}
