import type { PaymentInfo, PaymentProvider } from '@parkade/contract'

export interface PaymentInitializeRequest {
  /** Our reference; the provider echoes it back and verify() looks it up. */
  reference: string
  /** Major units (naira, francs, dollars); each adapter converts to what its provider expects. */
  amount: number
  currency: string
  email: string
  /** Where the provider's hosted page sends the driver back; null → the provider's default. */
  returnUrl: string | null
}

/** What initialize() answers: where the driver pays, and the provider's own id for the payment. */
export interface PaymentInitialization {
  paymentInfo: PaymentInfo
  /** A Stripe PaymentIntent id, a Wave checkout session id; null when our reference is the provider's. */
  providerReference: string | null
  /**
   * The adapter wrote paymentInfo and providerReference on the payment's row itself (the sandbox,
   * whose transactions live in that row: one statement instead of two), so initializePayment
   * records nothing more.
   */
  recorded?: boolean
}

/** A recorded payment as verify() needs it. */
export interface PaymentToVerify {
  reference: string
  providerReference: string | null
}

export type ProviderPaymentStatus = 'succeeded' | 'failed' | 'pending' | 'cancelled'

/** A confirmed payment to send back to the card or mobile money it came from. */
export interface PaymentToRefund {
  reference: string
  providerReference: string | null
  /** Major units. */
  amount: number
  currency: string
}

/** What the provider says about a reference. `amount` in major units. */
export interface PaymentVerification {
  status: ProviderPaymentStatus
  amount: number
  currency: string
}

/** A webhook request exactly as it arrived: the signature covers the raw bytes. */
export interface WebhookDelivery {
  rawBody: Buffer
  headers: Readonly<Record<string, string | string[] | undefined>>
  /** Now, in milliseconds (the stale check compares the signed timestamp with it). */
  now: number
}

/** A webhook whose signature holds. */
export interface WebhookEvent {
  /** The provider's event id (deduplication). */
  eventId: string
  type: string
  /** Our payment reference, when the event names one. */
  reference: string | null
  providerReference: string | null
  /** The payment's outcome, or null for an event that does not settle a payment. */
  verification: PaymentVerification | null
}

/**
 * The server side of one payment provider (one file per provider). The server is the only
 * judge of whether money arrived: nothing is credited or confirmed without verify() or a
 * webhook whose signature holds.
 */
export interface PaymentProviderAdapter {
  readonly provider: PaymentProvider
  /** The sandbox stand-in of the provider (no keys), not the provider itself. */
  readonly sandbox?: boolean
  /** Starts a payment for a `payments` row already recorded under `reference`. */
  initialize(request: PaymentInitializeRequest): Promise<PaymentInitialization>
  /** Asks the provider about a payment; throws PaymentProviderError when it cannot tell. */
  verify(payment: PaymentToVerify): Promise<PaymentVerification>
  /**
   * Sends a confirmed payment back to its source (the provider's refund API); answers the
   * provider's id for the refund; throws PaymentProviderError when it cannot be done now.
   */
  refund(payment: PaymentToRefund): Promise<{ refundId: string }>
  /**
   * Checks a webhook's signature (and age) and reads it; throws WebhookRefusal when it does not
   * hold. Absent when this server receives no webhooks from the provider.
   */
  readWebhook?(delivery: WebhookDelivery): WebhookEvent
}
