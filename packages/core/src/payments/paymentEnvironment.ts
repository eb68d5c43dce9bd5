import { PAYMENT_PAGE_REFUSED } from './paymentErrors.ts'
import type { PaymentEnvironment } from './types.ts'

/** The page's globals where provider scripts put PaystackPop and Stripe. */
export function providerGlobal(environment: PaymentEnvironment): Record<string, unknown> {
  return (environment.global ?? globalThis) as Record<string, unknown>
}

/**
 * Goes to a hosted payment page: only http(s), and only on the environment's page origins, so a
 * tampered server answer cannot turn the payment step into an open redirect.
 */
export function redirectTo(environment: PaymentEnvironment, url: string): void {
  let origin: string | null = null
  try {
    const parsed = new URL(url)
    if (parsed.protocol === 'https:' || parsed.protocol === 'http:') origin = parsed.origin
  } catch {
    // Not a URL at all: refused below.
  }
  if (!origin || (environment.pageOrigins && !environment.pageOrigins.includes(origin))) {
    throw new Error(PAYMENT_PAGE_REFUSED, { cause: { url: url.slice(0, 80) } })
  }
  if (environment.redirect) environment.redirect(url)
  else (globalThis as unknown as { location: { assign(url: string): void } }).location.assign(url)
}

export function waitFor(environment: PaymentEnvironment, ms: number): Promise<void> {
  return environment.wait ? environment.wait(ms) : new Promise((resolve) => setTimeout(resolve, ms))
}
