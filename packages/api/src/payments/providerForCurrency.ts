import { PAYMENT_PROVIDER_NAMES, PROVIDER_BY_CURRENCY, PROVIDER_CURRENCIES } from '@parkade/contract/domain'
import type { CurrencyCode, PaymentProvider } from '@parkade/contract/domain'
import { HttpError } from '../lib/HttpError.ts'

/** The provider that takes payments in `currency`, or null when none does. */
export function providerForCurrency(currency: string): PaymentProvider | null {
  return PROVIDER_BY_CURRENCY[currency.trim().toUpperCase() as CurrencyCode] ?? null
}

/**
 * The provider for a payment in `currency`: the one asked for (a browser whose gateway fell back)
 * when it takes that currency, else the currency's own. A 400 when none fits.
 */
export function chooseProvider(currency: string, asked: PaymentProvider | undefined): PaymentProvider {
  if (asked) {
    if ((PROVIDER_CURRENCIES[asked] as readonly string[]).includes(currency)) return asked
    throw new HttpError('payment.provider_currency', { provider: PAYMENT_PROVIDER_NAMES[asked], currency })
  }
  const provider = providerForCurrency(currency)
  if (!provider) throw new HttpError('payment.currency_unavailable', { currency })
  return provider
}
