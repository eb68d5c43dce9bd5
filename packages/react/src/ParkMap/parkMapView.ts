// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the ?raw imports' types, for programs without vite/client (the elements' build)
/// <reference path="./rawImports.d.ts" />
import { AttributionControl, Map as MaplibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import type { GeoJSONFeature, GeoJSONSource, LngLatBoundsLike } from 'maplibre-gl'
// The worker's code travels in the map's chunk: maplibre would otherwise look for its worker file
// next to its own module, which a bundle does not keep.
import workerSource from 'maplibre-gl/dist/maplibre-gl-worker.mjs?raw'
import maplibreCss from 'maplibre-gl/dist/maplibre-gl.css?raw'
import { adoptSheet } from './adoptSheet.ts'
import { PARK_MAP_CSS } from './parkMapCss.ts'

/** A park as the map shows it. */
export interface MapPark {
  id: number
  name: string
  lat: number
  lng: number
  /** The pin's text; null: no rate for the chosen vehicle. */
  price: string | null
}

export interface MapBounds {
  min_lat: number
  min_lng: number
  max_lat: number
  max_lng: number
}

export interface ParkMapViewTexts {
  label: string
  zoomIn: string
  zoomOut: string
  attribution: string
  pin: (park: MapPark) => string
  cluster: (count: number) => string
  center: (name: string) => string
}

export interface ParkMapViewOptions {
  /** The element the map fills. */
  container: HTMLElement
  /** The element whose class says whether landmark labels show (zoomed in). */
  frame: HTMLElement
  style: string
  language: string
  texts: ParkMapViewTexts
  onLoad: () => void
  onError: (error: unknown) => void
  /** The driver moved or zoomed the map (pointer, keyboard or the zoom buttons). */
  onUserMove: () => void
  onSelectPark: (id: number) => void
}

export interface ParkMapView {
  /** Shows these parks as pins; `fit` moves the map to show them all (and the center). */
  setParks: (parks: MapPark[], fit: boolean) => void
  setSelected: (id: number | null) => void
  setCenter: (center: { lat: number; lng: number; name: string } | null) => void
  bounds: () => MapBounds
  destroy: () => void
}

const PARKS_SOURCE = 'parkade-parks'
/** Landmark names show from this zoom on; cities' always. */
const LANDMARK_LABEL_ZOOM = 11
const FIT_MAX_ZOOM = 15

let workerUrl: string | null = null

/** The map, drawn with MapLibre: parks as HTML pins that cluster when zoomed out. Throws when the browser cannot draw it (no WebGL). */
export function createParkMapView(options: ParkMapViewOptions): ParkMapView {
  const { container, frame, texts } = options
  adoptSheet(container, 'maplibre', maplibreCss)
  adoptSheet(container, 'park-map', PARK_MAP_CSS)
  workerUrl ??= URL.createObjectURL(new Blob([workerSource], { type: 'text/javascript' }))
  setWorkerUrl(workerUrl)

  let loaded = false
  let failed = false
  const fail = (error: unknown) => {
    if (loaded || failed) return
    failed = true
    options.onError(error)
  }
  const map = new MaplibreMap({
    container,
    style: options.style,
    center: [0, 15],
    zoom: 1,
    attributionControl: false,
    // Scrolling the page over the map scrolls the page; a map fills most of a phone's screen.
    cooperativeGestures: false,
    locale: {
      'Map.Title': texts.label,
      'NavigationControl.ZoomIn': texts.zoomIn,
      'NavigationControl.ZoomOut': texts.zoomOut,
      'AttributionControl.ToggleAttribution': texts.attribution,
    },
  })
  map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
  map.addControl(new AttributionControl({ compact: true }), 'bottom-right')
  map.on('error', (event) => fail(event.error))

  let parks: MapPark[] = []
  let selected: number | null = null
  let pendingFit = false
  let centerMarker: Marker | null = null
  let center: { lat: number; lng: number; name: string } | null = null
  const pins = new Map<number, { marker: Marker; button: HTMLButtonElement; park: MapPark }>()
  const clusters = new Map<number, Marker>()

  const collection = () => ({
    type: 'FeatureCollection' as const,
    features: parks.map((park) => ({ type: 'Feature' as const, geometry: { type: 'Point' as const, coordinates: [park.lng, park.lat] }, properties: { id: park.id } })),
  })

  const fit = () => {
    const points = parks.map((p) => [p.lng, p.lat] as [number, number])
    if (center) points.push([center.lng, center.lat])
    if (points.length === 0) return
    if (points.length === 1) {
      map.jumpTo({ center: points[0]!, zoom: 14 })
      return
    }
    const lngs = points.map((p) => p[0])
    const lats = points.map((p) => p[1])
    const bounds: LngLatBoundsLike = [
      [Math.min(...lngs), Math.min(...lats)],
      [Math.max(...lngs), Math.max(...lats)],
    ]
    const padding = Math.min(56, Math.floor(Math.min(container.clientWidth, container.clientHeight) / 5))
    map.fitBounds(bounds, { padding, maxZoom: FIT_MAX_ZOOM, duration: 0 })
  }

  const pinFor = (park: MapPark) => {
    const known = pins.get(park.id)
    if (known && known.park === park) return known
    known?.marker.remove()
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'pk-map-pin'
    button.textContent = park.price ?? 'P'
    button.setAttribute('aria-label', texts.pin(park))
    button.setAttribute('aria-pressed', String(park.id === selected))
    button.dataset.parkId = String(park.id)
    button.addEventListener('click', (event) => {
      event.stopPropagation()
      options.onSelectPark(park.id)
    })
    const pin = { marker: new Marker({ element: button, anchor: 'bottom' }).setLngLat([park.lng, park.lat]), button, park }
    pins.set(park.id, pin)
    return pin
  }

  const clusterFor = (feature: GeoJSONFeature) => {
    const id = Number(feature.properties.cluster_id)
    const known = clusters.get(id)
    if (known) return known
    const count = Number(feature.properties.point_count)
    const button = document.createElement('button')
    button.type = 'button'
    button.className = 'pk-map-cluster'
    button.textContent = String(count)
    button.setAttribute('aria-label', texts.cluster(count))
    const [lng, lat] = (feature.geometry as { coordinates: [number, number] }).coordinates
    button.addEventListener('click', (event) => {
      event.stopPropagation()
      void (map.getSource(PARKS_SOURCE) as GeoJSONSource)
        .getClusterExpansionZoom(id)
        .then((zoom) => map.easeTo({ center: [lng, lat], zoom }, { originalEvent: event }))
    })
    const marker = new Marker({ element: button }).setLngLat([lng, lat])
    clusters.set(id, marker)
    return marker
  }

  /** Puts on the map the pins and clusters of what the source shows at this zoom. */
  const drawMarkers = () => {
    if (!map.getSource(PARKS_SOURCE) || !map.isSourceLoaded(PARKS_SOURCE)) return
    const features = map.querySourceFeatures(PARKS_SOURCE)
    const shownPins = new Set<number>()
    const shownClusters = new Set<number>()
    for (const feature of features) {
      if (feature.properties.cluster) {
        const id = Number(feature.properties.cluster_id)
        if (shownClusters.has(id)) continue
        shownClusters.add(id)
        const marker = clusterFor(feature)
        if (!marker.getElement().isConnected) marker.addTo(map)
      } else {
        const id = Number(feature.properties.id)
        const park = parks.find((p) => p.id === id)
        if (!park || shownPins.has(id)) continue
        shownPins.add(id)
        const { marker } = pinFor(park)
        if (!marker.getElement().isConnected) marker.addTo(map)
      }
    }
    for (const [id, pin] of pins) if (!shownPins.has(id)) pin.marker.remove()
    for (const [id, marker] of clusters) if (!shownClusters.has(id)) {
      marker.remove()
      clusters.delete(id)
    }
  }

  const showPlaceLabels = async () => {
    const metadata = (map.getStyle().metadata ?? {}) as Record<string, unknown>
    const sourceId = metadata['parkade:places-source']
    if (typeof sourceId !== 'string') return
    const source = map.getSource(sourceId) as GeoJSONSource | undefined
    if (!source) return
    const data = (await source.getData()) as { features: { geometry: { coordinates: [number, number] }; properties: { name: string; name_fr: string; kind: string } }[] }
    for (const feature of data.features) {
      const label = document.createElement('div')
      label.className = `pk-map-label ${feature.properties.kind === 'city' ? 'pk-map-label-city' : 'pk-map-label-landmark'}`
      // The list and the summary say where the parks are; these names only help the eye.
      label.setAttribute('aria-hidden', 'true')
      label.textContent = options.language === 'fr' ? feature.properties.name_fr : feature.properties.name
      new Marker({ element: label, anchor: 'bottom' }).setLngLat(feature.geometry.coordinates).addTo(map)
    }
  }

  const nearClass = () => {
    frame.classList.toggle('pk-map-near', map.getZoom() >= LANDMARK_LABEL_ZOOM)
    // The zoom the map settled at, for the host's styles and its tests (MapLibre keeps it in a canvas).
    frame.dataset.zoom = map.getZoom().toFixed(2)
  }

  let userMoving = false
  map.on('movestart', (event) => {
    userMoving = !!(event as { originalEvent?: Event }).originalEvent
    // While it moves its markers come and go; the host's styles and its tests can wait for the end.
    frame.dataset.moving = 'true'
  })
  map.on('moveend', () => {
    delete frame.dataset.moving
    nearClass()
    if (userMoving) options.onUserMove()
    userMoving = false
  })

  map.on('load', () => {
    loaded = true
    map.addSource(PARKS_SOURCE, { type: 'geojson', data: collection(), cluster: true, clusterRadius: 48, clusterMaxZoom: 14 })
    // The source is read, not drawn: pins and clusters are HTML buttons (no glyphs needed).
    map.addLayer({ id: 'parkade-parks', type: 'circle', source: PARKS_SOURCE, paint: { 'circle-radius': 0, 'circle-opacity': 0 } })
    if (pendingFit) fit()
    pendingFit = false
    nearClass()
    map.on('render', drawMarkers)
    void showPlaceLabels().catch(() => undefined)
    options.onLoad()
  })

  return {
    setParks(next, shouldFit) {
      parks = next
      for (const [id, pin] of pins) if (!next.some((p) => p.id === id)) {
        pin.marker.remove()
        pins.delete(id)
      }
      const source = map.getSource(PARKS_SOURCE) as GeoJSONSource | undefined
      if (source) source.setData(collection())
      if (!shouldFit) return
      if (loaded) fit()
      else pendingFit = true
    },
    setSelected(id) {
      selected = id
      for (const pin of pins.values()) pin.button.setAttribute('aria-pressed', String(pin.park.id === id))
    },
    setCenter(next) {
      center = next
      centerMarker?.remove()
      centerMarker = null
      if (!next) return
      const dot = document.createElement('div')
      dot.className = 'pk-map-center'
      dot.setAttribute('role', 'img')
      dot.setAttribute('aria-label', texts.center(next.name))
      centerMarker = new Marker({ element: dot }).setLngLat([next.lng, next.lat]).addTo(map)
    },
    bounds() {
      // The area is where the map is now: a move still running (a keyboard pan) ends here, so it
      // cannot carry the map away from the area searched.
      map.stop()
      const b = map.getBounds()
      const round = (n: number) => Math.round(n * 1e6) / 1e6
      const lat = (n: number) => round(Math.max(-90, Math.min(90, n)))
      // A view wider than the world is the whole world; otherwise wrapped to ±180 (west > east across the antimeridian).
      const whole = b.getEast() - b.getWest() >= 360
      const lng = (n: number) => round((((n + 180) % 360) + 360) % 360 - 180)
      return {
        min_lat: lat(b.getSouth()),
        min_lng: whole ? -180 : lng(b.getWest()),
        max_lat: lat(b.getNorth()),
        max_lng: whole ? 180 : lng(b.getEast()),
      }
    },
    destroy() {
      map.remove()
    },
  }
}
