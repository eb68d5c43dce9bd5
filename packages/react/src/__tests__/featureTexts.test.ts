import { beforeAll, describe, expect, it } from 'vitest'
import { bookingsTexts } from '../Bookings/bookingsTexts.ts'
import type { TextTree } from '../i18n/featureTexts.ts'
import { checkoutTexts } from '../Checkout/checkoutTexts.ts'
import { stayTexts } from '../Checkout/stayTexts.ts'
import { vehiclesTexts } from '../Vehicles/vehiclesTexts.ts'

function flatten(tree: TextTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out.set(prefix + key, value)
    else for (const [k, v] of flatten(value, `${prefix}${key}.`)) out.set(k, v)
  }
  return out
}
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()

describe.each([bookingsTexts, vehiclesTexts, checkoutTexts, stayTexts])('texts that travel with their component: $prefix', (feature) => {
  let en = new Map<string, string>()
  let fr = new Map<string, string>()
  beforeAll(async () => {
    // The French is a module of its own, fetched on demand.
    await feature.load('fr')
    en = flatten(feature.texts.en!)
    fr = flatten(feature.texts.fr!)
  })

  it('English and French have the same keys, none empty, with the same placeholders', () => {
    expect([...fr.keys()].sort()).toEqual([...en.keys()].sort())
    for (const [key, text] of en) {
      expect(text.trim(), key).not.toBe('')
      expect(fr.get(key)?.trim(), key).not.toBe('')
      expect(placeholders(fr.get(key) ?? ''), key).toEqual(placeholders(text))
    }
  })

  it('French follows French typography (the rules core’s resources follow)', () => {
    for (const [key, text] of fr) {
      expect(text, key).not.toMatch(/[^\u00a0\u202f][?!:;]/)
      expect(text, key).not.toMatch(/«[^\u00a0\u202f]|[^\u00a0\u202f]»/)
      expect(text, key).not.toContain("'")
      expect(text, key).not.toContain('...')
    }
  })
})
