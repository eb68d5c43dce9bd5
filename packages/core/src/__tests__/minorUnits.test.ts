import { describe, expect, it } from 'vitest'
import { fromMinorUnits, toMinorUnits } from '../payments/index.ts'

describe('toMinorUnits (SPEC §9)', () => {
  it('multiplies by 100 for the card providers', () => {
    expect(toMinorUnits(12.34, 'stripe')).toBe(1234)
    expect(toMinorUnits(5000, 'paystack')).toBe(500000)
    expect(toMinorUnits(1500, 'paystack')).toBe(150000)
  })

  it('sends whole units for mobile money', () => {
    expect(toMinorUnits(1500, 'wave')).toBe(1500)
    expect(toMinorUnits(1500.4, 'wave')).toBe(1500)
    expect(toMinorUnits(1500.5, 'wave')).toBe(1501)
  })

  it('absorbs floating-point noise and always returns an integer', () => {
    expect(19.99 * 100).not.toBe(1999)
    expect(toMinorUnits(19.99, 'stripe')).toBe(1999)
    expect(toMinorUnits(0.29, 'paystack')).toBe(29)
    expect(toMinorUnits(1.005, 'stripe')).toBe(101)
    expect(toMinorUnits(4.355, 'paystack')).toBe(436)
    expect(Number.isInteger(toMinorUnits(33.333, 'stripe'))).toBe(true)
    expect(toMinorUnits(33.333, 'stripe')).toBe(3333)
  })

  it('refuses amounts that are not numbers', () => {
    expect(() => toMinorUnits(Number.NaN, 'stripe')).toThrow(RangeError)
    expect(() => toMinorUnits(Number.POSITIVE_INFINITY, 'wave')).toThrow(RangeError)
  })
})

describe('fromMinorUnits', () => {
  it('divides by 100 for card providers and keeps whole units for mobile money', () => {
    expect(fromMinorUnits(1234, 'stripe')).toBe(12.34)
    expect(fromMinorUnits(150000, 'paystack')).toBe(1500)
    expect(fromMinorUnits(1500, 'wave')).toBe(1500)
  })

  it('round-trips two-decimal amounts', () => {
    for (const amount of [0.01, 0.1, 19.99, 12.34, 999.95, 1234.56]) {
      expect(fromMinorUnits(toMinorUnits(amount, 'stripe'), 'stripe')).toBe(amount)
    }
  })
})
