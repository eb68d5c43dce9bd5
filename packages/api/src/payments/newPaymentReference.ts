import { randomBytes } from 'node:crypto'
import type { PaymentProvider } from '@parkade/contract'

const ALPHANUMERIC = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'

export function randomAlphanumeric(length: number): string {
  const bytes = randomBytes(length)
  let out = ''
  // 62 does not divide 256: bytes ≥ 248 would favour some characters, so they are redrawn.
  for (let i = 0; out.length < length; i++) {
    const byte = i < bytes.length ? bytes[i]! : randomBytes(1)[0]!
    if (byte < 248) out += ALPHANUMERIC[byte % 62]
  }
  return out
}

/**
 * A fresh payment reference in the provider's style: a PaymentIntent id (`pi_…`) for Stripe,
 * `PKD_…` for Paystack and Wave (letters, digits and `_` pass every provider's rules).
 */
export function newPaymentReference(provider: PaymentProvider): string {
  return provider === 'stripe' ? `pi_${randomAlphanumeric(24)}` : `PKD_${randomAlphanumeric(20)}`
}
