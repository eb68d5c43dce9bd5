import type { PaymentInfo, PaymentProvider } from '@parkade/core'

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

export type ProviderPaymentStatus = 'succeeded' | 'failed' | 'pending' | 'cancelled'

/** What the provider says about a reference. `amount` in major units. */
export interface PaymentVerification {
  status: ProviderPaymentStatus
  amount: number
  currency: string
}

/**
 * The server side of one payment provider (one file per provider). The server is the only
 * judge of whether money arrived: nothing is credited or confirmed without verify().
 */
export interface PaymentProviderAdapter {
  readonly provider: PaymentProvider
  /** Starts a payment for a `payments` row already recorded under `reference`. */
  initialize(request: PaymentInitializeRequest): Promise<PaymentInfo>
  /** Asks the provider about `reference`; throws PaymentProviderError when it cannot tell. */
  verify(reference: string): Promise<PaymentVerification>
}
