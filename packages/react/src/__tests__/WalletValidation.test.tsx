import { describe, expect, it } from 'vitest'
import { parseAmount } from '../Wallet/parseAmount.ts'
import { paymentReturnParams } from '../Wallet/paymentReturnParams.ts'
import { returnUrlWithAmount } from '../Wallet/returnUrlWithAmount.ts'
import { TOP_UP_LIMITS, topUpLimitsFor } from '../Wallet/topUpLimits.ts'
import { validateTopUpAmount } from '../Wallet/validateTopUpAmount.ts'

const errorOf = (text: string, currency: string) => {
  const check = validateTopUpAmount(text, currency)
  return check.ok ? null : check.error
}

describe('validateTopUpAmount', () => {
  it('requires an amount', () => {
    expect(errorOf('', 'NGN')).toBe('required')
    expect(errorOf('   ', 'NGN')).toBe('required')
  })

  it('refuses what is not a number', () => {
    expect(errorOf('abc', 'NGN')).toBe('invalid')
    expect(errorOf('12a', 'NGN')).toBe('invalid')
  })

  it('refuses zero and negative amounts', () => {
    expect(errorOf('0', 'NGN')).toBe('positive')
    expect(errorOf('-500', 'NGN')).toBe('positive')
  })

  it.each([
    ['NGN', 100, 5_000_000],
    ['XOF', 100, 3_000_000],
    ['USD', 1, 10_000],
    ['CAD', 1, 10_000],
  ])('keeps %s top-ups between %d and %d', (currency, min, max) => {
    expect(TOP_UP_LIMITS[currency as 'NGN']).toEqual({ min, max })
    expect(errorOf(String(min), currency)).toBeNull()
    expect(errorOf(String(max), currency)).toBeNull()
    expect(errorOf(String(min - (currency === 'XOF' ? 1 : 0.5)), currency)).toBe('min')
    expect(errorOf(String(max + 1), currency)).toBe('max')
  })

  it('takes whole francs only in XOF, and two decimals at most elsewhere', () => {
    expect(errorOf('5000.5', 'XOF')).toBe('whole')
    expect(errorOf('5000.55', 'NGN')).toBeNull()
    expect(errorOf('5000.555', 'NGN')).toBe('decimals')
    expect(errorOf('10.99', 'USD')).toBeNull()
  })

  it('answers the amount it read', () => {
    expect(validateTopUpAmount('5,000', 'NGN')).toEqual({ ok: true, amount: 5000, limits: { min: 100, max: 5_000_000 } })
  })

  it('gives an unknown currency the dollar limits', () => {
    expect(topUpLimitsFor('EUR')).toEqual(TOP_UP_LIMITS.USD)
  })
})

describe('parseAmount', () => {
  it.each([
    ['5000', 5000],
    ['5,000', 5000],
    ['5 000', 5000],
    ['5\u202f000', 5000],
    ['5000.50', 5000.5],
    ['5000,50', 5000.5],
    ['1.234.567', 1234567],
    ['1,234.56', 1234.56],
    ['1.234,56', 1234.56],
    ['-20', -20],
  ])('%s → %d', (text, amount) => {
    expect(parseAmount(text)).toBe(amount)
  })

  it.each(['', 'abc', '1e5', '5-0', '..'])('%s → null', (text) => {
    expect(parseAmount(text)).toBeNull()
  })
})

describe('returnUrlWithAmount', () => {
  it('adds the amount, keeps the page parameters and drops an earlier return', () => {
    const url = returnUrlWithAmount('https://site.test/wallet/callback?lang=fr&reference=OLD&status=failed&amount=1', 5000)
    const parsed = new URL(url)
    expect(parsed.origin + parsed.pathname).toBe('https://site.test/wallet/callback')
    expect(parsed.searchParams.get('lang')).toBe('fr')
    expect(parsed.searchParams.get('amount')).toBe('5000')
    expect(parsed.searchParams.has('reference')).toBe(false)
    expect(parsed.searchParams.has('status')).toBe(false)
  })

  it('makes a relative return URL absolute', () => {
    expect(returnUrlWithAmount('/wallet/callback', 100, 'https://site.test/wallet')).toBe('https://site.test/wallet/callback?amount=100')
  })
})

describe('paymentReturnParams', () => {
  it('reads reference, provider, status and amount', () => {
    expect(paymentReturnParams('?reference=PKD_1&provider=wave&status=succeeded&amount=2500')).toEqual({
      reference: 'PKD_1',
      provider: 'wave',
      status: 'succeeded',
      amount: 2500,
    })
  })

  it("reads Paystack's trxref and refuses unknown providers and amounts", () => {
    expect(paymentReturnParams('?trxref=PKD_2&provider=bitcoin&amount=abc')).toEqual({ reference: 'PKD_2', provider: null, status: null, amount: null })
  })
})
