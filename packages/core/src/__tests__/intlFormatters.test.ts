import { describe, expect, it } from 'vitest'
import { dateTimeFormat, numberFormat } from '../format/intlFormatters.ts'

describe('numberFormat and dateTimeFormat', () => {
  it('format as Intl does, building each locale and options once', () => {
    expect(numberFormat('fr-SN').format(500000)).toBe(new Intl.NumberFormat('fr-SN').format(500000))
    expect(numberFormat('en-NG', { style: 'unit', unit: 'kilometer', maximumFractionDigits: 1 }).format(1.25)).toBe('1.3 km')
    expect(numberFormat('en-NG', { maximumFractionDigits: 1 })).toBe(numberFormat('en-NG', { maximumFractionDigits: 1 }))
    expect(numberFormat('en-NG', { maximumFractionDigits: 1 })).not.toBe(numberFormat('en-NG', { maximumFractionDigits: 0 }))
    expect(numberFormat('en-NG')).not.toBe(numberFormat('en-US'))
    const time = dateTimeFormat('en-NG', { hour: '2-digit', minute: '2-digit' })
    expect(time).toBe(dateTimeFormat('en-NG', { hour: '2-digit', minute: '2-digit' }))
    expect(time.format(new Date(2000, 0, 1, 6, 5))).toBe(new Intl.DateTimeFormat('en-NG', { hour: '2-digit', minute: '2-digit' }).format(new Date(2000, 0, 1, 6, 5)))
  })

  it('still refuse a locale the runtime refuses, every time', () => {
    expect(() => numberFormat('not a locale!')).toThrow(RangeError)
    expect(() => numberFormat('not a locale!')).toThrow(RangeError)
    expect(() => dateTimeFormat('en-NG', { timeZone: 'Nowhere/Else' })).toThrow(RangeError)
  })
})
