import { describe, expect, it } from 'vitest'
import { createBrowserClient, siteTextsReady } from '../i18n/createBrowserClient.ts'

const options = { apiBaseUrl: 'http://api.test/api/v1', storage: null, ipLookup: false as const, country: 'NG', storageEvents: null, firebase: null }

describe("the browser's client and the site's texts", () => {
  it("has the site's English at once and its French only once fetched, for a page in French", async () => {
    const client = createBrowserClient(options)
    expect(client.i18n.getResource('en', 'parkade', 'site.name')).toBe('Parkade')
    expect(client.i18n.hasResourceBundle('fr', 'parkade') && client.i18n.getResource('fr', 'parkade', 'site.home.title')).toBeFalsy()
    await siteTextsReady(client, 'fr')
    expect(client.i18n.getResource('fr', 'parkade', 'site.home.title')).toBe('Votre parking, réservé avant votre arrivée')
    client.destroy()
  })

  it('fetches the French when the visitor switches to it, and draws again in it', async () => {
    const client = createBrowserClient(options)
    const changes: string[] = []
    client.i18n.on('languageChanged', (language: string) => changes.push(language))
    client.stores.language.getState().choose('fr')
    await siteTextsReady(client, 'fr')
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(client.i18n.t('site.home.title')).toBe('Votre parking, réservé avant votre arrivée')
    expect(changes.filter((language) => language === 'fr').length).toBeGreaterThanOrEqual(1)
    client.destroy()
  })
})
