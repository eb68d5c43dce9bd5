import { describe, expect, it, vi } from 'vitest'
import type { PaymentEnvironment, ScriptDocument } from '../payments/index.ts'

// Counts the imports of Stripe's adapter, the module as it is.
const imported = vi.hoisted(() => ({ count: 0 }))
vi.mock('../payments/createStripePayment.ts', async (original) => {
  imported.count += 1
  return original()
})

// The modules themselves: the payments' index names Stripe's adapter too, for a host that wants it.
const { createPaymentAdapter } = await import('../payments/createPaymentAdapter.ts')
const { loadPaymentGateway } = await import('../payments/loadPaymentGateway.ts')
const { gatewayForCountry } = await import('@parkade/contract/domain')

/** A page whose scripts all load and define nothing. */
function environment(): PaymentEnvironment {
  const document: ScriptDocument = {
    head: { appendChild: (node: never) => queueMicrotask(() => (node as { onload: (() => void) | null }).onload?.()) },
    createElement: () => ({ src: '', async: false, onload: null, onerror: null, remove() {} }),
  }
  return { document, global: {}, redirect: () => {}, wait: async () => {} }
}

describe('Stripe’s adapter arrives with a card payment, not before', () => {
  it('a payment through Paystack or Wave never imports it; a Stripe country’s load() does', async () => {
    for (const country of ['NG', 'SN']) {
      const loaded = await loadPaymentGateway(country, { environment: environment() })
      expect(loaded.adapter.provider).not.toBe('stripe')
    }
    expect(imported.count).toBe(0)

    // A secret key makes no instance: nothing is injected, and the demo card stands in (sandbox).
    const adapter = createPaymentAdapter(gatewayForCountry('US', { stripe: { scriptUrl: 'https://js.stripe.test/v3', publicKey: 'sk_test_secret' } }), environment())
    expect(adapter.provider).toBe('stripe')
    expect(adapter.mountCard?.({} as HTMLElement)).toBe(false)
    expect(imported.count).toBe(0)
    await adapter.load()
    expect(imported.count).toBe(1)
  })
})
