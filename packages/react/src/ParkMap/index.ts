export { ParkMap } from './ParkMap.tsx'
export type { ParkMapProps } from './ParkMap.tsx'
export type { MapBounds } from './parkMapView.ts'
export { MAP_TEXTS } from './mapTextsAll.ts'
