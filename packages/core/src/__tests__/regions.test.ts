import { describe, expect, it } from 'vitest'
import type { Region } from '../regions/index.ts'
import { BUILTIN_REGIONS, CANADA_REGIONS } from '../regions/index.ts'

const ALL: Readonly<Record<number, readonly Region[]>> = { ...BUILTIN_REGIONS, 5: CANADA_REGIONS }
const regionsOf = (countryId: number): readonly Region[] => ALL[countryId] ?? []

describe('built-in regions', () => {
  it('covers exactly the spec fallback countries 1–4', () => {
    expect(Object.keys(BUILTIN_REGIONS).map(Number).sort()).toEqual([1, 2, 3, 4])
  })

  it.each([
    [1, 'Nigeria', 37],
    [2, 'United States', 51],
    [3, 'United Kingdom', 4],
    [4, 'Senegal', 14],
    [5, 'Canada', 13],
  ])('country %i (%s) has %i regions', (countryId, _name, count) => {
    expect(regionsOf(countryId)).toHaveLength(count)
  })

  it('uses ids that are unique across every country', () => {
    const ids = Object.values(ALL).flatMap((regions) => regions.map((r) => r.id))
    expect(new Set(ids).size).toBe(ids.length)
  })

  it('uses codes that are unique and shaped like ISO 3166-2', () => {
    const codes = Object.values(ALL).flatMap((regions) => regions.map((r) => r.code))
    expect(new Set(codes).size).toBe(codes.length)
    for (const code of codes) expect(code).toMatch(/^[A-Z]{2}-[A-Z0-9]{1,3}$/)
  })

  it("gives every region the country_id it is filed under, and a code with that country's prefix", () => {
    const prefixes: Record<number, string> = { 1: 'NG-', 2: 'US-', 3: 'GB-', 4: 'SN-', 5: 'CA-' }
    for (const [key, regions] of Object.entries(ALL)) {
      for (const region of regions) {
        expect(region.country_id).toBe(Number(key))
        expect(region.code.startsWith(prefixes[region.country_id] ?? '?')).toBe(true)
        expect(region.name.trim()).not.toBe('')
      }
    }
  })

  it('includes Lagos, the FCT, Dakar, Ontario and Quebec', () => {
    expect(regionsOf(1)).toContainEqual({ id: 125, name: 'Lagos', country_id: 1, code: 'NG-LA' })
    expect(regionsOf(1).find((r) => r.code === 'NG-FC')?.name).toBe('Federal Capital Territory')
    expect(regionsOf(4)).toContainEqual({ id: 401, name: 'Dakar', country_id: 4, code: 'SN-DK' })
    expect(regionsOf(5)).toContainEqual({ id: 509, name: 'Ontario', country_id: 5, code: 'CA-ON' })
    expect(regionsOf(5).some((r) => r.code === 'CA-QC')).toBe(true)
  })
})
