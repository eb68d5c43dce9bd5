import type { Park, ParkType } from '@parkade/core'
import { ParkSearch } from '@parkade/react'
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
  /** `target`: a selector of a `<parkade-park-detail>` or `<parkade-checkout>` that gets the picked park. */
  target?: string
  /** `map`: the results on a map too (its code, and MapLibre's, are fetched when it first shows). */
  map?: boolean
  /** `map-style`: the map's MapLibre style URL; default: the client's, else the API's built-in style. */
  mapStyle?: string
}

const PARK_TYPES: readonly string[] = ['airport', 'city', 'stadium', 'station'] satisfies ParkType[]

export function ParkSearchAdapter({ query, parkType, pageSize, target, map, mapStyle, host }: ParkSearchElementProps & ParkadeElementContext) {
  const onSelect = (park: Park) => {
    const next = findTarget(host, target) as (HTMLElement & { park?: string }) | null
    if (!next) return
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
      onSelect={onSelect}
      map={!!map}
      {...(mapStyle ? { mapStyle } : {})}
    />
  )
}

/** `<parkade-park-search>`: search parks by text or near the driver; dispatches `parkade:park-selected`. */
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
