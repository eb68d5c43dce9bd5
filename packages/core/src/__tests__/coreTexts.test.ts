import { describe, expect, it, vi } from 'vitest'
import { CORE_SECTIONS } from '../i18n/coreSections.ts'
import { createI18n } from '../i18n/createI18n.ts'
import { hasCoreTexts } from '../i18n/hasCoreTexts.ts'
import { loadCoreTexts, loadedCoreTexts } from '../i18n/loadCoreTexts.ts'
import { loadCoreTextsInto } from '../i18n/loadCoreTextsInto.ts'
import { I18N_NAMESPACE } from '../i18n/namespace.ts'
import { TEXTS_FETCH_AGAIN_AFTER_MS, isRecentFailure } from '../i18n/textsFailure.ts'
import { commonFr } from '../i18n/resources/commonFr.ts'

describe('core’s sections, read without the English', () => {
  it('names every section of core’s texts, the French’s as the English’s', () => {
    expect(Object.keys(commonFr).filter((section) => section !== 'apiErrors').sort()).toEqual([...CORE_SECTIONS].sort())
  })

  it('a client missing one section has not core’s texts yet', () => {
    const i18n = createI18n('en')
    const { countries: _left, ...most } = commonFr
    i18n.addResourceBundle('fr', I18N_NAMESPACE, most, true, false)
    expect(hasCoreTexts(i18n, 'fr')).toBe(false)
  })

  it('lists core’s sections as the English has them', async () => {
    const { commonEn } = await import('../i18n/resources/commonEn.ts')
    expect([...CORE_SECTIONS].sort()).toEqual(Object.keys(commonEn).sort())
  })
})

// Core's texts per language (English fetched by the setup here): French a module of its own that only a
// page in French fetches. The tests run in order: French is fetched once, part-way through.
describe('core’s texts, a language at a time', () => {
  it('a new instance holds English only while French has not been fetched', () => {
    expect(loadedCoreTexts('fr')).toBeUndefined()
    const i18n = createI18n('fr')
    expect(i18n.getResourceBundle('fr', I18N_NAMESPACE)).toBeUndefined()
    expect(hasCoreTexts(i18n, 'en')).toBe(true)
    expect(hasCoreTexts(i18n, 'fr')).toBe(false)
  })

  it('a host’s few French texts are not the whole of French', () => {
    const i18n = createI18n('en')
    i18n.addResourceBundle('fr', I18N_NAMESPACE, { common: { retry: 'Encore' } }, true, false)
    expect(hasCoreTexts(i18n, 'fr')).toBe(false)
  })

  it('adds French to an instance when fetched, under a host’s own wording', async () => {
    const i18n = createI18n('fr')
    i18n.addResourceBundle('fr', I18N_NAMESPACE, { common: { retry: 'Encore' } }, true, false)
    const added: string[] = []
    i18n.store.on('added', (language) => added.push(language))
    await loadCoreTextsInto(i18n, 'fr')
    expect(hasCoreTexts(i18n, 'fr')).toBe(true)
    expect(added).toEqual(['fr'])
    expect(i18n.t('common.loading')).toBe('Chargement…')
    expect(i18n.t('common.retry')).toBe('Encore')
  })

  it('once fetched, French is in every instance made afterwards, at once', async () => {
    const french = await loadCoreTexts('fr')
    expect(loadedCoreTexts('fr')).toBe(french)
    const i18n = createI18n('fr')
    expect(hasCoreTexts(i18n, 'fr')).toBe(true)
    expect(i18n.t('common.pageOf', { page: 2, pages: 5 })).toBe('Page 2 sur 5')
  })
})

// The setup fetched core's English for every other test; these start from a page that has fetched nothing.
describe('core’s English, fetched like the French', () => {
  it('a page holds no language’s texts until it asks, then only the one asked for', async () => {
    vi.resetModules()
    const fresh = await import('../i18n/loadCoreTexts.ts')
    const { createI18n: freshI18n } = await import('../i18n/createI18n.ts')
    expect(fresh.loadedCoreTexts('en')).toBeUndefined()
    expect(freshI18n('en').t('common.retry')).toBe('common.retry')
    await fresh.loadCoreTexts('fr')
    expect(fresh.loadedCoreTexts('en')).toBeUndefined()
    await fresh.loadCoreTexts('en')
    expect(freshI18n('en').t('common.retry')).toBe('Retry')
  })

  it('a language whose texts cannot be fetched shows the English, fetched then', async () => {
    vi.resetModules()
    vi.doMock('../i18n/coreTextsLoaders.ts', () => ({
      coreTextsLoaders: {
        en: () => import('../i18n/resources/commonEn.ts').then((module) => module.commonEn),
        fr: () => Promise.reject(new Error('offline')),
      },
    }))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { createI18n: freshI18n } = await import('../i18n/createI18n.ts')
    const { loadCoreTextsInto: freshInto } = await import('../i18n/loadCoreTextsInto.ts')
    const { coreTextsReady: freshReady } = await import('../i18n/coreTextsReady.ts')
    const i18n = freshI18n('fr')
    expect(freshReady(i18n, 'fr')).toBe(false)
    await freshInto(i18n, 'fr')
    expect(errors).toHaveBeenCalledTimes(1)
    expect(i18n.t('common.retry')).toBe('Retry')
    // A UI waiting for French renders, in English, rather than stay empty.
    expect(freshReady(i18n, 'fr')).toBe(true)
    errors.mockRestore()
    vi.doUnmock('../i18n/coreTextsLoaders.ts')
  })

  it('with no English either, the failure is recorded: not ready, and a later fetch that succeeds clears it', async () => {
    vi.resetModules()
    let online = false
    vi.doMock('../i18n/coreTextsLoaders.ts', () => ({
      coreTextsLoaders: {
        en: () => (online ? import('../i18n/resources/commonEn.ts').then((module) => module.commonEn) : Promise.reject(new Error('offline'))),
        fr: () => Promise.reject(new Error('offline')),
      },
    }))
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { createI18n: freshI18n } = await import('../i18n/createI18n.ts')
    const { loadCoreTextsInto: freshInto } = await import('../i18n/loadCoreTextsInto.ts')
    const { coreTextsReady: freshReady } = await import('../i18n/coreTextsReady.ts')
    const { coreTextsFailure: freshFailure } = await import('../i18n/coreTextsFailures.ts')
    const i18n = freshI18n('fr')
    await freshInto(i18n, 'fr')
    expect(freshReady(i18n, 'fr')).toBe(false)
    expect(freshFailure(i18n, 'fr')).toMatchObject({ error: new Error('offline'), inEnglish: false })
    expect(isRecentFailure(freshFailure(i18n, 'fr'))).toBe(true)
    expect(isRecentFailure(freshFailure(i18n, 'fr'), Date.now() + TEXTS_FETCH_AGAIN_AFTER_MS)).toBe(false)
    online = true
    await freshInto(i18n, 'en')
    expect(freshFailure(i18n, 'en')).toBeUndefined()
    await freshInto(i18n, 'fr')
    expect(freshReady(i18n, 'fr')).toBe(true)
    errors.mockRestore()
    vi.doUnmock('../i18n/coreTextsLoaders.ts')
  })
})
