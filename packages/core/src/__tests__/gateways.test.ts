import { describe, expect, it } from 'vitest'
import { GATEWAY_TABLE, gatewayForCountry } from '../payments/index.ts'

const PAYSTACK = 'https://js.paystack.co/v2/inline.js'
const STRIPE = 'https://js.stripe.com/v3'

describe('gatewayForCountry (SPEC §9)', () => {
  it('NG: Paystack card/bank, NGN ₦', () => {
    expect(gatewayForCountry('NG')).toEqual({
      provider: 'paystack',
      name: 'Paystack',
      currency: 'NGN',
      symbol: '₦',
      config: { scriptUrl: PAYSTACK },
    })
  })

  it('SN: Wave mobile money, XOF CFA, falling back to Paystack card in XOF', () => {
    expect(gatewayForCountry('SN')).toEqual({
      provider: 'wave',
      name: 'Wave',
      currency: 'XOF',
      symbol: 'CFA',
      config: { apiUrl: 'https://api.wave.com/v1' },
      fallback: {
        provider: 'paystack',
        name: 'Paystack',
        currency: 'XOF',
        symbol: 'CFA',
        config: { scriptUrl: PAYSTACK },
      },
    })
  })

  it('US: Stripe, USD $', () => {
    expect(gatewayForCountry('US')).toEqual({
      provider: 'stripe',
      name: 'Stripe',
      currency: 'USD',
      symbol: '$',
      config: { scriptUrl: STRIPE },
    })
  })

  it('CA: Stripe, CAD C$', () => {
    expect(gatewayForCountry('CA')).toEqual({
      provider: 'stripe',
      name: 'Stripe',
      currency: 'CAD',
      symbol: 'C$',
      config: { scriptUrl: STRIPE },
    })
  })

  it('unknown or missing countries get the NG gateway', () => {
    const ng = gatewayForCountry('NG')
    for (const code of ['GB', 'FR', '', 'xx', null, undefined]) expect(gatewayForCountry(code)).toEqual(ng)
    expect(gatewayForCountry(' sn ').provider).toBe('wave')
    expect(gatewayForCountry('us').currency).toBe('USD')
  })

  it('applies per-provider overrides to the gateway and its fallback', () => {
    const overrides = {
      paystack: { publicKey: 'pk_test_paystack', scriptUrl: 'http://127.0.0.1:8787/sandbox/paystack.js' },
      wave: { apiUrl: 'http://127.0.0.1:8787/sandbox/wave' },
      stripe: { publicKey: 'pk_test_stripe', scriptUrl: 'http://127.0.0.1:8787/sandbox/stripe.js' },
    }
    const sn = gatewayForCountry('SN', overrides)
    expect(sn.config).toEqual({ apiUrl: 'http://127.0.0.1:8787/sandbox/wave' })
    expect(sn.fallback?.config).toEqual(overrides.paystack)
    expect(gatewayForCountry('NG', overrides).config).toEqual(overrides.paystack)
    expect(gatewayForCountry('CA', overrides).config).toEqual(overrides.stripe)
  })

  it('keeps the table URL when an override leaves it undefined', () => {
    expect(gatewayForCountry('US', { stripe: { publicKey: 'pk_live_x', scriptUrl: undefined } }).config).toEqual({
      publicKey: 'pk_live_x',
      scriptUrl: STRIPE,
    })
  })

  it('drops a secret key given as the public key (SPEC §5)', () => {
    expect(gatewayForCountry('NG', { paystack: { publicKey: 'sk_live_abc' } }).config).toEqual({ scriptUrl: PAYSTACK })
    expect(gatewayForCountry('US', { stripe: { publicKey: 'rk_test_abc' } }).config.publicKey).toBeUndefined()
    expect(gatewayForCountry('SN', { paystack: { publicKey: 'sk_test_abc' } }).fallback?.config.publicKey).toBeUndefined()
  })

  it('returns fresh objects: mutating one never changes the table', () => {
    const ng = gatewayForCountry('NG')
    ng.config.publicKey = 'pk_mutated'
    ng.currency = 'EUR'
    expect(gatewayForCountry('NG').config.publicKey).toBeUndefined()
    expect(GATEWAY_TABLE.NG.currency).toBe('NGN')
  })
})
