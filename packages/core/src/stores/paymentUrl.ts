import type { PaymentInfo } from '../api/types.ts'

const URL_FIELDS = ['authorization_url', 'checkout_url', 'payment_url'] as const

/** Where the providers' hosted payment pages live (Paystack, Wave, Stripe). */
export const PROVIDER_PAGE_ORIGINS = ['https://checkout.paystack.com', 'https://pay.wave.com', 'https://checkout.stripe.com'] as const

/**
 * The origins a payment may send the driver to: the providers' pages, and the API's own origin,
 * where the sandbox serves its stand-ins for them.
 */
export function paymentPageOrigins(apiBaseUrl: string): string[] {
  const origins: string[] = [...PROVIDER_PAGE_ORIGINS]
  try {
    origins.push(new URL(apiBaseUrl).origin)
  } catch {
    // A relative or broken base names no origin of its own.
  }
  return origins
}

/**
 * SPEC §3: the first present of `authorization_url`, `checkout_url`, `payment_url`; null when none
 * is. With `allowedOrigins`, a URL elsewhere is refused (null) too: a tampered or compromised
 * answer must not turn the payment step into an open redirect to a look-alike page. Only http(s)
 * URLs are ever answered (no `javascript:` or `data:`).
 */
export function paymentUrl(info: PaymentInfo | null | undefined, allowedOrigins?: readonly string[]): string | null {
  if (!info) return null
  for (const field of URL_FIELDS) {
    const value = info[field]
    if (typeof value !== 'string' || !value) continue
    let url: URL
    try {
      url = new URL(value)
    } catch {
      return null
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    if (allowedOrigins && !allowedOrigins.includes(url.origin)) return null
    return value
  }
  return null
}
