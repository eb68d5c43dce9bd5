import type { CurrencyCode } from './currencies.ts'

export const PAYMENT_PROVIDERS = ['paystack', 'wave', 'stripe'] as const
export type PaymentProvider = (typeof PAYMENT_PROVIDERS)[number]

export const PAYMENT_PROVIDER_NAMES: Readonly<Record<PaymentProvider, string>> = { paystack: 'Paystack', wave: 'Wave', stripe: 'Stripe' }

/** SPEC §9: NGN → Paystack, XOF → Wave (mobile money), USD and CAD → Stripe. */
export const PROVIDER_BY_CURRENCY: Readonly<Partial<Record<CurrencyCode, PaymentProvider>>> = {
  NGN: 'paystack',
  XOF: 'wave',
  USD: 'stripe',
  CAD: 'stripe',
}

/**
 * Currencies each provider accepts. Paystack also takes XOF (Senegal's card fallback) and
 * USD (the Nigeria gateway a card payment falls back to); it takes no CAD.
 */
export const PROVIDER_CURRENCIES: Readonly<Record<PaymentProvider, readonly CurrencyCode[]>> = {
  paystack: ['NGN', 'XOF', 'USD'],
  wave: ['XOF'],
  stripe: ['USD', 'CAD'],
}
