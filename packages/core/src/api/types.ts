// The Parkade v1 contract: SPEC §7 plus the additions of DESIGN.md. The sandbox API implements
// exactly these shapes; where the spec says "not shown", the shape here is the design.

/** ISO 8601 date-time with offset, e.g. `2027-01-15T09:00:00.000Z`. */
export type IsoDateTime = string
export type CountryCode = string
import type {
  BookingPaymentMethod,
  BookingStatus,
  BookingStatusChange,
  BookingStatusFilter,
  CurrencyCode,
  ParkType,
  PaymentProvider,
  PaymentStatus,
  SocialProvider,
} from '@parkade/contract/domain'
export type { BookingPaymentMethod, BookingStatus, BookingStatusChange, BookingStatusFilter, CurrencyCode, ParkType, PaymentProvider, PaymentStatus, SocialProvider }

/** Every error answer: FastAPI style, `detail` a sentence a person can read. */
export interface ErrorBody {
  detail: string
  message?: string
  /** The id of the request that failed (also the X-Request-Id header), to quote to support. */
  request_id?: string
  errors?: { field: string; message: string }[]
}

/** Paged list answer. SPEC §3: the booking list may carry `items` or `data`. */
export interface Page<T> {
  items: T[]
  total: number
  page: number
  size: number
  pages: number
}

export interface MessageResponse {
  detail: string
}

// ── Countries and regions ───────────────────────────────────────────────────────────────────

export interface Country {
  id: number
  name: string
  name_fr: string
  code: CountryCode
  flag: string
  currency: CurrencyCode
  phone_prefix: string
  supported: boolean
}

export interface State {
  id: number
  name: string
  country_id: number
  code: string
}

// ── Accounts ────────────────────────────────────────────────────────────────────────────────

export interface UserProfile {
  id: number
  email: string
  first_name: string
  last_name: string
  phone: string | null
  /** Two-letter country code; SPEC §5 uses it only when it is a two-letter string. */
  country_id: string | null
  country?: { code: string; name: string } | null
  language: 'en' | 'fr' | null
  photo_url: string | null
  email_verified: boolean
  auth_providers: ('password' | SocialProvider)[]
  created_at: IsoDateTime
}

export interface RegisterRequest {
  email: string
  password: string
  first_name: string
  last_name: string
  phone?: string
  country_id?: string
}

export interface AuthTokenResponse {
  access_token: string
  token_type: 'bearer'
  expires_in: number
  user: UserProfile
}

export interface LoginRequest {
  /** The email address. */
  identifier: string
  password: string
}

export interface VerifyEmailRequest {
  email: string
  code: string
}

export interface VerifyEmailResponse {
  token: string
  user: UserProfile
}

export interface ResendVerificationRequest {
  email: string
}

export interface ForgotPasswordRequest {
  email: string
}

export interface ResetPasswordRequest {
  email: string
  code: string
  new_password: string
}

export interface SocialLoginRequest {
  email: string
  name: string
  photo_url: string | null
  firebase_uid: string
  provider: SocialProvider
  /** The Firebase ID token; the server verifies it and trusts nothing else in this body. */
  id_token: string
}

export interface SocialLoginResponse {
  access_token: string
  is_new_user: boolean
  is_account_linked: boolean
  login_method: 'social'
  social_provider: SocialProvider
  user: UserProfile
}

export interface UpdateProfileRequest {
  first_name?: string
  last_name?: string
  phone?: string | null
  country_id?: string | null
  language?: 'en' | 'fr' | null
}

// ── Parks, vehicle types, fees ──────────────────────────────────────────────────────────────

export interface ParkRateSummary {
  vehicle_type_id: number
  hourly: number
  daily: number
}

export interface Park {
  id: number
  slug: string
  park_code: string
  name: string
  type: ParkType
  description: string
  address: string
  city: string
  region: string
  country_code: CountryCode
  country_name: string
  lat: number
  lng: number
  capacity: number
  available_spaces: number
  is_24_hours: boolean
  opening_hours: { open: string; close: string } | null
  amenities: string[]
  entry_instructions: string
  currency: CurrencyCode
  rates: ParkRateSummary[]
  image_url: string | null
  /** Kilometres from the searched point, when `lat`/`lng` were given. */
  distance_km: number | null
}

export interface ParkSearchQuery {
  /** Country name, as SPEC §3 says ("filtered by country name"); a two-letter code is accepted too. */
  country?: string
  search?: string
  lat?: number
  lng?: number
  page?: number
  size?: number
  type?: ParkType
}

export interface ParkRateQuery {
  vehicle_type_id?: number
}

export interface ParkRate {
  park_id: number
  vehicle_type_id: number
  vehicle_type_name: string
  currency: CurrencyCode
  hourly_rate: number
  daily_rate: number
}

export interface VehicleType {
  id: number
  name: string
  name_fr: string
  description: string
}

export interface Fee {
  id: number
  country_id: number
  code: string
  name: string
  name_fr: string
  kind: 'percent' | 'fixed'
  amount: number
  currency: CurrencyCode
}

export interface FeesQuery {
  country_id?: number | string
}

// ── Bookings ────────────────────────────────────────────────────────────────────────────────

export interface PriceLine {
  code: string
  label: string
  amount: number
}

export interface Quote {
  park_id: number
  vehicle_type_id: number
  start_time: IsoDateTime
  end_time: IsoDateTime
  hours: number
  subtotal: number
  fees: PriceLine[]
  total: number
  currency: CurrencyCode
}

export interface QuoteRequest {
  park_id: number
  vehicle_type_id?: number
  start_time: IsoDateTime
  end_time: IsoDateTime
}

export interface CreateBookingRequest extends QuoteRequest {
  /** A saved vehicle, or a plate for a new one. */
  vehicle_id?: number
  plate_number?: string
  save_vehicle?: boolean
  payment_method: BookingPaymentMethod
  /** Partner attribution code from the embedding site. */
  partner?: string
  event_code?: string
  /** Where a hosted payment page sends the driver back. */
  return_url?: string
  /** Another provider than the country's, when its gateway fell back (SPEC §4). */
  payment_provider?: PaymentProvider
}

export interface PaymentInfo {
  authorization_url?: string
  checkout_url?: string
  payment_url?: string
  access_code?: string
  client_secret?: string
}

export interface PaymentInit {
  reference: string
  provider: PaymentProvider
  amount: number
  currency: CurrencyCode
  payment_info: PaymentInfo
  /** The server runs in sandbox mode (stand-in provider pages; the demo card success applies). */
  sandbox?: boolean
}

export interface Booking {
  id: number
  booking_code: string
  park_id: number
  park: { id: number; name: string; slug: string; park_code: string; address: string; city: string; lat: number; lng: number }
  vehicle_type_id: number
  vehicle_id: number | null
  plate_number: string
  start_time: IsoDateTime
  end_time: IsoDateTime
  status: BookingStatus
  subtotal: number
  fees: PriceLine[]
  total: number
  currency: CurrencyCode
  payment_method: BookingPaymentMethod
  payment_status: PaymentStatus
  payment_reference: string | null
  partner: string | null
  event_code: string | null
  created_at: IsoDateTime
  updated_at: IsoDateTime
}

export interface CreateBookingResponse {
  booking: Booking
  /** Present when the booking waits for a gateway payment. */
  payment: PaymentInit | null
}

export interface BookingListQuery {
  page?: number
  status_filter?: BookingStatusFilter
}

/** SPEC §3: "items or data, total, page, size, pages". */
export interface BookingListResponse {
  items?: Booking[]
  data?: Booking[]
  total: number
  page: number
  size: number
  pages: number
}

export interface ExtendBookingRequest {
  booking_id: number
  new_end_time: IsoDateTime
}

export interface ExtendBookingResponse {
  booking: Booking
  /** The price of the extra time, charged to the wallet. */
  extra_amount: number
  currency: CurrencyCode
}

/** Confirms a gateway-paid booking: the server verifies the payment with the provider. */
export interface ConfirmBookingPaymentQuery {
  payment_reference: string
  payment_provider: PaymentProvider
}

// ── Vehicles ────────────────────────────────────────────────────────────────────────────────

export interface Vehicle {
  id: number
  plate_number: string
  vehicle_type_id: number
  make: string | null
  model: string | null
  color: string | null
  is_default: boolean
  created_at: IsoDateTime
}

export interface VehicleInput {
  plate_number: string
  vehicle_type_id: number
  make?: string | null
  model?: string | null
  color?: string | null
  is_default?: boolean
}

// ── Wallet ──────────────────────────────────────────────────────────────────────────────────

export interface Wallet {
  balance: number
  currency: CurrencyCode
}

export interface WalletTransaction {
  id: number
  type: 'credit' | 'debit'
  amount: number
  currency: CurrencyCode
  reference: string
  description: string
  balance_after: number
  created_at: IsoDateTime
}

export interface AddFundsRequest {
  amount: number
  /** Where the provider's hosted page sends the driver back (the site's /wallet/callback). */
  return_url?: string
  /** Another provider than the country's, when its gateway fell back (SPEC §4). */
  provider?: PaymentProvider
}

export interface AddFundsResponse {
  status: 'success'
  message: string
  data: PaymentInit
}

export interface VerifyPaymentQuery {
  payment_reference: string
  amount: number
  payment_provider: PaymentProvider
}

export interface WalletResultResponse {
  status: 'success' | 'pending' | 'failed'
  message: string
  data: { new_balance: number; reference?: string }
}

export interface CreditQuery {
  amount: number
  reference: string
  description?: string
}

export interface CreatePaymentIntentRequest {
  amount: number
  currency: string
  metadata?: Record<string, string>
}

export interface CreatePaymentIntentResponse {
  id: string
  client_secret: string
  amount: number
  currency: string
  /** True when the server runs without provider keys: the spec's demo card success applies. */
  sandbox: boolean
}

// ── Events, marketplace, blog, plans ────────────────────────────────────────────────────────

export interface EventVenue {
  name: string
  address: string
  city: string
  country_code: CountryCode
  lat: number
  lng: number
}

export interface ParkadeEvent {
  id: number
  event_code: string
  name: string
  description: string
  category: string
  venue: EventVenue
  starts_at: IsoDateTime
  ends_at: IsoDateTime
  parking_opens_at: IsoDateTime
  is_private: boolean
  image_url: string | null
  /** Parks near the venue that take bookings for this event (detail only). */
  parks?: Park[]
}

export interface EventListQuery {
  country?: string
  search?: string
  page?: number
}

export interface PrivateEventAccessRequest {
  access_code: string
}

export interface MarketplaceItem {
  id: number
  title: string
  description: string
  category: string
  price: number
  currency: CurrencyCode
  country_code: CountryCode
  seller: string
  image_url: string | null
  stock: number
}

export interface MarketplaceQuery {
  country?: string
  category?: string
  page?: number
}

export interface BlogPost {
  id: number
  slug: string
  lang: 'en' | 'fr'
  title: string
  excerpt: string
  body: string
  author: string
  published_at: IsoDateTime
  tags: string[]
  cover_image_url: string | null
}

export interface BlogQuery {
  lang?: 'en' | 'fr'
  page?: number
}

export interface SubscriptionPlan {
  code: string
  name: string
  description: string
  price_monthly: number
  currency: CurrencyCode
  country_code: CountryCode
  features: string[]
}

export interface DemoRequest {
  name: string
  email: string
  company: string
  phone?: string
  country_code: CountryCode
  message?: string
  spaces?: number
}

export interface ContactMessage {
  name: string
  email: string
  subject: string
  message: string
}

export interface CreatedResponse {
  id: number
  detail: string
}

export interface HealthResponse {
  status: 'ok'
  /** production (NODE_ENV=production), sandbox (no provider keys) or staging. */
  mode: 'production' | 'sandbox' | 'staging'
  database: 'pglite' | 'postgres'
  sandbox: boolean
}

/** GET /ready: the database answers and every migration is applied (else 503). */
export interface ReadyResponse {
  status: 'ready'
  database: 'pglite' | 'postgres'
  migrations: number
}

/** A message the sandbox API would have e-mailed (development outbox). */
export interface OutboxMessage {
  id: number
  to: string
  kind: 'verify-email' | 'reset-password' | 'booking-confirmation'
  subject: string
  body: string
  code: string | null
  created_at: IsoDateTime
}
