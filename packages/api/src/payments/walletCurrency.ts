import { WALLET_CURRENCY_BY_COUNTRY } from '@parkade/contract/domain'
import type { CurrencyCode, SupportedCountryCode } from '@parkade/contract/domain'

/** The wallet's currency: the user's country's (NG NGN, SN XOF, US USD, CA CAD), else NGN. */
export function walletCurrency(countryCode: string | null | undefined): CurrencyCode {
  return WALLET_CURRENCY_BY_COUNTRY[(countryCode ?? '').trim().toUpperCase() as SupportedCountryCode] ?? 'NGN'
}
