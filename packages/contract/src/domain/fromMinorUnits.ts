import { MINOR_UNITS_PER_MAJOR } from './currencies.ts'
import type { PaymentProvider } from './paymentProviders.ts'

/** The inverse of toMinorUnits: major units from what the provider reports. */
export function fromMinorUnits(amount: number, provider: PaymentProvider): number {
  return provider === 'wave' ? amount : amount / MINOR_UNITS_PER_MAJOR
}
