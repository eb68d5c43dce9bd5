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

/**
 * Currencies each provider accepts here. Paystack also takes XOF (Senegal's card fallback) and
 * USD (the Nigeria gateway a card payment falls back to); it takes no CAD.
 */
export const PROVIDER_CURRENCIES: Readonly<Record<PaymentProvider, readonly string[]>> = {
  paystack: ['NGN', 'XOF', 'USD'],
  wave: ['XOF'],
  stripe: ['USD', 'CAD'],
}

const NAMES: Readonly<Record<PaymentProvider, string>> = { paystack: 'Paystack', wave: 'Wave', stripe: 'Stripe' }

/**
 * The provider for a payment in `currency`: the one asked for (a browser whose gateway fell back)
 * when it takes that currency, else the currency's own. An error sentence when none fits.
 */
export function chooseProvider(currency: string, asked: PaymentProvider | undefined): { provider: PaymentProvider } | { error: string } {
  if (asked) {
    return PROVIDER_CURRENCIES[asked].includes(currency) ? { provider: asked } : { error: `${NAMES[asked]} does not take payments in ${currency}.` }
  }
  const provider = providerForCurrency(currency)
  return provider ? { provider } : { error: `Online payment is not available in ${currency}.` }
}
