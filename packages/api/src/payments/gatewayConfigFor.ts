import { gatewayForCountry } from '@parkade/contract/domain'
import type { GatewayConfig, GatewayOverrides } from '@parkade/contract'
import type { Config } from '../config.ts'

/** The publishable key the Stripe.js stand-in accepts: with it, the card field is shown. */
export const SANDBOX_STRIPE_PUBLISHABLE_KEY = 'pk_test_sandbox'

/**
 * Where the browser loads each provider's script from, decided here so no page has to guess:
 * in sandbox mode this server's stand-ins (at its public URL), otherwise the providers' own
 * scripts with the publishable keys this server was given.
 */
export function gatewayOverrides(config: Pick<Config, 'sandbox' | 'publicUrl' | 'providers'>): GatewayOverrides {
  if (config.sandbox) {
    const origin = config.publicUrl.replace(/\/+$/, '')
    // Said outright, so a page that reaches this API through its own proxy still trusts the stand-ins' pages.
    const pageOrigin = new URL(origin).origin
    return {
      paystack: { scriptUrl: `${origin}/sandbox/paystack/inline.js`, pageOrigin },
      wave: { scriptUrl: `${origin}/sandbox/wave/checkout.js`, pageOrigin },
      stripe: { scriptUrl: `${origin}/sandbox/stripe/v3`, publicKey: SANDBOX_STRIPE_PUBLISHABLE_KEY, pageOrigin },
    }
  }
  const { paystackPublicKey, stripePublishableKey } = config.providers
  return {
    ...(paystackPublicKey ? { paystack: { publicKey: paystackPublicKey } } : {}),
    ...(stripePublishableKey ? { stripe: { publicKey: stripePublishableKey } } : {}),
  }
}

/** SPEC §3/§9: the payment gateway config of a country, unknown countries getting Nigeria's. */
export function gatewayConfigFor(country: string, config: Pick<Config, 'sandbox' | 'publicUrl' | 'providers'>): GatewayConfig {
  return gatewayForCountry(country, gatewayOverrides(config))
}
