import type { PaymentProvider } from '@parkade/core'

/** What a provider's page sends back to the return URL (the amount is ours, added before leaving). */
export interface PaymentReturnParams {
  reference: string | null
  provider: PaymentProvider | null
  /** The provider page's word: 'succeeded', 'failed', 'cancelled'… Never trusted to credit. */
  status: string | null
  amount: number | null
}

const PROVIDERS: readonly PaymentProvider[] = ['paystack', 'wave', 'stripe']

export function isPaymentProvider(value: unknown): value is PaymentProvider {
  return typeof value === 'string' && (PROVIDERS as readonly string[]).includes(value)
}

/** Reads `reference` (or Paystack's `trxref`), `provider`, `status` and `amount` from a query string. */
export function paymentReturnParams(search: string | URLSearchParams): PaymentReturnParams {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  const reference = params.get('reference') || params.get('trxref') || null
  const provider = params.get('provider')
  const amount = Number(params.get('amount') ?? '')
  return {
    reference,
    provider: isPaymentProvider(provider) ? provider : null,
    status: params.get('status') || null,
    amount: params.get('amount') && Number.isFinite(amount) && amount > 0 ? amount : null,
  }
}
