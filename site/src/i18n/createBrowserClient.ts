import { I18N_NAMESPACE, createParkadeClient as createSdkClient } from '@parkade/react'
import type { Language, ParkadeClient, ParkadeClientOptions } from '@parkade/react'
import { en } from './en.ts'

let frenchFile: Promise<{ fr: typeof en }> | null = null
/** The clients whose i18n has the site's French (or is getting it). */
const withFrench = new WeakMap<ParkadeClient, Promise<void>>()

/**
 * The browser's SDK client with the site's English texts; its French ones (i18n/fr.ts) are a file
 * of their own, fetched only by a page in French (`siteTextsReady`) — an English page downloads no
 * French string of the site's. createParkadeClient.ts has both at once, for the server and tests.
 */
export function createBrowserClient(options: ParkadeClientOptions): ParkadeClient {
  const client = createSdkClient(options)
  client.i18n.addResourceBundle('en', I18N_NAMESPACE, en, true, false)
  const follow = (language: Language) => {
    if (language !== 'fr' || withFrench.has(client)) return
    void siteTextsReady(client, language).then(() => {
      // The French arrived after the switch: the page draws again with it.
      if (client.i18n.language === 'fr') void client.i18n.changeLanguage('fr')
    })
  }
  client.stores.language.subscribe((state) => follow(state.language))
  return client
}

/** Resolves once the site's texts in `language` are in the client's i18n (English: at once). */
export function siteTextsReady(client: ParkadeClient, language: Language): Promise<void> {
  if (language !== 'fr') return Promise.resolve()
  let ready = withFrench.get(client)
  if (!ready) {
    frenchFile ??= import('./fr.ts')
    ready = frenchFile.then(
      ({ fr }) => void client.i18n.addResourceBundle('fr', I18N_NAMESPACE, fr, true, false),
      () => {
        // Not fetched (offline): English stands in; the next French page tries again.
        frenchFile = null
        withFrench.delete(client)
      },
    )
    withFrench.set(client, ready)
  }
  return ready
}
