import { describe, expect, it } from 'vitest'
import { formatCurrency, formatDate, formatDateTime, localeForCountry } from '../format/index.ts'

// French groups with a narrow no-break space and sets the symbol off with a no-break space.
const NNBSP = '\u202f'
const NBSP = '\u00a0'

describe('localeForCountry (SPEC §9)', () => {
  it('maps each country to its locale', () => {
    expect(localeForCountry('NG', 'en')).toBe('en-NG')
    expect(localeForCountry('US', 'en')).toBe('en-US')
    expect(localeForCountry('CA', 'en')).toBe('en-CA')
    expect(localeForCountry('SN', 'fr')).toBe('fr-SN')
  })

  it('uses fr-CA for Canada only when the language is French', () => {
    expect(localeForCountry('CA', 'fr')).toBe('fr-CA')
    expect(localeForCountry('ca', 'fr-CA')).toBe('fr-CA')
    expect(localeForCountry('CA')).toBe('en-CA')
    expect(localeForCountry('US', 'fr')).toBe('en-US')
    expect(localeForCountry('NG', 'fr')).toBe('en-NG')
    expect(localeForCountry('SN', 'en')).toBe('fr-SN')
  })

  it('is case-insensitive and defaults to en-NG', () => {
    expect(localeForCountry('sn')).toBe('fr-SN')
    expect(localeForCountry('GB', 'en')).toBe('en-NG')
    expect(localeForCountry('')).toBe('en-NG')
    expect(localeForCountry(null)).toBe('en-NG')
    expect(localeForCountry(undefined, 'fr')).toBe('en-NG')
  })
})

describe('formatCurrency (SPEC §9: min 0, max 2 decimals: none for a whole amount, both otherwise)', () => {
  it('never shows one decimal: ₦202.50, ₦3,037.50, $10.50', () => {
    expect(formatCurrency(202.5, 'NGN', 'en-NG')).toBe('₦202.50')
    expect(formatCurrency(3037.5, 'NGN', 'en-NG')).toBe('₦3,037.50')
    expect(formatCurrency(10.5, 'USD', 'en-US')).toBe('$10.50')
    expect(formatCurrency(-7.1, 'CAD', 'en-CA')).toBe('-$7.10')
  })

  it('formats naira in en-NG', () => {
    expect(formatCurrency(1234.5, 'NGN', 'en-NG')).toBe('₦1,234.50')
    expect(formatCurrency(1500, 'NGN', 'en-NG')).toBe('₦1,500')
    expect(formatCurrency(1234.567, 'NGN', 'en-NG')).toBe('₦1,234.57')
  })

  it('formats dollars in en-US and en-CA', () => {
    expect(formatCurrency(12.34, 'USD', 'en-US')).toBe('$12.34')
    expect(formatCurrency(10, 'USD', 'en-US')).toBe('$10')
    expect(formatCurrency(1234.5, 'CAD', 'en-CA')).toBe('$1,234.50')
    expect(formatCurrency(1234.5, 'USD', 'en-CA')).toBe('US$1,234.50')
    expect(formatCurrency(1234.5, 'CAD', 'en-US')).toBe('CA$1,234.50')
    expect(formatCurrency(1234.5, 'CAD', 'fr-CA')).toBe(`1${NBSP}234,50${NBSP}$`)
  })

  it('formats CFA francs in fr-SN with up to 2 decimals although XOF has none', () => {
    expect(formatCurrency(10, 'XOF', 'fr-SN')).toBe(`10${NBSP}F${NNBSP}CFA`)
    expect(formatCurrency(1500, 'XOF', 'fr-SN')).toBe(`1${NNBSP}500${NBSP}F${NNBSP}CFA`)
    expect(formatCurrency(1234.5, 'XOF', 'fr-SN')).toBe(`1${NNBSP}234,50${NBSP}F${NNBSP}CFA`)
    expect(formatCurrency(1234.567, 'XOF', 'fr-SN')).toBe(`1${NNBSP}234,57${NBSP}F${NNBSP}CFA`)
    expect(formatCurrency(1234.5, 'XOF', 'en-NG')).toBe(`F${NNBSP}CFA${NBSP}1,234.50`)
    expect(formatCurrency(1234.5, 'NGN', 'fr-SN')).toBe(`1${NNBSP}234,50${NBSP}NGN`)
  })

  it('cuts 3 decimals to 2 and shows none for integers', () => {
    expect(formatCurrency(9.999, 'USD', 'en-US')).toBe('$10')
    expect(formatCurrency(0.005, 'USD', 'en-US')).toBe('$0.01')
    expect(formatCurrency(19.991, 'USD', 'en-US')).toBe('$19.99')
    expect(formatCurrency(2000, 'USD', 'en-US')).toBe('$2,000')
    expect(formatCurrency(0, 'NGN', 'en-NG')).toBe('₦0')
  })

  it("uses the currency's own locale when none is given", () => {
    expect(formatCurrency(1234.5, 'NGN')).toBe('₦1,234.50')
    expect(formatCurrency(1234.5, 'USD')).toBe('$1,234.50')
    expect(formatCurrency(1234.5, 'CAD')).toBe('$1,234.50')
    expect(formatCurrency(1500, 'XOF')).toBe(`1${NNBSP}500${NBSP}F${NNBSP}CFA`)
    expect(formatCurrency(5, 'ngn')).toBe('₦5')
  })

  it('never throws on a malformed locale or currency', () => {
    expect(formatCurrency(1234.5, 'NGN', 'not a locale!')).toBe('₦1,234.50')
    expect(formatCurrency(1234.5, 'NAIRA')).toBe('1,234.50 NAIRA')
    expect(formatCurrency(1234.5, '')).toBe('1,234.50')
  })
})

describe('formatDateTime and formatDate', () => {
  const instant = Date.UTC(2025, 0, 15, 14, 30)
  const utc = { timeZone: 'UTC' }

  it('formats in each locale', () => {
    expect(formatDateTime(instant, 'en-NG', utc)).toBe('15 Jan 2025, 14:30')
    expect(formatDateTime(instant, 'en-US', utc)).toBe('Jan 15, 2025, 2:30 PM')
    expect(formatDateTime(instant, 'en-CA', utc)).toBe('Jan 15, 2025, 2:30 p.m.')
    expect(formatDateTime(instant, 'fr-SN', utc)).toBe('15 janv. 2025, 14:30')
    expect(formatDate(instant, 'en-NG', utc)).toBe('15 Jan 2025')
    expect(formatDate(instant, 'en-US', utc)).toBe('Jan 15, 2025')
    expect(formatDate(instant, 'fr-SN', utc)).toBe('15 janv. 2025')
  })

  it('accepts Dates and ISO strings, defaults to en-NG and honours the time zone', () => {
    expect(formatDateTime(new Date(instant), undefined, utc)).toBe('15 Jan 2025, 14:30')
    expect(formatDateTime('2025-01-15T14:30:00Z', 'en-NG', { timeZone: 'Africa/Lagos' })).toBe('15 Jan 2025, 15:30')
    expect(formatDate('2025-01-15T23:30:00Z', 'en-NG', { timeZone: 'Africa/Lagos' })).toBe('16 Jan 2025')
  })

  it("returns '' for an invalid date and survives a bad locale or zone", () => {
    expect(formatDateTime('not a date')).toBe('')
    expect(formatDate(Number.NaN)).toBe('')
    expect(formatDateTime(instant, 'not a locale!', utc)).toBe('15 Jan 2025, 14:30')
    expect(formatDate(instant, 'en-NG', { timeZone: 'Mars/Olympus' })).toMatch(/^1[56] Jan 2025$/)
  })
})
