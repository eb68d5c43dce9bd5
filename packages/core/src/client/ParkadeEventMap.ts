import type { Booking, Park, PaymentInit, PaymentProvider, UserProfile } from '../api/types.ts'
import type { Language } from '../i18n/language.ts'
import type { AuthMethod, SignOutReason } from '../stores/createAuthStore.ts'

/**
 * Every event the SDK tells its host about, and its payload. The React components pass them to
 * `on…` props; the custom elements dispatch them as DOM `CustomEvent`s named `parkade:<name>`.
 * The client itself emits `login`, `logout`, `country-changed` and `language-changed`.
 */
export interface ParkadeEventMap {
  /** A widget finished its first render and its first data load; `widget` is its feature name (`park-search`, `checkout`…: its element's tag without `parkade-`). */
  ready: { widget: string }
  /**
   * The driver picked a park in a search result or on the map; from a search, with the stay it
   * was priced for (ISO arrival and departure, the vehicle type), for the park page and checkout.
   */
  'park-selected': { park: Park; arrival?: string; departure?: string; vehicleTypeId?: number }
  /** A booking was created; `payment` is set when a gateway payment must still complete it. */
  'booking-created': { booking: Booking; payment: PaymentInit | null }
  /** The server verified a payment (booking or wallet top-up). */
  'payment-succeeded': {
    reference: string
    provider: PaymentProvider
    amount: number
    bookingId?: number
    /** The wallet balance after a top-up. */
    newBalance?: number
  }
  /**
   * A payment failed, was cancelled or could not be verified; `message` and `code` as in `error`.
   */
  'payment-failed': { message: string; code?: string; reference?: string; provider?: PaymentProvider }
  /** A token was stored: password, registration, email verification, social login or a host session. */
  login: {
    method: AuthMethod
    user: UserProfile | null
    /** Social login only: picks the welcome message (SPEC §1). */
    isNewUser?: boolean
    isAccountLinked?: boolean
  }
  /** The token went away: a logout, or a failed auth request (SPEC §4). */
  logout: { reason: SignOutReason }
  /** A widget needs a signed-in driver; a host with its own login may open it. */
  'auth-required': { widget?: string; reason?: string }
  /**
   * Something failed that the host may want to log or show; `message` is what the driver was told
   * (SPEC §8), in the language the widget showed it in; `code`, the stable part, is the API's error
   * code (@parkade/contract/errors) when the API answered one, a `client.*` code when no answer
   * came, or the text's key (`errors.payment.scriptLoadFailed`) for the SDK's own failures.
   */
  error: { message: string; code?: string; widget?: string; cause?: unknown }
  /** The selected country changed (SPEC §4); `id` is null until the countries list names it. */
  'country-changed': { code: string; id: number | null; previous: string | null }
  /** The language changed (Senegal → French, a manual choice…). */
  'language-changed': { language: Language; previous: Language }
}

export type ParkadeEventName = keyof ParkadeEventMap
