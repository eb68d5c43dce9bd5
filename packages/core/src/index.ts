// @parkade/core: the framework-free Parkade SDK. Safe to import on a server: nothing here touches
// `window`, storage or the network until it is called.
export * from './api/index.ts'
export * from './calendar/index.ts'
export * from './client/index.ts'
export * from './constants.ts'
export * from './errors/index.ts'
export * from './format/index.ts'
export { detectCountryByIp, DEFAULT_IP_LOOKUP_URL, directionsUrl, getBrowserPosition, GeolocationError } from './geo/index.ts'
export type {
  DirectionsTarget,
  DetectCountryByIpOptions,
  GetBrowserPositionOptions,
  GeolocationErrorCode,
  FetchLike as IpFetchLike,
  FetchResponseLike,
  GeolocationLike,
  LatLng,
} from './geo/index.ts'
export * from './i18n/index.ts'
export * from './payments/index.ts'
export * from './regions/index.ts'
export * from './storage/index.ts'
export * from './social/index.ts'
export * from './stores/index.ts'
export * from './validation/index.ts'
