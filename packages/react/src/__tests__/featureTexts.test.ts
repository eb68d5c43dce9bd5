import { beforeAll, describe, expect, it } from 'vitest'
import { createI18n, fr, loadCoreTexts, translateMessage } from '@parkade/core'
import type { ParkadeClient } from '@parkade/core'
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

describe('the API refusals a component’s French brings with it', () => {
  beforeAll(() => loadCoreTexts('fr'))

  it.each([
    ['the checkout', () => import('../Checkout/checkoutTextsFr.ts'), { booking: 'all', wallet: 'all', vehicle: 'all' }],
    // A booking's, and its park's when an extension or a renewal is priced.
    ['the bookings', () => import('../Bookings/bookingsTextsFr.ts'), { booking: 'all', park: ['not_found', 'no_rate'] }],
    ['the vehicles', () => import('../Vehicles/vehiclesTextsFr.ts'), { vehicle: 'all' }],
  ] as const)('%s: the groups of the calls it makes, in French', async (_, load, groups) => {
    const { apiErrors } = await load()
    expect(Object.keys(apiErrors).sort()).toEqual(Object.keys(groups).sort())
    for (const [group, codes] of Object.entries(groups) as [keyof typeof fr.apiErrors, 'all' | readonly string[]][]) {
      const french = fr.apiErrors[group] as Record<string, string>
      expect(apiErrors[group], group).toEqual(codes === 'all' ? french : Object.fromEntries(codes.map((code) => [code, french[code]])))
    }
  })

  it('joins a French client’s texts under apiErrors with the feature’s own', async () => {
    await checkoutTexts.load('fr')
    const i18n = createI18n('fr')
    checkoutTexts.register({ i18n } as unknown as ParkadeClient)
    expect(translateMessage(i18n, { message: 'This car park is full for the selected time.', code: 'booking.space_unavailable' })).toBe('Ce parking est complet pour l’horaire choisi.')
    expect(translateMessage(i18n, { message: 'Insufficient wallet balance.', code: 'wallet.insufficient_balance' })).toBe('Solde du portefeuille insuffisant.')
    expect(i18n.t('checkout.steps.vehicle')).toBe('Votre véhicule')
  })
})
