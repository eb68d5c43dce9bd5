import i18next from 'i18next'
import type { i18n } from 'i18next'
import { describe, expect, it, vi } from 'vitest'
import { createI18n as createLiteI18n } from '../i18n/createI18n.ts'
import type { Language } from '../i18n/language.ts'
import lite from '../i18n/liteI18next.ts'
import { loadCoreTexts } from '../i18n/loadCoreTexts.ts'
import { I18N_NAMESPACE } from '../i18n/namespace.ts'
import { en } from '../i18n/resources/en.ts'
import { fr } from '../i18n/resources/fr.ts'
import { flattenResources } from './flattenResources.ts'

// createI18n builds every client's instance on liteI18next.ts. Here it runs once on it and once in a
// fresh module graph where the engine is real i18next (a dev dependency for this test), so both get
// exactly createI18n's init options; every answer of the lite engine must equal i18next's.
vi.doMock('../i18n/liteI18next.ts', () => ({ default: i18next }))
vi.resetModules()
const { createI18n: createRealI18n } = await import('../i18n/createI18n.ts')
const { loadCoreTexts: loadRealCoreTexts } = await import('../i18n/loadCoreTexts.ts')
// Both with French, as a page in French has it once fetched.
await Promise.all([loadCoreTexts('fr'), loadRealCoreTexts('fr')])
/** As a page that shows every feature has it: each feature's texts (which come with its component) beside core's. */
function withEveryFeature(instance: i18n): i18n {
  instance.addResourceBundle('en', I18N_NAMESPACE, en, true, false)
  instance.addResourceBundle('fr', I18N_NAMESPACE, fr, true, false)
  return instance
}
const createI18n = (language: Language) => withEveryFeature(createRealI18n(language) as unknown as i18n)

type Options = Record<string, unknown>
type Engine = 'real' | 'lite'

const t = (instance: i18n, key: string, options?: Options): unknown =>
  (instance.t as unknown as (key: string, options?: Options) => unknown)(key, options)

const pair = (language: Language = 'en'): Record<Engine, i18n> => ({ real: createI18n(language), lite: withEveryFeature(createLiteI18n(language) as unknown as i18n) })

/** Runs `scenario` on a fresh real and a fresh lite instance; the lite transcript must equal the real one. */
function same<T>(scenario: (instance: i18n) => T, language: Language = 'en'): T {
  const { real, lite: liteInstance } = pair(language)
  const expected = scenario(real)
  expect(scenario(liteInstance)).toEqual(expected)
  return expected
}


const enFlat = flattenResources(en)
const frFlat = flattenResources(fr)
const allKeys = [...new Set([...enFlat.keys(), ...frFlat.keys()])].sort()
const variables = (text: string) => [...text.matchAll(/\{\{-?\s*([^}]+?)\s*\}\}/g)].map((m) => m[1] ?? '')
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/
// Plural base keys of the resources (i18next v4 JSON: key_one, key_other…) and keys that interpolate {{count}}.
const countKeys = [
  ...new Set([
    ...allKeys.filter((key) => PLURAL_SUFFIX.test(key)).map((key) => key.replace(PLURAL_SUFFIX, '')),
    ...allKeys.filter((key) => variables(`${enFlat.get(key)}${frFlat.get(key)}`).includes('count')),
  ]),
]

/** A sample value for every variable a key's English or French text interpolates. */
function sampleValues(key: string): Options {
  const values: Options = {}
  for (const name of variables(`${enFlat.get(key) ?? ''} ${frFlat.get(key) ?? ''}`)) values[name] = name === 'count' ? 3 : `‹${name}›`
  return values
}

// Test-only texts, added next to the real ones (a shallow add: the shared resource objects stay untouched).
const FIXTURE_EN = {
  fixture: {
    apples_zero: 'No apples',
    apples_one: 'One apple',
    apples_other: '{{count}} apples',
    items_one: '{{count}} item',
    items_other: '{{count}} items',
    onlyBase: '{{count}} thing(s)',
    onlyOther_other: '{{count}} others',
    onlyEnglish: 'English only, {{name}}',
    emptyInFrench: 'Not empty in English',
    emptyEverywhere: '',
    vars: '{{a}}|{{ a }}|{{-a}}|{{- a}}|{{missing}}|{{nested.deep.value}}|{{a}}{{a}}|{{zero}}|{{no}}|{{nil}}|{{undef}}|{{obj}}|{{list}}',
    injected: 'A={{a}} B={{b}}',
  },
}
const FIXTURE_FR = {
  fixture: {
    apples_zero: 'Aucune pomme',
    apples_one: '{{count}} pomme',
    apples_many: '{{count}} de pommes',
    apples_other: '{{count}} pommes',
    items_one: '{{count}} article',
    items_many: '{{count}} d’articles',
    items_other: '{{count}} articles',
    onlyBase: '{{count}} chose(s)',
    emptyInFrench: '',
    emptyEverywhere: '',
    vars: '{{a}}/{{ a }}/{{-a}}/{{missing}}/{{nested.deep.value}}/{{zero}}/{{no}}/{{nil}}/{{undef}}/{{obj}}/{{list}}',
    injected: 'A={{a}} B={{b}}',
  },
}
const withFixtures = (instance: i18n) => {
  instance.addResourceBundle('en', I18N_NAMESPACE, FIXTURE_EN)
  instance.addResourceBundle('fr', I18N_NAMESPACE, FIXTURE_FR)
  return instance
}
const COUNTS = [0, 1, 2, 5, 1.5, 1_000_000, -1]

describe('liteI18next (every client’s engine) answers like i18next', () => {
  it('is what createI18n builds on', () => {
    const createInstance = vi.spyOn(lite, 'createInstance')
    const instance = createLiteI18n('fr') as unknown as i18n
    expect(createInstance).toHaveBeenCalledOnce()
    expect(instance).not.toHaveProperty('services')
    expect(pair().real).toHaveProperty('services')
    expect(instance.language).toBe('fr')
    expect(t(instance, 'common.pageOf', { page: 2, pages: 5 })).toBe('Page 2 sur 5')
  })

  it.each(['en', 'fr'] as const)('translates every key of en and fr in %s, as i18next does', (language) => {
    const other: Language = language === 'en' ? 'fr' : 'en'
    let calls = 0
    const outputs = same((instance) => {
      const out: Record<string, unknown> = {}
      const call = (label: string, key: string, options?: Options) => {
        calls++
        out[`${label} ${key}`] = t(instance, key, options)
      }
      for (const key of allKeys) {
        const values = sampleValues(key)
        call('bare', key)
        call('values', key, values)
        // useTranslation's call: the store's language passed as lng, then the values.
        call(`lng=${other}`, key, { lng: other, ...values })
        call(`lng=${language}`, key, { lng: language, ...values })
      }
      for (const key of countKeys) for (const count of [0, 1, 2, 5]) call(`count=${count}`, key, { ...sampleValues(key), count })
      return out
    }, language)
    expect(calls / 2).toBeGreaterThanOrEqual(allKeys.length * 4)
    // The resources really were read and filled in, in the right language.
    const [page, text] = language === 'en' ? ['Page ‹page› of ‹pages›', 'Retry'] : ['Page ‹page› sur ‹pages›', 'Réessayer']
    expect(outputs['values common.pageOf']).toBe(page)
    expect(outputs['bare common.pageOf']).toBe(language === 'en' ? 'Page {{page}} of {{pages}}' : 'Page {{page}} sur {{pages}}')
    expect(outputs['bare common.retry']).toBe(text)
    expect(outputs[`lng=${other} common.retry`]).toBe(language === 'en' ? 'Réessayer' : 'Retry')
    expect(outputs['count=1 search.countOne']).toBe(language === 'en' ? '1 park found' : '1\u00a0parking trouvé')
  })

  it.each(['en', 'fr'] as const)('picks plural forms with Intl.PluralRules, like i18next v4 JSON (%s)', (language) => {
    const out = same((instance) => {
      withFixtures(instance)
      const out: Record<string, unknown> = {}
      for (const key of ['apples', 'items', 'onlyBase', 'onlyOther', 'missingPlural'])
        for (const count of [...COUNTS, '1', undefined])
          for (const lng of [undefined, 'en', 'fr']) out[`${key} ${JSON.stringify(count)} ${String(lng)}`] = t(instance, `fixture.${key}`, { count, lng })
      return out
    }, language)
    expect(out['apples 0 en']).toBe('No apples')
    expect(out['apples 1 en']).toBe('One apple')
    expect(out['apples 5 en']).toBe('5 apples')
    expect(out['apples 0 fr']).toBe('Aucune pomme')
    expect(out['items 0 fr']).toBe('0 article')
    expect(out['items 1.5 fr']).toBe('1.5 article')
    expect(out['items 1.5 en']).toBe('1.5 items')
    expect(out['items 1000000 fr']).toBe('1000000 d’articles')
    expect(out['onlyOther 1 en']).toBe('1 others')
    expect(out['items 1 en']).toBe('1 item')
    expect(out['items "1" en']).toBe('fixture.items')
    expect(out['onlyBase 2 fr']).toBe('2 chose(s)')
  })

  it('interpolates {{var}} like i18next with escapeValue false', () => {
    const out = same((instance) => {
      withFixtures(instance)
      const values = { a: '<b>&"\'', nested: { deep: { value: 42 } }, zero: 0, no: false, nil: null, undef: undefined, obj: {}, list: [1, 2] }
      return ['en', 'fr'].flatMap((lng) => [
        t(instance, 'fixture.vars', { lng, ...values }),
        t(instance, 'fixture.vars', { lng }),
        // A value holding {{…}} is not interpolated again.
        t(instance, 'fixture.injected', { lng, a: '{{b}}', b: 'B' }),
        t(instance, 'fixture.onlyEnglish', { lng, name: 'Awa' }),
      ])
    })
    expect(out[0]).toBe('<b>&"\'|<b>&"\'|<b>&"\'|<b>&"\'|{{missing}}|42|<b>&"\'<b>&"\'|0|false|||[object Object]|1,2')
    expect(out[2]).toBe('A={{b}} B=B')
  })

  it('falls back to English for a key French lacks or leaves empty, and for an unsupported lng', () => {
    const out = same((instance) => {
      withFixtures(instance)
      instance.removeResourceBundle('fr', I18N_NAMESPACE)
      instance.addResourceBundle('fr', I18N_NAMESPACE, { ...FIXTURE_FR, common: { retry: 'Réessayer' } })
      return [
        t(instance, 'fixture.onlyEnglish', { lng: 'fr', name: 'Awa' }),
        t(instance, 'fixture.emptyInFrench', { lng: 'fr' }),
        t(instance, 'common.retry', { lng: 'fr' }),
        t(instance, 'common.cancel', { lng: 'fr' }),
        t(instance, 'common.retry', { lng: 'de' }),
        instance.exists('common.cancel', { lng: 'fr' }),
        instance.exists('fixture.emptyInFrench', { lng: 'fr' }),
      ]
    }, 'fr')
    expect(out).toEqual(['English only, Awa', 'Not empty in English', 'Réessayer', 'Cancel', 'Retry', true, true])
  })

  it('returns the key for a missing key, or one naming an object, and answers exists() alike', () => {
    const keys = [
      'common.retry',
      'countries.SN',
      'amenities.ev_charging',
      'amenities.hot_tub',
      'park.types.garage',
      'common',
      'common.retry.length',
      'countries.constructor',
      'countries.__proto__',
      'common.hasOwnProperty',
      'nope',
      'nope.{{x}}',
      'common..retry',
      'fixture.emptyInFrench',
      'fixture.emptyEverywhere',
    ]
    const out = same((instance) => {
      withFixtures(instance)
      return ['en', 'fr'].flatMap((lng) => {
        void instance.changeLanguage(lng)
        return keys.map((key) => [key, lng, t(instance, key, { x: 1 }), instance.exists(key)])
      })
    })
    expect(out).toContainEqual(['park.types.garage', 'fr', 'park.types.garage', false])
    expect(out).toContainEqual(['nope.{{x}}', 'en', 'nope.1', false])
    expect(out).toContainEqual(['common', 'en', 'common', true])
    // i18next's quirk: an empty text is no translation, yet exists() sees it.
    expect(out).toContainEqual(['fixture.emptyEverywhere', 'fr', 'fixture.emptyEverywhere', true])
    expect(out).toContainEqual(['countries.constructor', 'en', 'countries.constructor', false])
    expect(out).toContainEqual(['amenities.ev_charging', 'fr', 'Recharge de véhicules électriques', true])
  })

  it("switches language with changeLanguage, at once, and emits 'languageChanged'", async () => {
    for (const engine of ['real', 'lite'] as const) {
      const instance = pair('en')[engine]
      const events: unknown[] = []
      const listener = (...args: unknown[]) => events.push(args)
      instance.on('languageChanged', listener)
      const states: unknown[] = []
      for (const lng of ['fr', 'fr', 'de', 'en', 'fr']) {
        const done = instance.changeLanguage(lng)
        states.push([lng, instance.language, instance.languages, t(instance, 'common.retry')])
        expect(done).toBeInstanceOf(Promise)
        const fixedT = await done
        states.push((fixedT as unknown as (key: string) => string)('common.close'))
      }
      instance.off('languageChanged', listener)
      void instance.changeLanguage('en')
      states.push(instance.language, events)
      expect(states).toEqual([
        ['fr', 'fr', ['fr', 'en'], 'Réessayer'],
        'Fermer',
        ['fr', 'fr', ['fr', 'en'], 'Réessayer'],
        'Fermer',
        ['de', 'en', ['en'], 'Retry'],
        'Close',
        ['en', 'en', ['en'], 'Retry'],
        'Close',
        ['fr', 'fr', ['fr', 'en'], 'Réessayer'],
        'Fermer',
        'en',
        [['fr'], ['fr'], ['en'], ['en'], ['fr']],
      ])
    }
  })

  it('loads French after start-up as installParkade and parkade-fr.js do, with the store events', () => {
    const out = same((instance) => {
      const log: unknown[] = []
      const added = (...args: unknown[]) => log.push(['added', ...args])
      const removed = (...args: unknown[]) => log.push(['removed', ...args])
      instance.store.on('added', added)
      instance.store.on('removed', removed)
      // parkade.js ships an empty French bundle; installParkade checks it before loading parkade-fr.js.
      instance.removeResourceBundle('fr', I18N_NAMESPACE)
      log.push(instance.getResourceBundle('fr', I18N_NAMESPACE))
      instance.addResourceBundle('fr', I18N_NAMESPACE, {})
      const empty = instance.getResourceBundle('fr', I18N_NAMESPACE) as object
      log.push(structuredClone(empty), Object.keys(empty).length, t(instance, 'common.retry'), t(instance, 'search.results', { place: 'P' }))
      // Parkade('locale', 'fr', fr): merged deep, overwriting.
      const chained = instance.addResourceBundle('fr', I18N_NAMESPACE, fr, true, true)
      log.push(chained === instance)
      log.push(allKeys.map((key) => t(instance, key, sampleValues(key))))
      log.push(JSON.stringify(instance.getResourceBundle('fr', I18N_NAMESPACE)) === JSON.stringify(fr))
      log.push(instance.getResourceBundle('fr', I18N_NAMESPACE) !== fr)
      instance.store.off('added', added)
      instance.addResourceBundle('fr', I18N_NAMESPACE, { common: { retry: 'Encore' } }, true, true)
      log.push(t(instance, 'common.retry'), instance.getResourceBundle('de', I18N_NAMESPACE), instance.getResourceBundle('en', I18N_NAMESPACE))
      return log
    }, 'fr')
    expect(out[0]).toEqual(['removed', 'fr', I18N_NAMESPACE])
    expect(out[1]).toBeUndefined()
    expect(out.slice(3, 7)).toEqual([{}, 0, 'Retry', 'Parking near P'])
    const translated = out[9] as string[]
    expect(translated[allKeys.indexOf('common.retry')]).toBe('Réessayer')
    const french = createI18n('fr')
    expect(translated).toEqual(allKeys.map((key) => t(french, key, sampleValues(key))))
    expect(out.at(-3)).toBe('Encore')
  })

  it('merges addResourceBundle shallow, deep, or deep with overwrite, on a copy of the resources', () => {
    const out = same((instance) => {
      const log: unknown[] = []
      const ns = 'extra'
      const base = { a: { x: 'ax', y: 'ay' }, b: 'b' }
      const more = { a: { x: 'AX', z: 'AZ' }, b: 'B', c: { d: 'CD' } }
      instance.addResourceBundle('en', ns, base)
      base.a.x = 'changed after adding'
      log.push(structuredClone(instance.getResourceBundle('en', ns)))
      instance.addResourceBundle('en', ns, more, true)
      log.push(structuredClone(instance.getResourceBundle('en', ns)))
      instance.addResourceBundle('en', ns, more, true, true)
      log.push(structuredClone(instance.getResourceBundle('en', ns)))
      instance.addResourceBundle('en', ns, { a: { only: 'shallow' } }, false, true)
      log.push(instance.getResourceBundle('en', ns))
      instance.addResourceBundle('sw', ns, { new: 'language' })
      log.push(instance.getResourceBundle('sw', ns))
      instance.removeResourceBundle('en', ns)
      instance.removeResourceBundle('en', 'never-added')
      log.push(instance.getResourceBundle('en', ns), t(instance, 'common.retry'))
      return log
    })
    expect(out).toEqual([
      { a: { x: 'ax', y: 'ay' }, b: 'b' },
      { a: { x: 'ax', y: 'ay', z: 'AZ' }, b: 'b', c: { d: 'CD' } },
      { a: { x: 'AX', y: 'ay', z: 'AZ' }, b: 'B', c: { d: 'CD' } },
      { a: { only: 'shallow' }, b: 'B', c: { d: 'CD' } },
      { new: 'language' },
      undefined,
      'Retry',
    ])
  })
})
