import { useCallback, useEffect, useRef, useState } from 'react'
import type { Park, ParkRateSummary } from '@parkade/core'
import { useFormat } from '../ui/useFormat.ts'
import { adoptSheet } from './adoptSheet.ts'
import { useMapTexts } from './mapTexts.ts'
import { ParkMap } from './ParkMap.tsx'
import { PARK_SEARCH_MAP_CSS } from './parkMapCss.ts'
import type { MapBounds } from './parkMapView.ts'

/** Which of the two a narrow screen shows; from 900 px wide both show side by side. */
export type SearchPanel = 'list' | 'map'

const WIDE = '(min-width: 900px)'

function useWide(): boolean {
  const [wide, setWide] = useState(() => typeof matchMedia === 'function' && matchMedia(WIDE).matches)
  useEffect(() => {
    if (typeof matchMedia !== 'function') return
    const query = matchMedia(WIDE)
    const onChange = () => setWide(query.matches)
    query.addEventListener('change', onChange)
    return () => query.removeEventListener('change', onChange)
  }, [])
  return wide
}

export interface ParkSearchMapProps {
  parks: Park[]
  rateOf: (park: Park) => ParkRateSummary | null
  /** The park highlighted in the list and on the map. */
  highlighted: number | null
  /** A pin was chosen: ParkSearch highlights its card and scrolls it into view. */
  onSelectPin: (park: Park) => void
  panel: SearchPanel
  onPanel: (panel: SearchPanel) => void
  center?: { lat: number; lng: number; name: string } | null
  onSearchArea: (bounds: MapBounds) => void
  styleUrl?: string
}

/**
 * ParkSearch's map, fetched only when ParkSearch has `map`: the List/Map switch of narrow screens
 * and the map itself, made the first time it is on screen (a phone that stays on the list never
 * loads MapLibre). Both are laid into ParkSearch's `.pk-search-layout` beside its results.
 */
export function ParkSearchMap({ parks, rateOf, highlighted, onSelectPin, panel, onPanel, center = null, onSearchArea, styleUrl }: ParkSearchMapProps) {
  const { tMap } = useMapTexts()
  const { money } = useFormat()
  const wide = useWide()
  const [opened, setOpened] = useState(false)
  const anchor = useRef<HTMLDivElement>(null)
  const visible = wide || panel === 'map'
  // Made once seen, then kept (switching back to the list keeps the map where the driver left it).
  if (visible && !opened) setOpened(true)
  useEffect(() => {
    if (anchor.current) adoptSheet(anchor.current, 'park-search-map', PARK_SEARCH_MAP_CSS)
  }, [])
  const priceLabel = useCallback(
    (park: Park) => {
      // A search with arrival and departure has the stay's total, as checkout will charge it.
      if (park.stay !== undefined) return park.stay ? money(park.stay.total, park.stay.currency) : null
      const rate = rateOf(park)
      return rate ? money(rate.hourly, park.currency) : null
    },
    [rateOf, money],
  )
  return (
    <>
      <div className="pk-row pk-search-panels" role="group" aria-label={tMap('show')} ref={anchor}>
        {(['list', 'map'] as const).map((name) => (
          <button
            key={name}
            type="button"
            className={panel === name ? 'pk-button' : 'pk-button pk-button-secondary'}
            aria-pressed={panel === name}
            onClick={() => onPanel(name)}
          >
            {tMap(name === 'list' ? 'showList' : 'showMap')}
          </button>
        ))}
      </div>
      <div className="pk-search-map" data-panel-hidden={panel !== 'map' || undefined}>
        {opened ? (
          <ParkMap
            parks={parks}
            priceLabel={priceLabel}
            selectedParkId={highlighted}
            onSelectPark={onSelectPin}
            center={center}
            onSearchArea={onSearchArea}
            {...(styleUrl ? { styleUrl } : {})}
          />
        ) : null}
      </div>
    </>
  )
}
