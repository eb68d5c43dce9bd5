import type { PaymentEnvironment } from './types.ts'

/** The page's globals where provider scripts put PaystackPop and Stripe. */
export function providerGlobal(environment: PaymentEnvironment): Record<string, unknown> {
  return (environment.global ?? globalThis) as Record<string, unknown>
}

/** Goes to a hosted payment page (only http and https: a provider never sends anything else). */
export function redirectTo(environment: PaymentEnvironment, url: string): void {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Refusing to open a payment page that is not http(s): ${url.slice(0, 40)}`)
  if (environment.redirect) environment.redirect(url)
  else (globalThis as unknown as { location: { assign(url: string): void } }).location.assign(url)
}

export function waitFor(environment: PaymentEnvironment, ms: number): Promise<void> {
  return environment.wait ? environment.wait(ms) : new Promise((resolve) => setTimeout(resolve, ms))
}
