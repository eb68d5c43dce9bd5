import { beforeEach, describe, expect, it, vi } from 'vitest'

// parkade.js's build of core: no loader of its own (vite.config.ts's coreTextsOnDemand stands
// in for core's loaders), so the French comes only from parkade-fr.js, which the installer adds.
// A module graph of its own, with that stand-in, as the build makes it.
vi.doMock('../../../core/src/i18n/coreTextsLoaders.ts', () => ({ coreTextsLoaders: {} }))
vi.resetModules()
const { I18N_NAMESPACE, commonFr, hasCoreTexts } = await import('@parkade/core')
const { installParkade } = await import('../script/installParkade.ts')
const { API, eventually, offlineDefaults, probeA } = await import('./helpers.tsx')

const injected = () => [...document.head.querySelectorAll<HTMLScriptElement>('script[src$="parkade-fr.js"]')].map((script) => script.src)

beforeEach(() => {
  offlineDefaults()
  for (const script of document.head.querySelectorAll('script')) script.remove()
})

describe('parkade.js in French', () => {
  it('loads a lazy language from parkade-<lang>.js next to parkade.js, once, and parkade-fr.js brings core’s French', async () => {
    const script = document.createElement('script')
    script.src = 'https://cdn.test/v1/parkade.js'
    const parkade = installParkade({ elements: [probeA], script, lazyLanguages: ['fr'] })
    const client = parkade.init({ apiBaseUrl: API, lang: 'fr' })!
    expect(client.stores.language.getState().language).toBe('fr')
    expect(hasCoreTexts(client.i18n, 'fr')).toBe(false)
    expect(injected()).toEqual(['https://cdn.test/v1/parkade-fr.js'])

    // Switching away and back while it is on its way asks for it no second time.
    client.stores.language.getState().choose('en')
    client.stores.language.getState().choose('fr')
    expect(injected()).toEqual(['https://cdn.test/v1/parkade-fr.js'])
    // No text shows meanwhile, in French or in English (a French page downloads no English).
    expect(client.i18n.t('common.retry', { lng: 'fr' })).toBe('common.retry')
    // Nothing else brings it meanwhile (core has no loader of its own here).
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect(hasCoreTexts(client.i18n, 'fr')).toBe(false)

    // parkade-fr.js arrives: the module the build makes it from runs, as the script would.
    await import('../script/parkade-fr.ts')
    await eventually(() => expect(hasCoreTexts(client.i18n, 'fr')).toBe(true))
    expect(client.i18n.t('common.retry', { lng: 'fr' })).toBe('Réessayer')
    expect(client.i18n.getResourceBundle('fr', I18N_NAMESPACE)).toMatchObject({ common: commonFr.common, apiErrors: commonFr.apiErrors })
    // Core's own French only: each feature's French is a part fetched with the feature.
    expect(client.i18n.getResourceBundle('fr', I18N_NAMESPACE)).not.toHaveProperty('search')
    client.stores.language.getState().choose('en')
    client.stores.language.getState().choose('fr')
    expect(injected()).toEqual(['https://cdn.test/v1/parkade-fr.js'])
  })
})
