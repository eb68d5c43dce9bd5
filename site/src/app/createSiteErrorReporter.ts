import { createErrorReporter } from '../sdk.ts'
import type { ErrorReporter } from '../sdk.ts'

/**
 * The site's SPEC §8 error reporting. `VITE_PARKADE_ERROR_ENDPOINT` points it at a monitoring
 * endpoint (one JSON beacon per error); without it, errors go to the console.
 */
export function createSiteErrorReporter(endpoint: string | undefined = import.meta.env.VITE_PARKADE_ERROR_ENDPOINT): ErrorReporter {
  return createErrorReporter({
    report(error, context) {
      if (endpoint && typeof navigator !== 'undefined' && navigator.sendBeacon) {
        const body = JSON.stringify({
          name: error.name,
          message: error.message,
          stack: error.stack ?? null,
          source: context.source,
          componentStack: context.componentStack ?? null,
          url: window.location.href,
          at: new Date().toISOString(),
        })
        navigator.sendBeacon(endpoint, new Blob([body], { type: 'application/json' }))
        return
      }
      console.error('[parkade]', error, context.componentStack ?? '')
    },
  })
}
