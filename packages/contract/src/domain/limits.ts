// Limits both sides enforce or show, in one place so a rule, its schema and its test agree.

export const PASSWORD_MIN_LENGTH = 8

/** The vehicle type a rate is quoted for when none is given (SPEC §9): a car. */
export const DEFAULT_VEHICLE_TYPE_ID = 1

export const BOOKING_LIST_DEFAULT_PAGE = 1
/** Bookings per page of GET /bookings/list when no size is asked. */
export const BOOKING_LIST_DEFAULT_SIZE = 10
/** Ledger entries per page of GET /wallet/transactions when no size is asked. */
export const WALLET_PAGE_SIZE = 10
/** Results per page of the other lists when no size is asked, and the most any page holds. */
export const DEFAULT_PAGE_SIZE = 20
export const MAX_PAGE_SIZE = 50
/** The most URLs one sitemap file may list (sitemaps.org), and so the most parks one page of the sitemap list holds. */
export const SITEMAP_MAX_URLS = 50_000

/** The largest single wallet top-up, in major units of any currency. */
export const MAX_TOP_UP = 10_000_000
/** Stripe's own ceiling for one PaymentIntent: 999,999.99 in the major unit. */
export const MAX_INTENT_MINOR = 99_999_999

/** A booking may start this many minutes in the past (a driver at the barrier). */
export const BOOKING_START_GRACE_MINUTES = 5
/** The longest booking, in days. */
export const MAX_BOOKING_DAYS = 30
/** Default minutes an unpaid gateway booking holds its space (BOOKING_HOLD_MINUTES). */
export const DEFAULT_BOOKING_HOLD_MINUTES = 15

/** Failed sign-in attempts (per e-mail and address) allowed in THROTTLE_WINDOW_MINUTES. */
export const THROTTLE_MAX_FAILURES = 5
/** Failed attempts for one e-mail from every address together. */
export const THROTTLE_MAX_FAILURES_PER_ACCOUNT = 20
export const THROTTLE_WINDOW_MINUTES = 15

/** Parks within this distance of an event's venue take bookings for it. */
export const EVENT_PARK_RADIUS_KM = 5
