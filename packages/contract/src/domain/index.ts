// @parkade/contract/domain: the values client and server share. No schema code: browser
// bundles import this without TypeBox.
export { BUILTIN_REGIONS } from './builtinRegions.ts'
export type { Region } from './builtinRegions.ts'
export { CANADA_REGIONS } from './canadaRegions.ts'
export {
  BUILTIN_REGION_COUNTRY_IDS,
  COUNTRIES,
  COUNTRY_CODES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_ID,
  SUPPORTED_COUNTRY_CODES,
  WALLET_CURRENCY_BY_COUNTRY,
} from './countries.ts'
export type { CountryCode, CountryInfo, SupportedCountryCode } from './countries.ts'
export { CURRENCY_CODES, MINOR_UNITS_PER_MAJOR, currencyDecimals } from './currencies.ts'
export type { CurrencyCode } from './currencies.ts'
export { fromMinorUnits } from './fromMinorUnits.ts'
export { toMinorUnits } from './toMinorUnits.ts'
export { GATEWAY_TABLE } from './gatewayTable.ts'
export { builtinGateway } from './builtinGateway.ts'
export { gatewayForCountry } from './gatewayForCountry.ts'
export type { GatewayConfig, GatewayOverrides, GatewayProviderConfig } from './gatewayTypes.ts'
export { isSecretKey } from './isSecretKey.ts'
export { usableCardKey } from './usableCardKey.ts'
export { withGatewayOverrides } from './withGatewayOverrides.ts'
export { PAYMENT_PROVIDER_NAMES, PAYMENT_PROVIDERS, PROVIDER_BY_CURRENCY, PROVIDER_CURRENCIES } from './paymentProviders.ts'
export type { PaymentProvider } from './paymentProviders.ts'
export {
  BOOKING_LIST_DEFAULT_PAGE,
  BOOKING_LIST_DEFAULT_SIZE,
  BOOKING_START_GRACE_MINUTES,
  DEFAULT_BOOKING_HOLD_MINUTES,
  DEFAULT_PAGE_SIZE,
  DEFAULT_VEHICLE_TYPE_ID,
  EVENT_PARK_RADIUS_KM,
  MAX_BOOKING_DAYS,
  MAX_INTENT_MINOR,
  MAX_PAGE_SIZE,
  MAX_TOP_UP,
  PASSWORD_MIN_LENGTH,
  SITEMAP_MAX_URLS,
  THROTTLE_MAX_FAILURES,
  THROTTLE_MAX_FAILURES_PER_ACCOUNT,
  THROTTLE_WINDOW_MINUTES,
  WALLET_PAGE_SIZE,
} from './limits.ts'
export {
  BOOKING_PAYMENT_METHODS,
  BOOKING_STATUS_CHANGES,
  BOOKING_STATUS_FILTERS,
  BOOKING_STATUSES,
  PARK_SORTS,
  PARK_TYPES,
  PAYMENT_STATUSES,
  PLACE_KINDS,
  SOCIAL_PROVIDERS,
  SUPPORTED_LANGUAGES,
} from './statuses.ts'
export type {
  BookingPaymentMethod,
  BookingStatus,
  BookingStatusChange,
  BookingStatusFilter,
  ParkSort,
  ParkType,
  PaymentStatus,
  PlaceKind,
  SocialProvider,
  SupportedLanguage,
} from './statuses.ts'
// Calendar files (RFC 5545): the confirmation e-mail and the browser's "add to calendar" write the same one.
export { createIcsEvent, escapeIcsText, foldIcsLine, formatIcsDateTime, ICS_LINE_OCTETS, ICS_PRODUCT_ID } from '../calendar/index.ts'
export type { IcsEventInput } from '../calendar/index.ts'
