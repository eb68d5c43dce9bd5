import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { english } from './english.ts'
import { SPEC_MESSAGES } from '../i18n/messages.ts'
import {
  isSecretKey,
  loadScript,
  PAYMENT_GATEWAY_NOT_INITIALIZED,
  PAYMENT_NOT_IMPLEMENTED,
  PAYMENT_SCRIPT_LOAD_FAILED,
  PAYMENT_VERIFICATION_IN_PROGRESS,
  PAYSTACK_NOT_LOADED,
  UNSUPPORTED_PAYMENT_PROVIDER,
  usableCardKey,
  WAVE_NOT_LOADED,
} from '../payments/index.ts'
import type {
  CardPaymentResult,
  GatewayLoadState,
  PaymentAdapter,
  PaymentProvider,
  PaymentRequest,
  ScriptDocument,
} from '../payments/index.ts'

describe('payment messages (SPEC §8)', () => {
  it('are the exact texts of the spec', () => {
    expect(english(PAYMENT_SCRIPT_LOAD_FAILED)).toBe('Failed to load payment script')
    expect(english(PAYSTACK_NOT_LOADED)).toBe('Paystack not loaded')
    expect(english(WAVE_NOT_LOADED)).toBe('Wave payment gateway not loaded')
    expect(english(PAYMENT_GATEWAY_NOT_INITIALIZED)).toBe('Payment gateway not initialized')
    expect(english(UNSUPPORTED_PAYMENT_PROVIDER)).toBe('Unsupported payment provider')
    expect(english(PAYMENT_NOT_IMPLEMENTED)).toBe('Payment processing not implemented')
    expect(english(PAYMENT_VERIFICATION_IN_PROGRESS)).toBe('Payment verification already in progress')
  })
})

describe('secret keys (SPEC §5)', () => {
  it.each([['sk_live_51H'], ['sk_test_abc'], ['rk_live_abc'], ['rk_test_abc'], ['  sk_test_abc'], ['SK_TEST_ABC']])(
    '%j is secret and unusable',
    (key) => {
      expect(isSecretKey(key)).toBe(true)
      expect(usableCardKey(key)).toBeNull()
    },
  )

  it.each([['pk_live_51H'], ['pk_test_abc']])('%j is a usable public key', (key) => {
    expect(isSecretKey(key)).toBe(false)
    expect(usableCardKey(key)).toBe(key)
  })

  it('treats a missing or blank key as no instance and trims the rest', () => {
    expect(usableCardKey(undefined)).toBeNull()
    expect(usableCardKey(null)).toBeNull()
    expect(usableCardKey('')).toBeNull()
    expect(usableCardKey('   ')).toBeNull()
    expect(usableCardKey(' pk_test_abc\n')).toBe('pk_test_abc')
    expect(isSecretKey(undefined)).toBe(false)
    expect(isSecretKey(42)).toBe(false)
    // "sk" not followed by an underscore is not the secret prefix
    expect(isSecretKey('skate_key')).toBe(false)
  })
})

describe('adapter types', () => {
  it('describe one interface for every provider', () => {
    expectTypeOf<PaymentProvider>().toEqualTypeOf<'paystack' | 'wave' | 'stripe'>()
    expectTypeOf<GatewayLoadState>().toEqualTypeOf<'idle' | 'loading' | 'ready' | 'error'>()
    expectTypeOf<PaymentAdapter['load']>().toEqualTypeOf<() => Promise<void>>()
    expectTypeOf<PaymentAdapter['pay']>().parameter(0).toEqualTypeOf<PaymentRequest>()
    expectTypeOf<PaymentRequest['callbacks']['onSuccess']>().parameter(0).toEqualTypeOf<CardPaymentResult>()
    expectTypeOf<PaymentRequest['callbacks']['onError']>().parameter(0).toEqualTypeOf<Error>()
    expectTypeOf<keyof CardPaymentResult>().toEqualTypeOf<
      'id' | 'amount' | 'currency' | 'status' | 'metadata' | 'payment_method'
    >()
    // The real document is accepted where loadScript takes one.
    expectTypeOf<Document>().toExtend<ScriptDocument>()
  })
})

class FakeScript {
  src = ''
  async = false
  onload: (() => unknown) | null = null
  onerror: (() => unknown) | null = null
  removed = false
  remove() {
    this.removed = true
  }
}

function fakeDocument() {
  const appended: FakeScript[] = []
  const document = {
    head: {
      appendChild(node: FakeScript) {
        appended.push(node)
        return node
      },
    },
    createElement(tagName: 'script') {
      expect(tagName).toBe('script')
      return new FakeScript()
    },
  } satisfies ScriptDocument
  return { document, appended }
}

/** Reports whether a promise has settled, without waiting for it. */
function track(promise: Promise<unknown>) {
  const state = { settled: false, error: undefined as unknown }
  promise.then(
    () => {
      state.settled = true
    },
    (error: unknown) => {
      state.settled = true
      state.error = error
    },
  )
  return state
}

describe('loadScript', () => {
  const URL_A = 'http://127.0.0.1:8787/sandbox/paystack.js'
  const URL_B = 'http://127.0.0.1:8787/sandbox/stripe.js'

  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    vi.unstubAllGlobals()
  })

  it('injects one async script per URL and shares the promise', async () => {
    const { document, appended } = fakeDocument()
    const first = loadScript(URL_A, { document })
    const second = loadScript(URL_A, { document })
    expect(second).toBe(first)
    expect(appended).toHaveLength(1)
    expect(appended[0]?.src).toBe(URL_A)
    expect(appended[0]?.async).toBe(true)

    appended[0]?.onload?.()
    await expect(first).resolves.toBeUndefined()
    // Once loaded, asking again neither injects nor waits.
    await expect(loadScript(URL_A, { document })).resolves.toBeUndefined()
    expect(appended).toHaveLength(1)

    void loadScript(URL_B, { document })
    expect(appended.map((script) => script.src)).toEqual([URL_A, URL_B])
  })

  it('injects separately into separate documents', () => {
    const one = fakeDocument()
    const two = fakeDocument()
    void loadScript(URL_A, { document: one.document })
    void loadScript(URL_A, { document: two.document })
    expect(one.appended).toHaveLength(1)
    expect(two.appended).toHaveLength(1)
  })

  it("rejects with 'Failed to load payment script' on error, removes the tag and lets a later call retry", async () => {
    const { document, appended } = fakeDocument()
    const attempt = loadScript(URL_A, { document })
    appended[0]?.onerror?.()
    await expect(attempt).rejects.toThrow(new Error(SPEC_MESSAGES.paymentScriptLoadFailed))
    expect(appended[0]?.removed).toBe(true)

    const retry = loadScript(URL_A, { document })
    expect(retry).not.toBe(attempt)
    expect(appended).toHaveLength(2)
    appended[1]?.onload?.()
    await expect(retry).resolves.toBeUndefined()
  })

  it('rejects at the timeout, not before, and ignores a late load', async () => {
    const { document, appended } = fakeDocument()
    const state = track(loadScript(URL_A, { document, timeoutMs: 10_000 }))
    await vi.advanceTimersByTimeAsync(9_999)
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.settled).toBe(true)
    expect(state.error).toEqual(new Error(SPEC_MESSAGES.paymentScriptLoadFailed))
    expect((state.error as Error).cause).toEqual({ url: URL_A, reason: 'timeout' })
    expect(appended[0]?.removed).toBe(true)
    expect(appended[0]?.onload).toBeNull()
  })

  it('times out after 15 s by default', async () => {
    const { document } = fakeDocument()
    const state = track(loadScript(URL_A, { document }))
    await vi.advanceTimersByTimeAsync(14_999)
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.error).toEqual(new Error(SPEC_MESSAGES.paymentScriptLoadFailed))
  })

  it('clears its timer once loaded', async () => {
    const { document, appended } = fakeDocument()
    const load = loadScript(URL_A, { document, timeoutMs: 1000 })
    appended[0]?.onload?.()
    await load
    expect(vi.getTimerCount()).toBe(0)
  })

  it('waits forever with timeoutMs 0', async () => {
    const { document } = fakeDocument()
    const state = track(loadScript(URL_A, { document, timeoutMs: 0 }))
    await vi.advanceTimersByTimeAsync(60_000)
    expect(state.settled).toBe(false)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('looks up the global document at call time and rejects without one', async () => {
    vi.stubGlobal('document', undefined)
    await expect(loadScript(URL_A)).rejects.toThrow(SPEC_MESSAGES.paymentScriptLoadFailed)

    const { document, appended } = fakeDocument()
    vi.stubGlobal('document', document)
    void loadScript(URL_A)
    expect(appended).toHaveLength(1)
  })
})
