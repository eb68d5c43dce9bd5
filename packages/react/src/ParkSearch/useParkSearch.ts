import { useCallback, useEffect, useMemo, useState } from 'react'
import type { ErrorInfo } from '@parkade/core'
import { DEFAULT_VEHICLE_TYPE_ID, GEOLOCATION_TIMEOUT_MS, GeolocationError, getBrowserPosition } from '@parkade/core'
import type {
  GeolocationErrorCode,
  GeolocationLike,
  LatLng,
  Park,
  ParkRateSummary,
  ParkSearchQuery,
  ParkType,
  ParkadeClient,
  Place,
  RequestStatus,
} from '@parkade/core'
import { errorEvent } from '../provider/errorEvent.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { countryNameFor } from './countryNameFor.ts'
import { rateFor } from './rateFor.ts'
import { usePublicVehicleTypes } from './usePublicVehicleTypes.ts'
import type { PublicVehicleTypesResult } from './usePublicVehicleTypes.ts'
import { refinementParams, useSearchRefinements } from './useSearchRefinements.ts'
import type { SearchRefinements } from './useSearchRefinements.ts'

export const DEFAULT_PARK_SEARCH_PAGE_SIZE = 10

export interface UseParkSearchOptions {
  /** Text searched on first render; empty lists every park of the country. */
  initialQuery?: string
  /** Only parks of this type. */
  type?: ParkType
  /** Parks per page (default 10). */
  pageSize?: number
  /** The vehicle type whose price the results show first (default 1). */
  initialVehicleTypeId?: number
  /** Called with the park the driver picked and the stay; the 'park-selected' event is emitted too. */
  onSelect?: (park: Park, stay: ParkSelectedStay) => void
  /** Where "near me" reads the position; default `navigator.geolocation`. */
  geolocation?: GeolocationLike | null
  /** The stay searched first (ISO or `datetime-local`); default from now (rounded up to the quarter hour) for two hours. */
  initialArrival?: string
  initialDeparture?: string
  /** A place to search around first (nearest first, under its name), instead of `initialQuery`. */
  initialPlace?: PlaceCenter
}

/** A place as the search needs it: its name for the heading, its point for nearest first. */
export type PlaceCenter = Pick<Place, 'name' | 'lat' | 'lng'>

/** The stay a park was picked for: ISO arrival and departure, and the vehicle type. */
export interface ParkSelectedStay {
  arrival: string
  departure: string
  vehicleTypeId: number
}

/** What "near me" is doing; `error` is a GeolocationError code. */
export interface NearMeState {
  status: 'idle' | 'locating' | 'located' | 'error'
  error: GeolocationErrorCode | null
  position: LatLng | null
}

/** 'text': by the searched text (all parks of the country when empty); 'nearby': nearest first. */
export type ParkSearchMode = 'text' | 'nearby'

export interface UseParkSearchResult {
  /** The text in the search box; kept whatever happens to the search. */
  query: string
  setQuery: (query: string) => void
  /** Searches the text in the box, from page 1; this ends a "near me" search. */
  submit: () => void
  /** Searches around the browser's position (5000 ms at most); on failure `nearMe.error` says why. */
  searchNearMe: () => Promise<void>
  nearMe: NearMeState
  mode: ParkSearchMode
  /** The text the shown results were searched with. */
  searchedText: string
  /** Two-letter code of the country searched in; null until it is known. */
  countryCode: string | null
  parks: Park[]
  /** Of the last answer: kept while the next page loads, so the pager stays in place. */
  total: number
  page: number
  pages: number
  /** 'loading' also while a newer search has not started answering yet. */
  status: RequestStatus
  /** The server's or thrown message (SPEC §8), untranslated; show it with `tm`. */
  error: ErrorInfo | null
  goToPage: (page: number) => void
  /** Runs the last search again. */
  retry: () => void
  vehicleTypes: PublicVehicleTypesResult
  vehicleTypeId: number
  setVehicleTypeId: (vehicleTypeId: number) => void
  /** The park's rate for the chosen vehicle type (its `hourly` is the price shown), or null. */
  rateOf: (park: Park) => ParkRateSummary | null
  /** Hands the park on, with the stay: `onSelect` and the 'park-selected' event. */
  select: (park: Park) => void
  /** The stay a chosen park is handed on with (and its page's link is made for). */
  selectedStay: ParkSelectedStay
  /** Searches the parks inside a box (the map's visible area), from page 1; a text, place or "near me" search ends it. */
  searchArea: (bounds: ParkSearchBounds) => void
  /** The box searched in; null when not searching by area. */
  area: ParkSearchBounds | null
  /** A chosen place: a park opens (`select`), a landmark or city searches the parks nearest to it. */
  choosePlace: (place: PlaceCenter & { park_slug?: string | null }) => Promise<void>
  /** The place the nearest-first results are around; null for "near me" and text searches. */
  placeName: string | null
  /** That place's point and name (the map marks it); null when there is none. */
  placeCenter: { lat: number; lng: number; name: string } | null
  /** The stay, sort and filters. */
  refinements: SearchRefinements
}

/** A box to search in, as the API takes it (max_lng < min_lng across the antimeridian). */
export interface ParkSearchBounds {
  min_lat: number
  min_lng: number
  max_lat: number
  max_lng: number
}

interface SearchRequest {
  search: string
  position: LatLng | null
  /** The map's area, when searching by it. */
  bounds?: ParkSearchBounds | null
  /** The chosen place `position` is, for the heading. */
  placeName?: string | null
  page: number
  /** The filters `page` belongs to; other filters start at page 1. */
  filters: string
  attempt: number
}

/** The name the search will send, from what is known now, or the code. */
function knownCountryName(client: ParkadeClient, code: string): string {
  const selected = client.stores.country.getState().selectedCountry
  if (selected?.code === code && selected.name) return selected.name
  return client.stores.countries.getState().countries.find((country) => country.code.toUpperCase() === code)?.name ?? code
}

function parkQuery(
  country: string,
  search: string,
  position: LatLng | null,
  page: number,
  size: number,
  extra: Partial<ParkSearchQuery>,
  bounds: ParkSearchBounds | null = null,
): ParkSearchQuery {
  const query: ParkSearchQuery = { country, page, size, ...extra, ...(bounds ?? {}) }
  if (search) query.search = search
  if (position) {
    query.lat = position.lat
    query.lng = position.lng
  }
  return query
}

function sameQuery(a: ParkSearchQuery, b: ParkSearchQuery): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)] as (keyof ParkSearchQuery)[])
  return [...keys].every((key) => a[key] === b[key])
}

/**
 * Park search, headless: by text or near the driver, in the selected country, paged, with the
 * price of each park for the chosen vehicle type. The client's parks store holds the answer.
 */
export function useParkSearch(options: UseParkSearchOptions = {}): UseParkSearchResult {
  const { initialQuery = '', type, pageSize = DEFAULT_PARK_SEARCH_PAGE_SIZE, initialVehicleTypeId = DEFAULT_VEHICLE_TYPE_ID, onSelect, geolocation } = options
  const refinements = useSearchRefinements({ initialType: type, initialArrival: options.initialArrival, initialDeparture: options.initialDeparture })
  const { client, emit } = useParkade()
  const countryCode = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  const storeQuery = useParkadeStore('parks', (s) => s.query)
  const storeParks = useParkadeStore('parks', (s) => s.parks)
  const storeStatus = useParkadeStore('parks', (s) => s.status)
  const storeError = useParkadeStore('parks', (s) => s.error)
  const total = useParkadeStore('parks', (s) => s.total)
  const pages = useParkadeStore('parks', (s) => s.pages)
  const vehicleTypes = usePublicVehicleTypes()

  const [query, setQuery] = useState(initialQuery)
  const { initialPlace } = options
  const [request, setRequest] = useState<SearchRequest>(() =>
    initialPlace
      ? { search: '', position: { lat: initialPlace.lat, lng: initialPlace.lng }, placeName: initialPlace.name, page: 1, filters: '', attempt: 0 }
      : { search: initialQuery.trim(), position: null, page: 1, filters: '', attempt: 0 },
  )
  const [nearMe, setNearMe] = useState<NearMeState>({ status: 'idle', error: null, position: null })
  const [vehicleTypeId, setVehicleTypeId] = useState(initialVehicleTypeId)
  const { searchedStay, sort, filters: refine } = refinements
  const hasText = Boolean(request.search)
  const hasPoint = Boolean(request.position)
  const extra = useMemo(
    () => refinementParams({ searchedStay, sort, filters: refine }, vehicleTypeId, hasText, hasPoint),
    [searchedStay, sort, refine, vehicleTypeId, hasText, hasPoint],
  )
  // Other filters (the stay, sort, type…) are another list: it starts at page 1.
  const filters = `${pageSize}|${JSON.stringify(extra)}`
  const page = request.filters === filters ? request.page : 1

  useEffect(() => {
    if (!countryCode) return
    let live = true
    void (async () => {
      const country = await countryNameFor(client, countryCode)
      if (!live) return
      const parks = client.stores.parks
      const found = await parks.getState().search(parkQuery(country, request.search, request.position, page, pageSize, extra, request.bounds))
      if (live && found === null && parks.getState().status === 'error') {
        const failure = parks.getState().error
        emit('error', errorEvent(failure ?? { message: '' }, 'park-search', client.i18n))
      }
    })()
    return () => {
      live = false
    }
  }, [client, emit, countryCode, request, page, pageSize, extra])

  // The store answers whoever searched last; until it holds this search, this search is loading.
  const expected = countryCode ? parkQuery(knownCountryName(client, countryCode), request.search, request.position, page, pageSize, extra, request.bounds) : null
  const current = expected !== null && storeStatus !== 'idle' && sameQuery(storeQuery, expected)
  const status: RequestStatus = current ? storeStatus : 'loading'

  const submit = useCallback(() => {
    setNearMe({ status: 'idle', error: null, position: null })
    setRequest((previous) => ({ search: query.trim(), position: null, page: 1, filters, attempt: previous.attempt + 1 }))
  }, [query, filters, setNearMe, setRequest])

  const searchNearMe = useCallback(async () => {
    setNearMe({ status: 'locating', error: null, position: null })
    try {
      const position = await getBrowserPosition({ timeoutMs: GEOLOCATION_TIMEOUT_MS, ...(geolocation !== undefined ? { geolocation } : {}) })
      setNearMe({ status: 'located', error: null, position })
      setRequest((previous) => ({ search: '', position, page: 1, filters, attempt: previous.attempt + 1 }))
    } catch (error) {
      setNearMe({ status: 'error', error: error instanceof GeolocationError ? error.code : 'unavailable', position: null })
    }
  }, [geolocation, filters, setNearMe, setRequest])

  const goToPage = useCallback(
    (next: number) => setRequest((previous) => ({ ...previous, page: Math.max(1, Math.floor(next)), filters })),
    [filters, setRequest],
  )
  const searchArea = useCallback(
    (bounds: ParkSearchBounds) => setRequest((previous) => ({ search: '', position: null, bounds, page: 1, filters, attempt: previous.attempt + 1 })),
    [filters, setRequest],
  )
  const retry = useCallback(() => setRequest((previous) => ({ ...previous, attempt: previous.attempt + 1 })), [setRequest])
  const rateOf = useCallback((park: Park) => rateFor(park, vehicleTypeId), [vehicleTypeId])
  const { arrival, departure } = refinements.searchedStay
  const selectedStay = useMemo(() => ({ arrival, departure, vehicleTypeId }), [arrival, departure, vehicleTypeId])
  const select = useCallback(
    (park: Park) => {
      onSelect?.(park, selectedStay)
      emit('park-selected', { park, ...selectedStay })
    },
    [onSelect, emit, selectedStay],
  )
  const choosePlace = useCallback(
    async (place: PlaceCenter & { park_slug?: string | null }) => {
      if (place.park_slug) {
        try {
          select(await client.api.parks.get(place.park_slug))
          return
        } catch {
          // The park could not be opened: its neighbourhood is the next best answer.
        }
      }
      setNearMe({ status: 'idle', error: null, position: null })
      setRequest((previous) => ({ search: '', position: { lat: place.lat, lng: place.lng }, placeName: place.name, page: 1, filters, attempt: previous.attempt + 1 }))
    },
    [client, select, filters, setNearMe, setRequest],
  )

  return {
    query,
    setQuery,
    submit,
    searchNearMe,
    nearMe,
    mode: request.position ? 'nearby' : 'text',
    searchedText: request.search,
    countryCode,
    parks: current ? storeParks : [],
    total,
    page,
    pages,
    status,
    error: current ? storeError : null,
    goToPage,
    retry,
    vehicleTypes,
    vehicleTypeId,
    setVehicleTypeId,
    rateOf,
    select,
    selectedStay,
    searchArea,
    area: request.bounds ?? null,
    choosePlace,
    placeName: request.position ? (request.placeName ?? null) : null,
    placeCenter: request.position && request.placeName ? { ...request.position, name: request.placeName } : null,
    refinements,
  }
}
