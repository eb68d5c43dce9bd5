import { currencyDecimals } from './currencyDecimals.ts'
import { parseAmount } from './parseAmount.ts'
import { topUpLimitsFor } from './topUpLimits.ts'
import type { TopUpLimits } from './topUpLimits.ts'

export type TopUpAmountError = 'required' | 'invalid' | 'positive' | 'whole' | 'decimals' | 'min' | 'max'

export type TopUpAmountCheck =
  | { ok: true; amount: number; limits: TopUpLimits }
  | { ok: false; error: TopUpAmountError; limits: TopUpLimits }

/** Checks a typed top-up amount against the currency's decimals and its limits. */
export function validateTopUpAmount(text: string, currency: string): TopUpAmountCheck {
  const limits = topUpLimitsFor(currency)
  const fail = (error: TopUpAmountError): TopUpAmountCheck => ({ ok: false, error, limits })
  if (!text.trim()) return fail('required')
  const amount = parseAmount(text)
  if (amount === null) return fail('invalid')
  if (amount <= 0) return fail('positive')
  const decimals = currencyDecimals(currency)
  const scaled = amount * 10 ** decimals
  if (Math.abs(scaled - Math.round(scaled)) > 1e-6) return fail(decimals === 0 ? 'whole' : 'decimals')
  if (amount < limits.min) return fail('min')
  if (amount > limits.max) return fail('max')
  return { ok: true, amount, limits }
}
