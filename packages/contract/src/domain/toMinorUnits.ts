import { MINOR_UNITS_PER_MAJOR } from './currencies.ts'
import type { PaymentProvider } from './paymentProviders.ts'

/**
 * The amount a provider expects (SPEC §9): minor units (×100) for the card providers,
 * whole units for mobile money. Always an integer.
 */
export function toMinorUnits(amount: number, provider: PaymentProvider): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Invalid payment amount: ${amount}`)
  if (provider === 'wave') return Math.round(amount)
  // 19.99 * 100 is 1998.9999999999998; 12 significant digits drop the float noise before rounding.
  return Math.round(Number((amount * MINOR_UNITS_PER_MAJOR).toPrecision(12)))
}
