import type { PaymentProvider } from '@parkade/core'

/** SPEC §9: NGN → Paystack, XOF → Wave (mobile money), USD and CAD → Stripe. */
const PROVIDER_BY_CURRENCY: Readonly<Record<string, PaymentProvider>> = {
  NGN: 'paystack',
  XOF: 'wave',
  USD: 'stripe',
  CAD: 'stripe',
}

/** The provider that takes payments in `currency`, or null when none does. */
export function providerForCurrency(currency: string): PaymentProvider | null {
  return PROVIDER_BY_CURRENCY[currency.trim().toUpperCase()] ?? null
}

/** Currencies each provider accepts here (Paystack also takes XOF: Senegal's card fallback). */
export const PROVIDER_CURRENCIES: Readonly<Record<PaymentProvider, readonly string[]>> = {
  paystack: ['NGN', 'XOF'],
  wave: ['XOF'],
  stripe: ['USD', 'CAD'],
}
