import type { Park, ParkType } from '@parkade/core'
import { ParkSearch } from '@parkade/react'
import type { ParkSelectedStay } from '@parkade/react'
import { defineParkadeElement } from '../shared/defineParkadeElement.tsx'
import { parkSearchPropTypes } from './elementPropTypes.ts'
import type { ParkadeElement, ParkadeElementContext } from '../shared/defineParkadeElement.tsx'
import { findTarget } from '../shared/findTarget.ts'

export interface ParkSearchElementProps {
  /** `query`: the text searched first; changing it searches again. */
  query?: string
  /** `park-type`: only airport, city, stadium or station parks. */
  parkType?: string
  /** `page-size`: parks per page. */
  pageSize?: number
  /** `target`: a selector of a `<parkade-park-detail>` or `<parkade-checkout>` that gets the picked park, with the stay searched. */
  target?: string
  /** `park-url`: the host's park page, `{slug}` standing for the park's: "View park" is then a link (a plain click still fills `target` when there is one, else opens it). */
  parkUrl?: string
  /** `map`: the results on a map too (its code, and MapLibre's, are fetched when it first shows). */
  map?: boolean
  /** `map-style`: the map's MapLibre style URL; default: the client's, else the API's built-in style. */
  mapStyle?: string
  /** `start`, `end`: the stay searched first (ISO); default from now for two hours. */
  start?: string
  end?: string
}

type SearchTarget = HTMLElement & { park?: string; start?: string; end?: string; vehicleType?: number }

const PARK_TYPES: readonly string[] = ['airport', 'city', 'stadium', 'station'] satisfies ParkType[]

export function ParkSearchAdapter({ query, parkType, pageSize, target, parkUrl, start, end, map, mapStyle, host }: ParkSearchElementProps & ParkadeElementContext) {
  const parkHref = parkUrl ? (park: Park) => parkUrl.replace('{slug}', encodeURIComponent(park.slug)) : undefined
  const onSelect = (park: Park, stay: ParkSelectedStay) => {
    const next = findTarget(host, target) as SearchTarget | null
    if (!next) {
      // The link's plain click was held back for a target; with none, it goes where the link says.
      if (parkHref) window.location.assign(parkHref(park))
      return
    }
    // The stay first: the park's detail or checkout starts with it when the park arrives.
    next.start = stay.arrival
    next.end = stay.departure
    next.vehicleType = stay.vehicleTypeId
    next.park = park.slug
    // The driver's eyes follow the choice (a park's detail then takes the focus once it loads).
    next.scrollIntoView?.({ block: 'start' })
  }
  return (
    <ParkSearch
      // A new query is a new search, not an edit of the one on screen.
      key={query ?? ''}
      {...(query ? { initialQuery: query } : {})}
      {...(parkType && PARK_TYPES.includes(parkType) ? { type: parkType as ParkType } : {})}
      {...(pageSize && pageSize > 0 ? { pageSize } : {})}
      {...(start ? { initialArrival: start } : {})}
      {...(end ? { initialDeparture: end } : {})}
      onSelect={onSelect}
      {...(parkHref ? { parkHref } : {})}
      map={!!map}
      {...(mapStyle ? { mapStyle } : {})}
    />
  )
}

/** `<parkade-park-search>`: search parks by place (suggested as the driver types), text or near the driver, for a stay; dispatches `parkade:park-selected`. */
export const parkSearchElement = /* @__PURE__ */ defineParkadeElement<ParkSearchElementProps>('parkade-park-search', ParkSearchAdapter, parkSearchPropTypes)

/** Registers `<parkade-park-search>` (once). */
export function define(): CustomElementConstructor {
  return parkSearchElement.define()
}

export type ParkSearchElement = ParkadeElement<ParkSearchElementProps>

declare global {
  interface HTMLElementTagNameMap {
    'parkade-park-search': ParkSearchElement
  }
}
