import { DEFAULT_VEHICLE_TYPE_ID } from '../constants.ts'
import type { TranslationKey } from '../i18n/translationKey.ts'
import type { GatewayConfig } from '../payments/types.ts'
import { ParkadeApiError } from './ParkadeApiError.ts'
import { INVALID_RESPONSE_MESSAGE, createHttp } from './createHttp.ts'
import type { CallOptions, HttpOptions } from './createHttp.ts'
import type {
  AddFundsRequest,
  AddFundsResponse,
  AuthTokenResponse,
  BlogPost,
  BlogQuery,
  Booking,
  BookingListQuery,
  BookingListResponse,
  BookingStatusChange,
  ConfirmBookingPaymentQuery,
  ContactMessage,
  Country,
  CreateBookingRequest,
  CreateBookingResponse,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  CreatedResponse,
  CreditQuery,
  DemoRequest,
  EventListQuery,
  ExtendBookingRequest,
  ExtendBookingResponse,
  RenewBookingRequest,
  RenewBookingResponse,
  Fee,
  SitemapParksPage,
  SitemapParksQuery,
  FeesQuery,
  ForgotPasswordRequest,
  HealthResponse,
  LoginRequest,
  MarketplaceItem,
  MarketplaceQuery,
  MessageResponse,
  OutboxMessage,
  Page,
  Park,
  ParkRate,
  ParkRateQuery,
  ParkSearchQuery,
  PlaceSearchQuery,
  PlaceSearchResponse,
  PopularPlacesQuery,
  PopularPlacesResponse,
  ParkadeEvent,
  PrivateEventAccessRequest,
  Quote,
  QuoteRequest,
  RegisterRequest,
  ResendVerificationRequest,
  ResetPasswordRequest,
  SocialLoginRequest,
  SocialLoginResponse,
  State,
  SubscriptionPlan,
  UpdateProfileRequest,
  UserProfile,
  Vehicle,
  VehicleInput,
  VehicleType,
  VerifyEmailRequest,
  VerifyEmailResponse,
  VerifyPaymentQuery,
  Wallet,
  WalletResultResponse,
  WalletTransaction,
} from './types.ts'

export { INVALID_RESPONSE_MESSAGE }
export const PARK_ID_REQUIRED_MESSAGE = 'validation.parkIdRequired' satisfies TranslationKey
export const NO_ACCESS_TOKEN_MESSAGE = 'login.errors.noAccessToken' satisfies TranslationKey

export interface ApiClientOptions extends HttpOptions {
  /**
   * Base of the calls that sit outside the version prefix (`POST /api/create-payment-intent`).
   * Defaults to `baseUrl` without its trailing `/v1`.
   */
  paymentsBaseUrl?: string
}

export interface IdempotentCallOptions extends CallOptions {
  idempotencyKey?: string
}

function requireAccessToken<T extends { access_token?: unknown }>(answer: T, message: string): T {
  if (!answer || typeof answer.access_token !== 'string' || !answer.access_token) {
    throw new ParkadeApiError(message, { kind: 'invalid-response', body: answer })
  }
  return answer
}

const path = (value: string | number) => encodeURIComponent(String(value))

/** A typed method for every call of SPEC §7 and the additions of DESIGN.md. */
export function createApiClient(options: ApiClientOptions) {
  const request = createHttp(options)
  const paymentsBase = options.paymentsBaseUrl ?? options.baseUrl.replace(/\/+$/, '').replace(/\/v1$/, '')

  return {
    health: (o?: CallOptions) => request<HealthResponse>('GET', '/health', { ...o, auth: 'none' }),

    auth: {
      register: async (body: RegisterRequest, o?: CallOptions) =>
        requireAccessToken(await request<AuthTokenResponse>('POST', '/auth/register', { ...o, body, auth: 'none' }), INVALID_RESPONSE_MESSAGE),
      login: async (body: LoginRequest, o?: CallOptions) =>
        requireAccessToken(await request<AuthTokenResponse>('POST', '/auth/login', { ...o, body, auth: 'none' }), INVALID_RESPONSE_MESSAGE),
      verifyEmail: async (body: VerifyEmailRequest, o?: CallOptions) => {
        const answer = await request<VerifyEmailResponse>('POST', '/auth/verify-email', { ...o, body, auth: 'none' })
        if (!answer || typeof answer.token !== 'string' || !answer.token) {
          throw new ParkadeApiError(INVALID_RESPONSE_MESSAGE, { kind: 'invalid-response', body: answer })
        }
        return answer
      },
      resendVerification: (body: ResendVerificationRequest, o?: CallOptions) =>
        request<MessageResponse>('POST', '/auth/resend-verification', { ...o, body, auth: 'none' }),
      socialLogin: async (body: SocialLoginRequest, o?: CallOptions) =>
        requireAccessToken(await request<SocialLoginResponse>('POST', '/auth/social-login', { ...o, body, auth: 'none' }), NO_ACCESS_TOKEN_MESSAGE),
      forgotPassword: (body: ForgotPasswordRequest, o?: CallOptions) =>
        request<MessageResponse>('POST', '/auth/forgot-password', { ...o, body, auth: 'none' }),
      resetPassword: (body: ResetPasswordRequest, o?: CallOptions) =>
        request<MessageResponse>('POST', '/auth/reset-password', { ...o, body, auth: 'none' }),
    },

    users: {
      profile: (o?: CallOptions) => request<UserProfile>('GET', '/users/profile', { ...o, auth: 'required' }),
      updateProfile: (body: UpdateProfileRequest, o?: CallOptions) =>
        request<UserProfile>('PATCH', '/users/profile', { ...o, body, auth: 'required' }),
      fees: (o?: CallOptions) => request<Fee[]>('GET', '/users/fees', { ...o, auth: 'required' }),
    },

    countries: {
      list: (o?: CallOptions) => request<Country[]>('GET', '/countries', { ...o, auth: 'none' }),
    },

    states: {
      /** Bearer optional (SPEC §7). */
      load: (countryId: number, o?: CallOptions) =>
        request<State[]>('GET', '/states/load', { ...o, query: { country_id: countryId }, auth: 'optional' }),
    },

    parks: {
      search: (query: ParkSearchQuery = {}, o?: CallOptions) =>
        request<Page<Park>>('GET', '/parks/front/parks/', { ...o, query: { ...query }, auth: 'none' }),
      /** By id, slug or park code (the QR landing). */
      get: (idOrSlugOrCode: number | string, o?: CallOptions) => {
        if (idOrSlugOrCode === '' || idOrSlugOrCode === null || idOrSlugOrCode === undefined) {
          return Promise.reject(new ParkadeApiError(PARK_ID_REQUIRED_MESSAGE, { kind: 'invalid-response', status: 400 }))
        }
        return request<Park>('GET', `/front/parks/${path(idOrSlugOrCode)}`, { ...o, auth: 'none' })
      },
      rate: (parkId: number | string | null | undefined, query: ParkRateQuery = {}, o?: CallOptions) => {
        if (parkId === '' || parkId === null || parkId === undefined) {
          return Promise.reject(new ParkadeApiError(PARK_ID_REQUIRED_MESSAGE, { kind: 'invalid-response', status: 400 }))
        }
        return request<ParkRate>('GET', `/front/parks/${path(parkId)}/rate`, {
          ...o,
          query: { vehicle_type_id: query.vehicle_type_id ?? DEFAULT_VEHICLE_TYPE_ID },
          auth: 'none',
        })
      },
    },

    places: {
      /** Landmarks, cities and parks whose name matches what the driver is typing, best first. */
      search: (query: PlaceSearchQuery, o?: CallOptions) =>
        request<PlaceSearchResponse>('GET', '/places', { ...o, query: { ...query }, auth: 'none' }),
      /** A country's landmarks and cities drivers head for most, and how many parks and cities it has. */
      popular: (query: PopularPlacesQuery, o?: CallOptions) =>
        request<PopularPlacesResponse>('GET', '/places/popular', { ...o, query: { ...query }, auth: 'none' }),
    },

    fees: {
      list: (query: FeesQuery = {}, o?: CallOptions) =>
        request<Fee[]>('GET', '/front/fees', { ...o, query: { country_id: query.country_id }, auth: 'none' }),
    },

    vehicles: {
      publicTypes: (o?: CallOptions) => request<VehicleType[]>('GET', '/vehicles/public', { ...o, auth: 'none' }),
      list: (o?: CallOptions) => request<Vehicle[]>('GET', '/user/vehicles/', { ...o, auth: 'required' }),
      create: (body: VehicleInput, o?: CallOptions) => request<Vehicle>('POST', '/user/vehicles/', { ...o, body, auth: 'required' }),
      update: (id: number, body: Partial<VehicleInput>, o?: CallOptions) =>
        request<Vehicle>('PUT', `/user/vehicles/${path(id)}`, { ...o, body, auth: 'required' }),
      remove: (id: number, o?: CallOptions) => request<MessageResponse>('DELETE', `/user/vehicles/${path(id)}`, { ...o, auth: 'required' }),
      setDefault: (id: number, o?: CallOptions) => request<Vehicle>('PUT', `/user/vehicles/${path(id)}/default`, { ...o, auth: 'required' }),
    },

    bookings: {
      list: (query: BookingListQuery = {}, o?: CallOptions) =>
        request<BookingListResponse>('GET', '/bookings/list', {
          ...o,
          query: { page: query.page ?? 1, status_filter: query.status_filter },
          auth: 'required',
        }),
      quote: (body: QuoteRequest, o?: CallOptions) => request<Quote>('POST', '/bookings/quote', { ...o, body, auth: 'none' }),
      create: (body: CreateBookingRequest, o?: IdempotentCallOptions) =>
        request<CreateBookingResponse>('POST', '/bookings', { ...o, body, auth: 'required' }),
      /** Booking detail by booking code (owner only). */
      get: (bookingCode: string, o?: CallOptions) =>
        request<Booking>('GET', `/bookings/code/${path(bookingCode)}`, { ...o, auth: 'required' }),
      extend: (body: ExtendBookingRequest, o?: CallOptions) =>
        request<ExtendBookingResponse>('POST', '/bookings/extend', { ...o, body, auth: 'required' }),
      /** Renews a cancelled booking from the wallet, or through the gateway (then `payment` says where to pay). */
      renew: (bookingId: number, body: RenewBookingRequest, o?: CallOptions) =>
        request<RenewBookingResponse>('POST', `/bookings/${path(bookingId)}/renew`, { ...o, body, auth: 'required' }),
      /** SPEC §4: cancel → 'cancelled', renew → 'active', sent as a query parameter. */
      confirmPayment: (bookingId: number, query: ConfirmBookingPaymentQuery, o?: CallOptions) =>
        request<Booking>('POST', `/bookings/${path(bookingId)}/confirm-payment`, { ...o, query: { ...query }, auth: 'required' }),
      setStatus: (bookingId: number, status: BookingStatusChange, o?: CallOptions) =>
        request<Booking>('PUT', `/bookings/${path(bookingId)}/status`, { ...o, query: { status }, auth: 'required' }),
    },

    wallet: {
      get: (o?: CallOptions) => request<Wallet>('GET', '/wallet', { ...o, auth: 'required' }),
      transactions: (query: { page?: number } = {}, o?: CallOptions) =>
        request<Page<WalletTransaction>>('GET', '/wallet/transactions', { ...o, query: { page: query.page }, auth: 'required' }),
      addFunds: (body: AddFundsRequest, o?: IdempotentCallOptions) =>
        request<AddFundsResponse>('POST', '/wallet/add-funds', { ...o, body, auth: 'required' }),
      verifyPayment: (query: VerifyPaymentQuery, o?: CallOptions) =>
        request<WalletResultResponse>('POST', '/wallet/verify-payment', { ...o, query: { ...query }, auth: 'required' }),
      credit: (query: CreditQuery, o?: CallOptions) =>
        request<WalletResultResponse>('POST', '/wallet/credit', { ...o, query: { ...query }, auth: 'required' }),
    },

    payments: {
      /** SPEC §3/§9: a country's gateway config, with the script URLs and publishable keys the server decides. */
      gateway: (country: string, o?: CallOptions) => request<GatewayConfig>('GET', '/payments/gateway', { ...o, query: { country }, auth: 'none' }),
      /** Outside the version prefix, as in SPEC §7; the bearer is sent when present. */
      createPaymentIntent: (body: CreatePaymentIntentRequest, o?: CallOptions) =>
        request<CreatePaymentIntentResponse>('POST', '', { ...o, body, auth: 'optional', url: `${paymentsBase}/create-payment-intent` }),
    },

    events: {
      list: (query: EventListQuery = {}, o?: CallOptions) => request<Page<ParkadeEvent>>('GET', '/events', { ...o, query: { ...query }, auth: 'none' }),
      get: (eventCode: string, o?: CallOptions) => request<ParkadeEvent>('GET', `/events/${path(eventCode)}`, { ...o, auth: 'optional' }),
      privateAccess: (body: PrivateEventAccessRequest, o?: CallOptions) =>
        request<ParkadeEvent>('POST', '/events/private-access', { ...o, body, auth: 'optional' }),
    },

    marketplace: {
      list: (query: MarketplaceQuery = {}, o?: CallOptions) =>
        request<Page<MarketplaceItem>>('GET', '/marketplace', { ...o, query: { ...query }, auth: 'none' }),
      get: (id: number | string, o?: CallOptions) => request<MarketplaceItem>('GET', `/marketplace/${path(id)}`, { ...o, auth: 'none' }),
    },

    blog: {
      list: (query: BlogQuery = {}, o?: CallOptions) => request<Page<BlogPost>>('GET', '/blog/posts', { ...o, query: { ...query }, auth: 'none' }),
      get: (idOrSlug: number | string, o?: CallOptions) => request<BlogPost>('GET', `/blog/posts/${path(idOrSlug)}`, { ...o, auth: 'none' }),
    },

    sitemap: {
      /** Every park's slug and last change, one keyset page at a time: pass `next_after` as `after` until it is null. */
      parks: (query: SitemapParksQuery = {}, o?: CallOptions) =>
        request<SitemapParksPage>('GET', '/sitemap/parks', { ...o, query: { ...query }, auth: 'none' }),
    },

    plans: {
      list: (query: { country?: string } = {}, o?: CallOptions) =>
        request<SubscriptionPlan[]>('GET', '/subscription-plans', { ...o, query: { ...query }, auth: 'none' }),
    },

    forms: {
      demoRequest: (body: DemoRequest, o?: CallOptions) => request<CreatedResponse>('POST', '/demo-requests', { ...o, body, auth: 'none' }),
      contact: (body: ContactMessage, o?: CallOptions) => request<CreatedResponse>('POST', '/contact', { ...o, body, auth: 'optional' }),
    },

    /** Development only: what the sandbox API would have e-mailed. */
    dev: {
      outbox: (query: { email?: string } = {}, o?: CallOptions) =>
        request<OutboxMessage[]>('GET', '/dev/outbox', { ...o, query: { ...query }, auth: 'none' }),
    },
  }
}

export type ApiClient = ReturnType<typeof createApiClient>

/** SPEC §3: the booking list answer carries `items` or `data`. */
export function bookingItems(answer: BookingListResponse): Booking[] {
  return answer.items ?? answer.data ?? []
}
