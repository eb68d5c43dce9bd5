import { useEffect, useMemo, useRef, useState } from 'react'
import type { Park } from '@parkade/core'
import { useParkade } from '../provider/useParkade.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { adoptSheet } from './adoptSheet.ts'
import { useMapTexts } from './mapTexts.ts'
import { PARK_MAP_CSS } from './parkMapCss.ts'
import type { MapBounds, MapPark, ParkMapView } from './parkMapView.ts'

export interface ParkMapProps {
  /** The results shown as pins. */
  parks: Park[]
  /** A pin's text, e.g. "₦1,500" (the chosen vehicle's price); null: no rate. */
  priceLabel: (park: Park) => string | null
  /** The highlighted pin. */
  selectedParkId?: number | null
  /** A pin was clicked, or Enter/Space pressed on it. */
  onSelectPark?: (park: Park) => void
  /** The place searched around, shown with its own marker. */
  center?: { lat: number; lng: number; name: string } | null
  /** With it, "Search this area" shows once the driver moves the map, and answers the visible bounds. */
  onSearchArea?: (bounds: MapBounds) => void
  /** A MapLibre style URL; default: the client's `mapStyle`, else the API's built-in `${apiBaseUrl}/map/style.json`. */
  styleUrl?: string
  className?: string
}

type MapStatus = 'loading' | 'ready' | 'failed'

/**
 * The parks on a map (MapLibre GL JS, fetched when the first map renders): price pins that
 * cluster when zoomed out, keyboard zoom and pan, and a text summary. The list beside it stays
 * the primary view: when the browser cannot draw the map it says so and the list is unchanged.
 */
export function ParkMap({ parks, priceLabel, selectedParkId = null, onSelectPark, center = null, onSearchArea, styleUrl, className }: ParkMapProps) {
  const { client } = useParkade()
  const { tMap, language } = useMapTexts()
  const frame = useRef<HTMLDivElement>(null)
  const canvas = useRef<HTMLDivElement>(null)
  const view = useRef<ParkMapView | null>(null)
  const style = styleUrl ?? client.config.mapStyle ?? `${client.config.apiBaseUrl.replace(/\/+$/, '')}/map/style.json`
  // A new style or language makes a new map, loading again.
  const viewKey = `${style}|${language}`
  const [state, setState] = useState<{ key: string; status: MapStatus }>({ key: viewKey, status: 'loading' })
  const status: MapStatus = state.key === viewKey ? state.status : 'loading'
  const [moved, setMoved] = useState(false)

  // The view is made once per style and language; the latest props reach it through these.
  const latest = useRef({ parks, onSelectPark, tMap })
  useEffect(() => {
    latest.current = { parks, onSelectPark, tMap }
  })

  const mapParks = useMemo<MapPark[]>(() => parks.map((park) => ({ id: park.id, name: park.name, lat: park.lat, lng: park.lng, price: priceLabel(park) })), [parks, priceLabel])
  const shown = useRef<MapPark[]>([])
  const fitNext = useRef(true)

  useEffect(() => {
    if (frame.current) adoptSheet(frame.current, 'park-map', PARK_MAP_CSS)
  }, [])

  useEffect(() => {
    const container = canvas.current
    const outer = frame.current
    if (!container || !outer) return
    let live = true
    let made: ParkMapView | null = null
    const setStatus = (next: MapStatus) => setState({ key: viewKey, status: next })
    import('./parkMapView.ts')
      .then(({ createParkMapView }) => {
        if (!live) return
        const t = latest.current.tMap
        made = createParkMapView({
          container,
          frame: outer,
          style,
          language,
          texts: {
            label: t('label'),
            zoomIn: t('zoomIn'),
            zoomOut: t('zoomOut'),
            attribution: t('attribution'),
            pin: (park) => (park.price ? t('pin', { name: park.name, price: park.price }) : t('pinNoPrice', { name: park.name })),
            cluster: (count) => t('cluster', { count }),
            center: (name) => t('center', { name }),
          },
          onLoad: () => {
            if (live) setStatus('ready')
          },
          onError: (error) => {
            // A warning: the list still serves; the map is the extra view.
            console.warn(error)
            if (live) setStatus('failed')
          },
          onUserMove: () => {
            if (live) setMoved(true)
          },
          onSelectPark: (id) => {
            const park = latest.current.parks.find((p) => p.id === id)
            if (park) latest.current.onSelectPark?.(park)
          },
        })
        view.current = made
        made.setParks(shown.current, true)
      })
      .catch((error: unknown) => {
        // No WebGL, or the map's code could not be fetched.
        console.warn(error)
        if (live) setStatus('failed')
      })
    return () => {
      live = false
      made?.destroy()
      view.current = null
    }
  }, [style, language, viewKey])

  useEffect(() => {
    const before = shown.current.map((p) => p.id).join()
    const changed = before !== mapParks.map((p) => p.id).join()
    shown.current = mapParks
    // No parks while a search loads: the map stays where it is, and so does the intent to fit.
    if (!mapParks.length) {
      view.current?.setParks(mapParks, false)
      return
    }
    // New results move the map to them; new prices of the same parks, or the parks of an area the
    // driver chose, leave it where it is.
    const fit = changed && fitNext.current
    if (changed) fitNext.current = true
    view.current?.setParks(mapParks, fit)
  }, [mapParks])

  useEffect(() => {
    view.current?.setSelected(selectedParkId)
  }, [selectedParkId, status])

  useEffect(() => {
    view.current?.setCenter(center)
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the place, not the object's identity
  }, [center?.lat, center?.lng, center?.name, status])

  const count = parks.length
  const summary = center
    ? tMap(count === 1 ? 'summaryOne' : 'summary', { count, place: center.name })
    : tMap(count === 1 ? 'summaryOneNoPlace' : 'summaryNoPlace', { count })

  return (
    <ParkadeRoot feature="park-map" className={className}>
      <div ref={frame} className="pk-map" data-status={status}>
        <p className="pk-visually-hidden">
          {summary} {status === 'ready' ? tMap('keyboardHint') : ''}
        </p>
        <div ref={canvas} className="pk-map-canvas" hidden={status === 'failed'} />
        {status === 'ready' && moved && onSearchArea ? (
          <button
            type="button"
            className="pk-button pk-map-area"
            onClick={() => {
              const bounds = view.current?.bounds()
              if (!bounds) return
              setMoved(false)
              fitNext.current = false
              onSearchArea(bounds)
            }}
          >
            {tMap('searchArea')}
          </button>
        ) : null}
        {status === 'loading' ? (
          <div className="pk-map-status" role="status" aria-live="polite">
            <span className="pk-spinner" aria-hidden="true" />
            <span>{tMap('loading')}</span>
          </div>
        ) : null}
        {status === 'failed' ? (
          <div className="pk-map-status">
            <Alert tone="info">{tMap('failed')}</Alert>
          </div>
        ) : null}
      </div>
    </ParkadeRoot>
  )
}
