import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse, PaymentInfo, PaymentProvider } from '../api/types.ts'
import type { GatewayConfig, GatewayOverrides, GatewayProviderConfig } from '@parkade/contract/domain'
import type { ScriptDocument } from './loadScript.ts'

export type { GatewayConfig, GatewayOverrides, GatewayProviderConfig, PaymentProvider }

/** SPEC §4: loading, then ready, or error (and the caller falls back). */
export type GatewayLoadState = 'idle' | 'loading' | 'ready' | 'error'

/** How the payment was made, e.g. { type: 'card', card: { brand: 'visa', last4: '4242' } }. */
export interface PaymentMethodSummary {
  type: string
  card?: { brand: string; last4: string }
}

/** What a provider reports on success (SPEC §3). `amount` is in major units, like the request. */
export interface CardPaymentResult {
  id: string
  amount: number
  currency: string
  status: string
  metadata: Record<string, unknown>
  payment_method: PaymentMethodSummary | string | null
}

export interface PaymentCallbacks {
  onSuccess(result: CardPaymentResult): void
  /** Receives the messages of SPEC §8 (see paymentErrors.ts) or the provider's own. */
  onError(error: Error): void
  onCancel?(): void
}

/** SPEC §3 payment request. The adapter converts `amount` (major units) with toMinorUnits. */
export interface PaymentRequest {
  amount: number
  currency: string
  email: string
  reference?: string
  metadata?: Record<string, unknown>
  callbacks: PaymentCallbacks
  /**
   * What the server answered when it started this payment (add-funds, a gateway booking):
   * Paystack's access_code and authorization_url, Wave's checkout_url, Stripe's client_secret.
   * Without it the card flow asks POST /api/create-payment-intent.
   */
  paymentInfo?: PaymentInfo
  /** The server runs in sandbox mode (no provider keys): the demo card success may apply. */
  sandbox?: boolean
}

/** What the browser adapters use from the page; every part can be replaced (tests, partners). */
export interface PaymentEnvironment {
  /** Where provider scripts are injected; default the global `document`. */
  document?: ScriptDocument
  /** Where provider scripts define their globals (PaystackPop, Stripe); default `globalThis`. */
  global?: object
  /** Goes to a provider's hosted page; default `location.assign`. */
  redirect?(url: string): void
  /** The only origins a hosted page may be on (see paymentPageOrigins); any http(s) origin when unset. */
  pageOrigins?: readonly string[]
  /** POST /api/create-payment-intent, for a card payment the server has not started. */
  createPaymentIntent?(body: CreatePaymentIntentRequest): Promise<CreatePaymentIntentResponse>
  /** The base URL of the sandbox API (its stand-ins settle the demo card payment). */
  sandboxOrigin?: string
  /** Waits `ms`; default setTimeout. */
  wait?(ms: number): Promise<void>
  /** Give up on a provider script after this long (see loadScript). */
  scriptTimeoutMs?: number
}

/** The one interface every provider implements (one file per provider). */
export interface PaymentAdapter {
  readonly provider: PaymentProvider
  /** Loads the provider's browser script; rejects with 'Failed to load payment script'. */
  load(): Promise<void>
  /** Starts a payment; the outcome arrives through the request's callbacks. */
  pay(request: PaymentRequest): Promise<void>
  /**
   * Card providers with an instance: mounts the card field the driver types into, and answers
   * true; false when there is no instance (then pay() uses the hosted page or the demo card).
   */
  mountCard?(container: HTMLElement): boolean
}
