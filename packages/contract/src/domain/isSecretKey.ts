// Stripe and Paystack secret keys start sk_ (sk_live_, sk_test_); Stripe restricted keys rk_.
const SECRET_KEY_PATTERN = /^\s*(?:sk|rk)_/i

/** True when the key is a server-side secret that must never reach a browser. */
export function isSecretKey(key: unknown): boolean {
  return typeof key === 'string' && SECRET_KEY_PATTERN.test(key)
}
