// Business constants and timings of SPEC §4 and §9, in one place so a rule and its test
// point at the same number.

// The rules and defaults both sides share live in @parkade/contract; core's public API keeps them.
export {
  BOOKING_LIST_DEFAULT_PAGE,
  BOOKING_LIST_DEFAULT_SIZE,
  BUILTIN_REGION_COUNTRY_IDS,
  DEFAULT_BOOKING_HOLD_MINUTES,
  DEFAULT_COUNTRY_CODE,
  DEFAULT_COUNTRY_ID,
  DEFAULT_VEHICLE_TYPE_ID,
  MINOR_UNITS_PER_MAJOR,
  PASSWORD_MIN_LENGTH,
  SITEMAP_MAX_URLS,
  SUPPORTED_COUNTRY_CODES,
  SUPPORTED_LANGUAGES,
} from '@parkade/contract/domain'
export type { SupportedCountryCode, SupportedLanguage } from '@parkade/contract/domain'
import type { SupportedLanguage } from '@parkade/contract/domain'

// --- Rules and defaults (SPEC §5, §9) ---

/**
 * SPEC §7 notes one place that fell back to US after a failed IP lookup; we keep NG as the
 * product default and expose this only so that call site can be reproduced on purpose.
 */
export const IP_LOOKUP_ALTERNATE_FALLBACK_CODE = 'US'

export const DEFAULT_LANGUAGE: SupportedLanguage = 'en'
/** Countries whose automatic language is French (SPEC §1, §4); every other country gets English. */
export const FRENCH_COUNTRY_CODES = ['SN'] as const

/** Countries that have their own footer social link set; any other uses the default set (SPEC §9). */
export const SOCIAL_LINK_COUNTRY_CODES = ['NG', 'CA', 'SN', 'US'] as const

/** The vehicle documents renewal link is shown only for this country (SPEC §2, §6). */
export const VEHICLE_DOCS_COUNTRY_CODE = 'NG'

// --- Money (SPEC §9) ---

export const CURRENCY_MIN_FRACTION_DIGITS = 0
export const CURRENCY_MAX_FRACTION_DIGITS = 2
export const CURRENCY_LOCALES = ['en-NG', 'en-US', 'en-CA', 'fr-SN'] as const
export const DEFAULT_LOCALE = 'en-NG'

/** Marketing claim: "over 500,000 parking locations". */
export const PARKING_LOCATIONS_CLAIM = 500_000

// --- Timings (SPEC §2, §4, §9) ---

export const HEADER_SHRINK_SCROLL_PX = 20
export const MENU_MODAL_DELAY_MS = 100
/** Every route change scrolls to the top, then again at each of these delays. */
export const SCROLL_TOP_REPEAT_MS = [100, 500] as const
export const SOCIAL_LOGIN_RELOAD_DELAY_MS = 500
/** The social login success flag is cleared this long after its toast. */
export const SOCIAL_FLAG_CLEAR_MS = 1000
export const GEOLOCATION_TIMEOUT_MS = 5000
export const IP_LOOKUP_TIMEOUT_MS = 5000
export const LANGUAGE_NOTICE_MS = 5000
/** The error boundary reloads once, automatically, this long after a resource error. */
export const ERROR_RELOAD_DELAY_MS = 1000
export const ERROR_AUTO_RELOAD_LIMIT = 1
/** 'Go Home' appears once the retry count is greater than this. */
export const ERROR_GO_HOME_AFTER_RETRIES = 1
export const RESOURCE_CHECK_INTERVAL_MS = 2000
export const RESOURCE_CHECK_GIVE_UP_MS = 15_000
/** With no card instance the card flow simulates success after this delay (sandbox only, DESIGN). */
export const DEMO_CARD_SUCCESS_DELAY_MS = 1500
export const DEMO_CARD_BRAND = 'visa'
export const DEMO_CARD_LAST4 = '4242'

// --- Toasts (SPEC §9) ---

export type ToastKind = 'linked' | 'created' | 'welcomeBack' | 'default'
export type ToastPosition = 'top-center' | 'top-right'

export const TOAST_DURATION_MS = {
  linked: 6000,
  created: 5000,
  welcomeBack: 3000,
  default: 5000,
} as const satisfies Record<ToastKind, number>

export const TOAST_POSITION = {
  linked: 'top-center',
  created: 'top-center',
  welcomeBack: 'top-center',
  default: 'top-right',
} as const satisfies Record<ToastKind, ToastPosition>
