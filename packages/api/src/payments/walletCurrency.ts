import type { CurrencyCode } from '@parkade/core'

const CURRENCY_BY_COUNTRY: Readonly<Record<string, CurrencyCode>> = {
  NG: 'NGN',
  SN: 'XOF',
  US: 'USD',
  CA: 'CAD',
}

/** The wallet's currency: the user's country's (NG NGN, SN XOF, US USD, CA CAD), else NGN. */
export function walletCurrency(countryCode: string | null | undefined): CurrencyCode {
  return CURRENCY_BY_COUNTRY[(countryCode ?? '').trim().toUpperCase()] ?? 'NGN'
}
