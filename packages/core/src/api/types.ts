// The Parkade v1 contract as the SDK sees it: every body, query and answer type comes from
// @parkade/contract, type-only, so parkade.js carries none of its schema code.
import type { PageOf, RequestBody, RequestQuery, ResponseBody, Routes } from '@parkade/contract'

export type {
  AddFundsRequest,
  AddFundsResponse,
  AuthTokenResponse,
  BlogPost,
  Booking,
  ConfirmBookingPaymentQuery,
  ContactMessage,
  Country,
  CreateBookingRequest,
  CreateBookingResponse,
  CreatedResponse,
  CreatePaymentIntentRequest,
  CreatePaymentIntentResponse,
  CreditQuery,
  DemoRequest,
  EventVenue,
  ExtendBookingRequest,
  ExtendBookingResponse,
  RenewBookingRequest,
  RenewBookingResponse,
  Fee,
  SitemapPark,
  SitemapParksPage,
  HealthResponse,
  LoginRequest,
  MarketplaceItem,
  MessageResponse,
  OutboxMessage,
  Park,
  ParkadeEvent,
  ParkRate,
  ParkRateSummary,
  Place,
  StayQuote,
  PaymentInfo,
  PaymentInit,
  PriceLine,
  PrivateEventAccessRequest,
  ProblemDetails,
  Quote,
  QuoteRequest,
  ReadyResponse,
  RegisterRequest,
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
} from '@parkade/contract'
export type {
  BookingPaymentMethod,
  BookingStatus,
  BookingStatusChange,
  BookingStatusFilter,
  CurrencyCode,
  ParkSort,
  ParkType,
  PaymentProvider,
  PlaceKind,
  PaymentStatus,
  SocialProvider,
} from '@parkade/contract/domain'

/** ISO 8601 date-time with offset, e.g. `2027-01-15T09:00:00.000Z`. */
export type IsoDateTime = string
/** ISO 3166-1 alpha-2, e.g. `NG`. */
export type CountryCode = string

/** Paged list answer. */
export type Page<T> = PageOf<T>

export type ForgotPasswordRequest = RequestBody<Routes['forgotPassword']>
export type ResendVerificationRequest = RequestBody<Routes['resendVerification']>
export type ParkSearchQuery = RequestQuery<Routes['searchParks']>
export type PlaceSearchQuery = RequestQuery<Routes['searchPlaces']>
export type PlaceSearchResponse = ResponseBody<Routes['searchPlaces'], 200>
export type PopularPlacesQuery = RequestQuery<Routes['listPopularPlaces']>
export type PopularPlacesResponse = ResponseBody<Routes['listPopularPlaces'], 200>
export type ParkRateQuery = RequestQuery<Routes['getParkRate']>
export type FeesQuery = RequestQuery<Routes['listFees']>
export type EventListQuery = RequestQuery<Routes['listEvents']>
export type MarketplaceQuery = RequestQuery<Routes['listMarketplaceItems']>
export type BlogQuery = RequestQuery<Routes['listBlogPosts']>
export type SitemapParksQuery = RequestQuery<Routes['listSitemapParks']>
export type BookingListQuery = RequestQuery<Routes['listBookings']>
type ListedBookings = ResponseBody<Routes['listBookings'], 200>
/** SPEC §3: the booking list may carry `items` or `data` (this API answers `items`). */
export type BookingListResponse = Omit<ListedBookings, 'items'> & { items?: ListedBookings['items']; data?: ListedBookings['items'] }
