import type { GatewayOverrides } from './types.ts'

/**
 * The gateway settings for the sandbox API's stand-ins of the providers' browser scripts
 * (Paystack's inline.js, Stripe.js, a mobile-money script), served at `apiOrigin`. A Stripe
 * publishable key is given when the card field should be used; without one there is no card
 * instance and the sandbox's demo card success applies.
 */
export function sandboxGatewayOverrides(apiOrigin: string, options: { stripePublishableKey?: string } = {}): GatewayOverrides {
  const origin = new URL(apiOrigin).origin
  return {
    paystack: { scriptUrl: `${origin}/sandbox/paystack/inline.js` },
    wave: { scriptUrl: `${origin}/sandbox/wave/checkout.js` },
    stripe: { scriptUrl: `${origin}/sandbox/stripe/v3`, ...(options.stripePublishableKey ? { publicKey: options.stripePublishableKey } : {}) },
  }
}
