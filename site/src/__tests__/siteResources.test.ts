import i18next from 'i18next'
import { describe, expect, it } from 'vitest'
import { en as coreEn, fr as coreFr, I18N_NAMESPACE } from '@parkade/core'
// The i18n engine of every client (core's createI18n), held to i18next's answers.
import lite from '../../../packages/core/src/i18n/liteI18next.ts'
import { en } from '../i18n/en.ts'
import { fr } from '../i18n/fr.ts'
import type { ResourcePair } from '../i18n/registerSiteResources.ts'
import { testClient } from './siteTestUtils.tsx'

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>()
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key
    if (typeof value === 'string') out.set(path, value)
    else for (const [p, v] of flatten(value, path)) out.set(p, v)
  }
  return out
}

// The shell's texts, and every page's copy module (registered when its page loads).
const copyModules = import.meta.glob<Record<string, ResourcePair<Tree>>>('../i18n/copy/*.ts', { eager: true })
const pairs: Array<[string, ResourcePair<Tree>]> = [['shell', { en, fr }]]
for (const [file, module] of Object.entries(copyModules)) for (const [name, pair] of Object.entries(module)) pairs.push([`${file} ${name}`, pair])

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort()
const coreFlat = flatten(coreEn)
const shellFlat = flatten(en)

describe.each(pairs)('site resources: %s', (_name, pair) => {
  const enFlat = flatten(pair.en)
  const frFlat = flatten(pair.fr)

  it('en and fr have exactly the same keys', () => {
    expect([...frFlat.keys()].sort()).toEqual([...enFlat.keys()].sort())
  })

  it('have no empty text and the same placeholders in both languages', () => {
    for (const [key, text] of enFlat) {
      expect(text.trim(), `en ${key}`).not.toBe('')
      expect((frFlat.get(key) ?? '').trim(), `fr ${key}`).not.toBe('')
      expect(placeholders(frFlat.get(key) ?? ''), key).toEqual(placeholders(text))
    }
  })

  it('never redefine a key of the SDK, nor a copy module a key of the shell', () => {
    for (const key of enFlat.keys()) {
      expect(coreFlat.has(key), key).toBe(false)
      if (pair.en !== en) expect(shellFlat.has(key), key).toBe(false)
    }
  })

  it('write French with French typography', () => {
    for (const [key, text] of frFlat) {
      expect(text, key).not.toMatch(/[^\u00a0\u202f][?!:;](\s|$)/)
      expect(text, key).not.toMatch(/«[^\u00a0\u202f]|[^\u00a0\u202f]»/)
      expect(text, key).not.toContain('"')
      expect(text, key).not.toContain("'")
      expect(text, key).not.toContain('...')
    }
  })

  it('hold no placeholder copy', () => {
    for (const [key, text] of [...enFlat, ...frFlat]) expect(text, key).not.toMatch(/lorem|ipsum|TODO|TBD/i)
  })
})

describe("core's i18n engine (liteI18next) gives i18next's answers for the site's texts", () => {
  const variables = (text: string) => [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] ?? '')
  const engines = { real: i18next, lite: lite as unknown as typeof i18next }

  it.each(pairs)('%s, in both languages', (_name, pair) => {
    const answers = (engine: typeof i18next, language: 'en' | 'fr') => {
      const instance = engine.createInstance()
      // createI18n's options, then the copy added the way registerSiteResources adds it.
      void instance.init({
        lng: language,
        fallbackLng: 'en',
        supportedLngs: ['en', 'fr'],
        ns: [I18N_NAMESPACE],
        defaultNS: I18N_NAMESPACE,
        resources: { en: { [I18N_NAMESPACE]: structuredClone(coreEn) }, fr: { [I18N_NAMESPACE]: structuredClone(coreFr) } },
        initAsync: false,
        interpolation: { escapeValue: false },
        returnNull: false,
      })
      for (const lng of ['en', 'fr'] as const) instance.addResourceBundle(lng, I18N_NAMESPACE, pair[lng], true, false)
      const out: Record<string, unknown> = {}
      const enFlat = flatten(pair.en)
      const frFlat = flatten(pair.fr)
      for (const key of new Set([...enFlat.keys(), ...frFlat.keys()])) {
        const values: Record<string, unknown> = {}
        for (const name of variables(`${enFlat.get(key) ?? ''} ${frFlat.get(key) ?? ''}`)) values[name] = name === 'count' ? 3 : `‹${name}›`
        out[`bare ${key}`] = instance.t(key)
        out[`values ${key}`] = instance.t(key, values)
        out[`lng=fr ${key}`] = instance.t(key, { lng: 'fr', ...values })
        out[`lng=en ${key}`] = instance.t(key, { lng: 'en', ...values })
      }
      return out
    }
    for (const language of ['en', 'fr'] as const) {
      const expected = answers(engines.real, language)
      expect(Object.keys(expected).length).toBeGreaterThan(0)
      expect(answers(engines.lite, language)).toEqual(expected)
    }
  })
})

describe('the site client', () => {
  it('knows the site texts and the SDK texts, in both languages', async () => {
    const client = testClient()
    expect(client.i18n.t('profileMenu.myBookings')).toBe('My Bookings')
    expect(client.i18n.t('pages.checkout')).toBe('Checkout')
    expect(client.i18n.t('pages.events')).toBe('Events')
    await client.i18n.changeLanguage('fr')
    expect(client.i18n.t('profileMenu.myBookings')).toBe('Mes réservations')
    expect(client.i18n.t('login.rememberMe')).not.toBe('Remember me')
  })

  // SPEC §2 names these labels of the header and footer.
  it.each([
    ['profileMenu.myBookings', 'My Bookings'],
    ['profileMenu.wallet', 'Wallet'],
    ['profileMenu.profile', 'Profile'],
    ['profileMenu.logout', 'Logout'],
    ['footer.information', 'Information'],
    ['footer.services', 'Services'],
    ['footer.help', 'Help'],
    ['countryChooser.detectedHint', "We think you're in {{country}}"],
  ])('%s is %s', (key, text) => {
    expect(flatten(en).get(key)).toBe(text)
  })
})

// Texts SPEC.md quotes that only the site shows (core's SPEC_MESSAGES hold the SDK's): word for word
// in English at their keys, and translated in French.
describe('the spec’s texts the site shows', () => {
  const frFlat = flatten(fr)
  it.each([
    ['errors.blog.pageLoadFailed', 'Failed to load the blog page. Please try again.'],
    ['errors.blog.postLoadFailed', 'Failed to load the blog post. Please try again.'],
    ['errors.pages.notFound', '404 Page Not Found!'],
    ['errors.pages.accessDenied', '403 Access Denied!'],
    ['languageNotice.keep', 'Keep this language'],
    ['languageNotice.dismiss', 'Dismiss'],
  ])('%s: %s', (key, text) => {
    expect(shellFlat.get(key)).toBe(text)
    expect(frFlat.get(key)).toBeTruthy()
    expect(frFlat.get(key)).not.toBe(text)
  })

  it('are not in the SDK’s texts, which every partner’s page downloads', () => {
    for (const key of ['errors.blog.pageLoadFailed', 'errors.pages.notFound', 'languageNotice.keep', 'toasts.region']) expect(coreFlat.has(key), key).toBe(false)
  })
})
