import { useCallback, useState } from 'react'
import type { ParkSearchQuery, ParkSort, ParkType } from '@parkade/core'
import type { CheckoutTimeErrors } from '../Checkout/types.ts'
import { toDateTimeLocal } from '../Checkout/toDateTimeLocal.ts'
import { SEARCH_DEFAULT_STAY_HOURS, defaultSearchStay, searchStayErrors, stayInstants } from './searchStay.ts'
import type { SearchStay } from './searchStay.ts'

/** The filters of a park search besides its text or point. */
export interface ParkSearchFilterValues {
  /** '' for every type. */
  type: ParkType | ''
  openNow: boolean
  open24h: boolean
  /** Only parks with a free space for the stay. */
  available: boolean
}

export interface SearchRefinementsOptions {
  initialType?: ParkType | undefined
  /** Arrival and departure (ISO or `datetime-local`); default from now, for two hours. */
  initialArrival?: string | undefined
  initialDeparture?: string | undefined
}

export interface SearchRefinements {
  /** As typed; `stayErrors` says what is wrong with it. */
  stay: SearchStay
  setStay: (stay: Partial<SearchStay>) => void
  stayErrors: CheckoutTimeErrors
  /** The last valid stay, ISO: the one the results are priced for. */
  searchedStay: { arrival: string; departure: string }
  /** The driver's choice; offered or not in the current search, see `sortOptions`. */
  sort: ParkSort | null
  setSort: (sort: ParkSort | null) => void
  filters: ParkSearchFilterValues
  setFilter: <K extends keyof ParkSearchFilterValues>(name: K, value: ParkSearchFilterValues[K]) => void
}

/** The sorts a search offers, its default first: relevance only with text, distance only around a point. */
export function sortOptions(hasText: boolean, hasPoint: boolean): ParkSort[] {
  const sorts: ParkSort[] = []
  if (hasText) sorts.push('relevance')
  if (hasPoint) sorts.push('distance')
  sorts.push('price')
  return sorts
}

/** The query parameters of the refinements, for one search (text, point or neither). */
export function refinementParams(refinements: Pick<SearchRefinements, 'searchedStay' | 'sort' | 'filters'>, vehicleTypeId: number, hasText: boolean, hasPoint: boolean): Partial<ParkSearchQuery> {
  const { searchedStay, sort, filters } = refinements
  const params: Partial<ParkSearchQuery> = { arrival: searchedStay.arrival, departure: searchedStay.departure, vehicle_type_id: vehicleTypeId }
  if (sort && sortOptions(hasText, hasPoint).includes(sort)) params.sort = sort
  if (filters.type) params.type = filters.type
  if (filters.openNow) params.open_now = true
  if (filters.open24h) params.is_24_hours = true
  if (filters.available) params.available = true
  return params
}

/** The host's stay when it is a valid one (ISO or `datetime-local`), else from now for two hours. */
function initialStay(options: SearchRefinementsOptions): SearchStay {
  const defaults = defaultSearchStay(Date.now())
  if (!options.initialArrival) return defaults
  const arrival = toDateTimeLocal(options.initialArrival)
  const departure = options.initialDeparture
    ? toDateTimeLocal(options.initialDeparture)
    : toDateTimeLocal(new Date(options.initialArrival).getTime() + SEARCH_DEFAULT_STAY_HOURS * 3_600_000)
  const stay = { arrival, departure }
  // A stay already begun (an old link) cannot be priced: the API refuses arrivals in the past.
  const instants = stayInstants(stay)
  return instants && !startsInPast(instants.arrival, Date.now()) ? stay : defaults
}

/** Whether an arrival is before this minute: the API would refuse to price the stay. */
function startsInPast(arrival: string, now: number): boolean {
  return Date.parse(arrival) < now - (now % 60_000)
}

/** The stay (arrival, departure), sort and filters of a park search. */
export function useSearchRefinements(options: SearchRefinementsOptions): SearchRefinements {
  const [stay, setStayState] = useState<SearchStay>(() => initialStay(options))
  const [searchedStay, setSearchedStay] = useState(() => stayInstants(stay)!)
  // A new stay from the host (an element's start and end, which may arrive one after the other) replaces the driver's.
  const hostStay = `${options.initialArrival ?? ''}|${options.initialDeparture ?? ''}`
  const [seenHostStay, setSeenHostStay] = useState(hostStay)
  if (seenHostStay !== hostStay) {
    const next = initialStay(options)
    setSeenHostStay(hostStay)
    setStayState(next)
    setSearchedStay(stayInstants(next)!)
  }
  const [sort, setSort] = useState<ParkSort | null>(null)
  const [filters, setFilters] = useState<ParkSearchFilterValues>({ type: options.initialType ?? '', openNow: false, open24h: false, available: false })

  const [arrivalInPast, setArrivalInPast] = useState(false)
  const setStay = useCallback(
    (change: Partial<SearchStay>) => {
      const next = { ...stay, ...change }
      setStayState(next)
      // An unfinished or impossible stay keeps the results of the last valid one.
      const instants = stayInstants(next)
      const past = instants !== null && startsInPast(instants.arrival, Date.now())
      setArrivalInPast(past)
      if (instants && !past) setSearchedStay(instants)
    },
    [stay],
  )
  const stayErrors = searchStayErrors(stay)
  if (arrivalInPast && !stayErrors.arrival) stayErrors.arrival = 'arrivalInPast'
  const setFilter = useCallback(<K extends keyof ParkSearchFilterValues>(name: K, value: ParkSearchFilterValues[K]) => {
    setFilters((previous) => ({ ...previous, [name]: value }))
  }, [])

  return { stay, setStay, stayErrors, searchedStay, sort, setSort, filters, setFilter }
}
