import { beforeEach, describe, expect, it, vi } from 'vitest'

// parkade.js's build of core, as vite.config.ts's coreTextsOnDemand makes it: no loader of core's
// own and no English; the SDK's own failures carry their texts' keys, as in every build. Core's texts in
// every language come from parkade-<lang>.js, which the installer adds. A module graph of its own.
vi.doMock('../../../core/src/i18n/coreTextsLoaders.ts', () => ({ coreTextsLoaders: {} }))
vi.doMock('../../../core/src/i18n/loadCoreTextsInto.ts', () => ({ loadCoreTextsInto: () => Promise.resolve() }))
vi.doMock('../../../core/src/i18n/loadCoreTexts.ts', () => ({ loadedCoreTexts: () => undefined, loadCoreTexts: () => Promise.resolve(undefined) }))
vi.resetModules()
const { SPEC_MESSAGES, commonEn, hasCoreTexts, translateMessage } = await import('@parkade/core')
const { installParkade } = await import('../script/installParkade.ts')
const { loadLanguage } = await import('../shared/languageLoader.ts')
const { unavailableTextsEn } = await import('../shared/unavailableTextsEn.ts')
const { API, eventually, offlineDefaults, probeA } = await import('./helpers.tsx')

const injected = (file: string) => [...document.head.querySelectorAll<HTMLScriptElement>(`script[src$="${file}"]`)]

beforeEach(() => {
  offlineDefaults()
  for (const script of document.head.querySelectorAll('script')) script.remove()
})

describe('parkade.js, which carries no texts', () => {
  it('fetches core’s English for an English page, and its failures read in it once it is there', async () => {
    const script = document.createElement('script')
    script.src = 'https://cdn.test/v1/parkade.js'
    const parkade = installParkade({ elements: [probeA], script, lazyLanguages: ['en', 'fr'] })
    const client = parkade.init({ apiBaseUrl: API, lang: 'en' })!
    expect(injected('parkade-en.js').map((tag) => tag.src)).toEqual(['https://cdn.test/v1/parkade-en.js'])
    expect(hasCoreTexts(client.i18n, 'en')).toBe(false)
    // The SDK's own failure, as thrown: its text's key, not its English.
    expect(SPEC_MESSAGES.networkError).toBe('errors.request.network')

    await import('../script/parkade-en.ts')
    await eventually(() => expect(hasCoreTexts(client.i18n, 'en')).toBe(true))
    expect(translateMessage(client.i18n, SPEC_MESSAGES.networkError)).toBe('Network error. Please check your internet connection and try again.')
    expect(translateMessage(client.i18n, { message: SPEC_MESSAGES.paymentScriptLoadFailed })).toBe('Failed to load payment script')

    // The page turns French: parkade-fr.js, and the same failure in French.
    parkade.init({ lang: 'fr' })
    await eventually(() => expect(injected('parkade-fr.js')).toHaveLength(1))
    await import('../script/parkade-fr.ts')
    await eventually(() => expect(hasCoreTexts(client.i18n, 'fr')).toBe(true))
    expect(translateMessage(client.i18n, SPEC_MESSAGES.networkError)).toBe('Erreur réseau. Veuillez vérifier votre connexion Internet et réessayer.')
    parkade.destroy()
  })

  it('a language that cannot be fetched rejects, and asking again fetches it again', async () => {
    const parkade = installParkade({ elements: [probeA], script: null, lazyLanguages: ['en', 'fr'] })
    const client = parkade.init({ apiBaseUrl: API, lang: 'en' })!
    const asked = loadLanguage(client, 'en')
    injected('parkade-en.js')[0]!.dispatchEvent(new Event('error'))
    await expect(asked).rejects.toThrow(/could not load .*parkade-en\.js/)
    expect(injected('parkade-en.js')).toHaveLength(0)
    const again = loadLanguage(client, 'en')
    expect(injected('parkade-en.js')).toHaveLength(1)
    parkade('locale', 'en', commonEn)
    await again
    expect(hasCoreTexts(client.i18n, 'en')).toBe(true)
    parkade.destroy()
  })

  it('holds one sentence of its own, core’s loading error, for when no language’s texts can be fetched', () => {
    expect(unavailableTextsEn).toEqual({ body: commonEn.screens.loadingError.body, retry: commonEn.common.retry })
  })
})
