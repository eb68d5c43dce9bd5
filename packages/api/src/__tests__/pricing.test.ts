import { describe, expect, it } from 'vitest'
import { PricingError, PRICING_MESSAGES, chargedHours, hasValidDecimals, quote, roundMoney, toMinor } from '../pricing/index.ts'
import type { FeeRule, RateTable } from '../pricing/index.ts'

const NOW = new Date('2027-03-01T08:00:00.000Z')
const at = (offsetMinutes: number) => new Date(NOW.getTime() + offsetMinutes * 60_000)
const hours = (n: number) => n * 60

const NGN: RateTable = {
  currency: 'NGN',
  rates: [
    { vehicle_type_id: 1, hourly: 500, daily: 5000 },
    { vehicle_type_id: 2, hourly: 800.5, daily: 0 },
  ],
}
const XOF: RateTable = { currency: 'XOF', rates: [{ vehicle_type_id: 1, hourly: 333, daily: 2500 }] }
const USD: RateTable = { currency: 'USD', rates: [{ vehicle_type_id: 1, hourly: 3.35, daily: 24.99 }] }
const options = { now: NOW }

describe('quote: hours', () => {
  it('charges one started hour as a full hour', () => {
    const q = quote(NGN, [], at(0), at(1), 1, options)
    expect(q).toMatchObject({ hours: 1, days: 0, subtotal: 500, total: 500, fees: [], currency: 'NGN' })
  })

  it('rounds part hours up: 61 minutes cost two hours, 120 minutes two', () => {
    expect(quote(NGN, [], at(0), at(61), 1, options).subtotal).toBe(1000)
    expect(quote(NGN, [], at(0), at(120), 1, options).hours).toBe(2)
    expect(quote(NGN, [], at(0), at(121), 1, options).hours).toBe(3)
  })

  it('rounds a single second over the hour up too', () => {
    expect(chargedHours(at(0), new Date(at(60).getTime() + 1000))).toBe(2)
  })
})

describe('quote: daily cap', () => {
  it('caps a long single day at the daily rate', () => {
    // 11 h × 500 = 5500 > 5000
    expect(quote(NGN, [], at(0), at(hours(11)), 1, options).subtotal).toBe(5000)
    // 9 h × 500 = 4500 < 5000
    expect(quote(NGN, [], at(0), at(hours(9)), 1, options).subtotal).toBe(4500)
  })

  it('charges a full 24 hours at the daily rate when cheaper', () => {
    const q = quote(NGN, [], at(0), at(hours(24)), 1, options)
    expect(q).toMatchObject({ hours: 24, days: 1, subtotal: 5000 })
  })

  it('keeps the hourly price of a full day when it is cheaper than the daily rate', () => {
    const cheapHours: RateTable = { currency: 'NGN', rates: [{ vehicle_type_id: 1, hourly: 100, daily: 5000 }] }
    expect(quote(cheapHours, [], at(0), at(hours(24)), 1, options).subtotal).toBe(2400)
  })

  it('treats a daily rate of 0 as no daily rate', () => {
    expect(quote(NGN, [], at(0), at(hours(25)), 2, options).subtotal).toBe(800.5 * 25)
  })
})

describe('quote: several days', () => {
  it('prices full days at the daily rate plus the remaining hours', () => {
    // 2 days + 3 h: 2 × 5000 + 3 × 500
    const q = quote(NGN, [], at(0), at(hours(51)), 1, options)
    expect(q).toMatchObject({ hours: 51, days: 2, subtotal: 11_500 })
  })

  it('caps the remaining hours of a multi-day stay at the daily rate', () => {
    // 3 days + 20 h: 3 × 5000 + min(20 × 500, 5000)
    expect(quote(NGN, [], at(0), at(hours(92)), 1, options).subtotal).toBe(20_000)
  })

  it('accepts exactly 30 days and refuses a minute more', () => {
    expect(quote(NGN, [], at(0), at(hours(720)), 1, options)).toMatchObject({ days: 30, subtotal: 150_000 })
    expect(() => quote(NGN, [], at(0), at(hours(720) + 1), 1, options)).toThrow(PRICING_MESSAGES.tooLong)
  })
})

describe('quote: fees', () => {
  const fees: FeeRule[] = [
    { code: 'service', name: 'Service fee', name_fr: null, kind: 'percent', amount: 7.5 },
    { code: 'vat', name: 'VAT', name_fr: null, kind: 'percent', amount: 5 },
    { code: 'booking', name: 'Booking fee', name_fr: null, kind: 'fixed', amount: 100 },
  ]

  it('adds percent fees on the subtotal and fixed fees as they are', () => {
    const q = quote(NGN, fees, at(0), at(hours(3)), 1, options)
    expect(q.subtotal).toBe(1500)
    expect(q.fees).toEqual([
      { code: 'service', label: 'Service fee', amount: 112.5 },
      { code: 'vat', label: 'VAT', amount: 75 },
      { code: 'booking', label: 'Booking fee', amount: 100 },
    ])
    expect(q.total).toBe(1787.5)
  })

  it('rounds each fee to the cent and totals the rounded lines', () => {
    const q = quote(USD, [{ code: 'service', name: 'Service fee', name_fr: null, kind: 'percent', amount: 2.9 }], at(0), at(hours(1)), 1, options)
    // 3.35 × 2.9 % = 0.09715 → 0.10
    expect(q.fees[0]?.amount).toBe(0.1)
    expect(q.total).toBe(3.45)
  })

  it('keeps cents exact where floats would drift', () => {
    // 3 × 3.35 in floats is 10.049999…
    expect(quote(USD, [], at(0), at(hours(3)), 1, options).subtotal).toBe(10.05)
    expect(quote(USD, [], at(0), at(hours(8)), 1, options).subtotal).toBe(24.99)
  })
})

describe('quote: XOF has no decimals', () => {
  it('rounds percent fees to whole francs', () => {
    const q = quote(XOF, [{ code: 'service', name: 'Frais de service', name_fr: null, kind: 'percent', amount: 2.5 }], at(0), at(hours(1)), 1, options)
    // 333 × 2.5 % = 8.325 → 8
    expect(q.fees[0]?.amount).toBe(8)
    expect(q.total).toBe(341)
  })

  it('rounds halves up', () => {
    const q = quote(XOF, [{ code: 'service', name: 'Frais', name_fr: null, kind: 'percent', amount: 1.5 }], at(0), at(hours(1)), 1, options)
    // 333 × 1.5 % = 4.995 → 5
    expect(q.fees[0]?.amount).toBe(5)
  })

  it('rounds money helpers to the currency', () => {
    expect(roundMoney(1234.56, 'XOF')).toBe(1235)
    expect(roundMoney(1.005, 'USD')).toBe(1.01)
    expect(toMinor(19.99, 'CAD')).toBe(1999)
    expect(hasValidDecimals(10.5, 'XOF')).toBe(false)
    expect(hasValidDecimals(10.55, 'NGN')).toBe(true)
    expect(hasValidDecimals(10.555, 'NGN')).toBe(false)
  })
})

describe('quote: validation', () => {
  const fails = (fn: () => unknown) => {
    try {
      fn()
    } catch (error) {
      expect(error).toBeInstanceOf(PricingError)
      return (error as PricingError).message
    }
    throw new Error('expected a PricingError')
  }

  it('refuses an arrival more than 5 minutes in the past', () => {
    expect(fails(() => quote(NGN, [], at(-6), at(60), 1, options))).toBe('Arrival time cannot be in the past.')
    expect(quote(NGN, [], at(-5), at(55), 1, options).hours).toBe(1)
  })

  it('allows a past arrival when pricing an extension', () => {
    expect(quote(NGN, [], at(-600), at(60), 1, { now: NOW, allowPastStart: true }).hours).toBe(11)
  })

  it('refuses a departure at or before the arrival', () => {
    expect(fails(() => quote(NGN, [], at(60), at(60), 1, options))).toBe('Departure must be after arrival.')
    expect(fails(() => quote(NGN, [], at(60), at(30), 1, options))).toBe('Departure must be after arrival.')
  })

  it('refuses more than 30 days', () => {
    expect(fails(() => quote(NGN, [], at(0), at(hours(24 * 31)), 1, options))).toBe('A booking can last at most 30 days.')
  })

  it('refuses invalid dates', () => {
    expect(fails(() => quote(NGN, [], new Date('nope'), at(60), 1, options))).toBe(PRICING_MESSAGES.invalidDate)
  })

  it('refuses a vehicle type the park has no rate for', () => {
    expect(fails(() => quote(NGN, [], at(0), at(60), 9, options))).toBe(PRICING_MESSAGES.noRate)
  })

  it('uses the real clock when none is given', () => {
    const start = new Date(Date.now() + 60_000)
    expect(quote(NGN, [], start, new Date(start.getTime() + 3_600_000), 1).hours).toBe(1)
  })
})
