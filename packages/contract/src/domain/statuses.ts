export const BOOKING_STATUSES = ['pending', 'active', 'cancelled', 'completed'] as const
export type BookingStatus = (typeof BOOKING_STATUSES)[number]

/** What GET /bookings/list filters by: a status, or every booking. */
export const BOOKING_STATUS_FILTERS = ['all', ...BOOKING_STATUSES] as const
export type BookingStatusFilter = (typeof BOOKING_STATUS_FILTERS)[number]

/** What PUT /bookings/{id}/status may set: cancel, or renew a cancelled booking. */
export const BOOKING_STATUS_CHANGES = ['cancelled', 'active'] as const
export type BookingStatusChange = (typeof BOOKING_STATUS_CHANGES)[number]

export const PAYMENT_STATUSES = ['pending', 'paid', 'failed', 'refunded'] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export const BOOKING_PAYMENT_METHODS = ['wallet', 'gateway'] as const
export type BookingPaymentMethod = (typeof BOOKING_PAYMENT_METHODS)[number]

export const PARK_TYPES = ['airport', 'city', 'stadium', 'station'] as const
export type ParkType = (typeof PARK_TYPES)[number]

/** What a place is: a landmark drivers head for (airport, stadium, station, district, venue), a city, or a park itself. */
export const PLACE_KINDS = ['landmark', 'city', 'park'] as const
export type PlaceKind = (typeof PLACE_KINDS)[number]

/** How a park search is ordered: by relevance to the text, by distance from the searched point, or by the stay's price. */
export const PARK_SORTS = ['relevance', 'distance', 'price'] as const
export type ParkSort = (typeof PARK_SORTS)[number]

export const SOCIAL_PROVIDERS = ['google', 'apple'] as const
export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number]

export const SUPPORTED_LANGUAGES = ['en', 'fr'] as const
export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number]
