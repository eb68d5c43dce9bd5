import { createHash } from 'node:crypto'

/** The CSP source that allows one inline element or attribute value by its content: `'sha256-…'`. */
export function cspHashSource(text: string): string {
  return `'sha256-${createHash('sha256').update(text).digest('base64')}'`
}

/**
 * The headers the production server (`vite preview`) sends with every file of the site:
 * a Content-Security-Policy that runs only the site's own scripts (plus the inline preload
 * table and the inlined entry stylesheet, allowed by their hashes) and the payment and sign-in providers' scripts, talks only to the
 * API and the services the site is configured with, and may be framed by nobody; nosniff; and a
 * referrer policy that never hands a page's full address to another origin.
 */
export function siteSecurityHeaders(env: Record<string, string | undefined>, indexHtml: string): Record<string, string> {
  const origin = (value: string | undefined) => {
    try {
      return value ? new URL(value.trim()).origin : null
    } catch {
      return null
    }
  }
  const api = origin(env.VITE_PARKADE_API) ?? 'http://127.0.0.1:8787'
  const ipLookup = env.VITE_PARKADE_IP_LOOKUP === 'off' ? null : (origin(env.VITE_PARKADE_IP_LOOKUP) ?? 'https://ipapi.co')
  const emulator = env.VITE_FIREBASE_AUTH_EMULATOR === 'off' ? null : (origin(env.VITE_FIREBASE_AUTH_EMULATOR) ?? (env.VITE_FIREBASE_API_KEY ? null : 'http://127.0.0.1:9099'))
  const authDomain = env.VITE_FIREBASE_AUTH_DOMAIN?.trim() || (env.VITE_FIREBASE_PROJECT_ID ? `${env.VITE_FIREBASE_PROJECT_ID.trim()}.firebaseapp.com` : null)
  const errors = origin(env.VITE_PARKADE_ERROR_ENDPOINT)
  // A configured map style (its tiles and data on its own origin); unset, the API's built-in one.
  const mapStyle = origin(env.VITE_PARKADE_MAP_STYLE)
  const inlineScripts = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(([, body]) => cspHashSource(body ?? ''))
  // The entry stylesheet is inlined into the page: allowed by its hash, like the preload table.
  const inlineStyles = [...indexHtml.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map(([, body]) => cspHashSource(body ?? ''))
  const list = (...items: (string | null | undefined)[]) => [...new Set(items.filter((item): item is string => Boolean(item)))].join(' ')
  const firebase = ['https://apis.google.com', 'https://*.googleapis.com', 'https://www.gstatic.com']
  const csp = [
    `default-src 'self'`,
    `script-src ${list("'self'", ...inlineScripts, api, 'https://js.paystack.co', 'https://js.stripe.com', ...firebase)}`,
    // Components set style properties, and the SDK adopts constructed stylesheets: the only inline
    // <style> is the build's own, named by hash.
    `style-src ${list("'self'", ...inlineStyles, 'https://fonts.googleapis.com')}`,
    `img-src 'self' data: blob: https: ${api}`,
    `font-src 'self' data: https://fonts.gstatic.com`,
    `connect-src ${list("'self'", api, ipLookup, emulator, errors, mapStyle, 'https://api.paystack.co', 'https://api.stripe.com', 'https://api.wave.com', ...firebase)}`,
    // The map's MapLibre worker runs from a blob: URL made of code in the map's own chunk.
    `worker-src 'self' blob:`,
    `frame-src ${list(api, emulator, authDomain ? `https://${authDomain}` : 'https://*.firebaseapp.com', 'https://checkout.paystack.com', 'https://js.stripe.com', 'https://hooks.stripe.com')}`,
    `form-action ${list("'self'", api)}`,
    `object-src 'none'`,
    `base-uri 'self'`,
    `frame-ancestors 'none'`,
  ].join('; ')
  return {
    'Content-Security-Policy': csp,
    'X-Content-Type-Options': 'nosniff',
    'X-Frame-Options': 'DENY',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), payment=(self), geolocation=(self)',
  }
}
