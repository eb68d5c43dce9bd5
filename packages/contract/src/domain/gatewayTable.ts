import type { GatewayConfig } from './gatewayTypes.ts'

const PAYSTACK_SCRIPT_URL = 'https://js.paystack.co/v2/inline.js'
const STRIPE_SCRIPT_URL = 'https://js.stripe.com/v3'
const WAVE_API_URL = 'https://api.wave.com/v1'

/** SPEC §9: country → gateway. No keys here: they come from the client's configuration. */
export const GATEWAY_TABLE = {
  NG: {
    provider: 'paystack',
    name: 'Paystack',
    currency: 'NGN',
    symbol: '₦',
    config: { scriptUrl: PAYSTACK_SCRIPT_URL },
  },
  SN: {
    provider: 'wave',
    name: 'Wave',
    currency: 'XOF',
    symbol: 'CFA',
    config: { apiUrl: WAVE_API_URL },
    fallback: {
      provider: 'paystack',
      name: 'Paystack',
      currency: 'XOF',
      symbol: 'CFA',
      config: { scriptUrl: PAYSTACK_SCRIPT_URL },
    },
  },
  US: {
    provider: 'stripe',
    name: 'Stripe',
    currency: 'USD',
    symbol: '$',
    config: { scriptUrl: STRIPE_SCRIPT_URL },
  },
  CA: {
    provider: 'stripe',
    name: 'Stripe',
    currency: 'CAD',
    symbol: 'C$',
    config: { scriptUrl: STRIPE_SCRIPT_URL },
  },
} as const satisfies Record<string, GatewayConfig>
