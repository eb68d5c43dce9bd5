import { chromium } from '@playwright/test'
import type { Locator, Page } from '@playwright/test'
import { chromiumArgs, chromiumPath } from '../lib/chromium.ts'
import { fromRoot } from '../lib/paths.ts'
import { bundleSize } from '../sizes/bundleSize.ts'
import { languageWords, wordsFound } from './languageWords.ts'
import type { LanguageWords } from './languageWords.ts'
import { measureTransfer } from './measureTransfer.ts'
import type { Transfer, TransferFile } from './measureTransfer.ts'
import { serveReactApp } from './serveReactApp.ts'
import { sumSizes } from '../lib/compressedSize.ts'
import type { CompressedSize } from '../lib/compressedSize.ts'

export interface TransferRow {
  id: 'search-only' | 'airport-checkout' | 'airport-payment' | 'react-partner' | 'search-only-fr' | 'react-fr'
  label: string
  /** The page's language. */
  language: 'en' | 'fr'
  total: CompressedSize
  files: TransferFile[]
  /** Words of the other language found in what the page downloaded (French on an English page, and the reverse). */
  foreignStrings: string[]
}

export interface TransferResult {
  rows: TransferRow[]
  /** A React app that renders only ParkSearch: its first chunk beyond React's own (gzip). */
  reactParkSearch: { withComponent: CompressedSize; reactAlone: CompressedSize; added: number }
}

/** Which words of the other language a page downloaded: French ones on an English page, and the reverse. */
function foreignIn(transfer: Transfer, language: 'en' | 'fr', words: LanguageWords): string[] {
  return wordsFound(transfer.bodies, language === 'en' ? words.french : words.english, words.libraryStrings)
}

/** The search-only partner page: parkade.js from the examples server and one <parkade-park-search>. */
function searchOnlyPage(apiBase: string, language: 'en' | 'fr'): string {
  const [title, country] = language === 'fr' ? ['Trouver un parking', 'SN'] : ['Find parking', 'NG']
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><link rel="icon" href="data:,"><script src="/parkade/parkade.js" async></script></head>
<body><main><h1>${title}</h1><parkade-park-search api-base-url="${apiBase}" country="${country}" lang="${language}"></parkade-park-search></main></body></html>`
}

/** The search box's label, by the page's language. */
const SEARCH_BOX = { en: 'Place, park name or address', fr: 'Lieu, nom du parking ou adresse' }

/** "View park" on a result, a button or a link. */
const viewPark = (scope: Locator, name: RegExp) => scope.getByRole('button', { name }).or(scope.getByRole('link', { name })).first()

async function registerDriver(apiBase: string): Promise<{ email: string; password: string }> {
  const email = `bench-transfer-${Date.now()}@example.com`
  const password = 'bench-password-1'
  const response = await fetch(`${apiBase}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: 'Bench', last_name: 'Visitor' }),
  })
  if (response.status !== 201) throw new Error(`register a bench driver: HTTP ${response.status} ${await response.text()}`)
  return { email, password }
}

/** Signs in through the header's <parkade-login>, then search → detail → checkout shown. */
async function airportToCheckout(page: Page, driver: { email: string; password: string }) {
  await page.locator('parkade-login').getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
  await dialog.getByLabel('Password', { exact: true }).fill(driver.password)
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  await page.locator('parkade-login').getByRole('button', { name: 'Log out' }).waitFor()
  await viewPark(page.locator('parkade-park-search'), /^View park: Murtala Muhammed International Airport/).click()
  await page.locator('parkade-park-detail').getByRole('button', { name: /^Book/ }).click()
  await page.locator('parkade-checkout').getByRole('heading', { name: /^Book parking at / }).waitFor()
}

/** From the checkout shown: times, plate, then Pay until the provider's window is open. */
async function checkoutToPayment(page: Page) {
  const checkout = page.locator('parkade-checkout')
  await checkout.getByRole('button', { name: 'Continue' }).click()
  await checkout.getByLabel('Plate number').fill('LSR 204 AA')
  await checkout.getByRole('button', { name: 'Continue' }).click()
  await checkout.getByRole('button', { name: /^Pay ₦/ }).click()
  await page.getByRole('dialog', { name: /^Paystack/ }).waitFor()
}

/**
 * What a partner's visitor downloads (issue 25): Chromium opens the example pages on the bench's
 * API and sums every script and stylesheet of the page's origin — parkade.js, the parts it
 * fetches, a React app's chunks — until the widget has answered: (a) a page with only
 * <parkade-park-search>, until its suggestions show; (b) the airport page, signed in from its
 * header, search → detail → checkout shown; (c) the same page on to a payment started; (d) the
 * React partner example's first load; (e) (a) in French; (f) a one-component React app in French,
 * built with Vite and served from its own origin, until its suggestions show. Then a
 * one-component React app's first chunk, beside React's alone.
 */
export async function transferBench(examplesOrigin: string, apiBase: string): Promise<TransferResult> {
  const words = languageWords()
  const rows: TransferRow[] = []
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs })
  try {
    const fresh = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage()

    // The search-only page, in English (a) and in French (e): what a page showing one search box pays.
    const searchOnly = async (language: 'en' | 'fr') => {
      const page = await fresh()
      // The page is written into a document the examples server answered: a document Playwright
      // fulfilled itself would count as a public address, from which Chromium refuses calls to the
      // API on the loopback address.
      await page.goto(`${examplesOrigin}/`)
      const transfer = await measureTransfer(page, examplesOrigin, async () => {
        await page.setContent(searchOnlyPage(apiBase, language))
        const box = page.locator('parkade-park-search').getByRole('combobox', { name: SEARCH_BOX[language] })
        await box.focus()
        await page.keyboard.type(language === 'fr' ? 'dakar' : 'lagos airp')
        await page.locator('parkade-park-search').getByRole('listbox').getByRole('option').first().waitFor()
      })
      await page.context().close()
      return transfer
    }
    const searchEn = await searchOnly('en')
    rows.push({ id: 'search-only', label: '(a) search-only page, to suggestions shown', language: 'en', total: searchEn.total, files: searchEn.files, foreignStrings: foreignIn(searchEn, 'en', words) })

    const driver = await registerDriver(apiBase)
    let page = await fresh()
    const toCheckout = await measureTransfer(page, examplesOrigin, async () => {
      await page.goto(`${examplesOrigin}/airport-script-tag/`)
      await airportToCheckout(page, driver)
    })
    rows.push({ id: 'airport-checkout', label: '(b) airport page, to the checkout shown', total: toCheckout.total, files: toCheckout.files, language: 'en', foreignStrings: foreignIn(toCheckout, 'en', words) })
    const more = await measureTransfer(page, examplesOrigin, () => checkoutToPayment(page))
    const toPayment: Transfer = { total: sumSizes([toCheckout.total, more.total]), files: [...toCheckout.files, ...more.files], bodies: [...toCheckout.bodies, ...more.bodies] }
    rows.push({ id: 'airport-payment', label: '(c) airport page, to a payment started', total: toPayment.total, files: toPayment.files, language: 'en', foreignStrings: foreignIn(toPayment, 'en', words) })
    await page.context().close()

    page = await fresh()
    const partner = await measureTransfer(page, examplesOrigin, async () => {
      await page.goto(`${examplesOrigin}/react-partner/`)
      await page.getByRole('combobox').first().waitFor()
    })
    rows.push({ id: 'react-partner', label: '(d) React partner example, first load', total: partner.total, files: partner.files, language: 'en', foreignStrings: foreignIn(partner, 'en', words) })
    await page.context().close()

    const searchFr = await searchOnly('fr')
    rows.push({ id: 'search-only-fr', label: '(e) search-only page in French, to suggestions shown', language: 'fr', total: searchFr.total, files: searchFr.files, foreignStrings: foreignIn(searchFr, 'fr', words) })

    // A partner's own React app in French (issue 25: no English in @parkade/react either), built
    // as its Vite build would be and served from an origin of its own; the API answers any origin.
    const app = await serveReactApp({
      root: fromRoot('examples'),
      language: 'fr',
      title: 'Trouver un parking',
      code: `import { Suspense, createElement as h } from 'react'; import { createRoot } from 'react-dom/client'; import { ParkadeProvider, ParkSearch } from '@parkade/react'
createRoot(document.getElementById('root')).render(h(ParkadeProvider, { apiBaseUrl: ${JSON.stringify(apiBase)}, country: 'SN', language: 'fr' }, h(Suspense, { fallback: null }, h(ParkSearch, {}))))`,
    })
    try {
      page = await fresh()
      const reactFr = await measureTransfer(page, app.origin, async () => {
        await page.goto(`${app.origin}/`)
        await page.getByRole('combobox', { name: SEARCH_BOX.fr }).focus()
        await page.keyboard.type('dakar')
        await page.getByRole('listbox').getByRole('option').first().waitFor()
      })
      rows.push({ id: 'react-fr', label: '(f) React app in French with only ParkSearch, to suggestions shown', language: 'fr', total: reactFr.total, files: reactFr.files, foreignStrings: foreignIn(reactFr, 'fr', words) })
      await page.context().close()
    } finally {
      await app.close()
    }
  } finally {
    await browser.close()
  }

  // A partner's one-component React app, bundled as its bundler would: the first chunk only (the
  // map's chunk loads when a map is shown), with and without ParkSearch.
  const root = fromRoot('examples')
  const reactAlone = await bundleSize({ root, firstChunkOnly: true, code: "import { createRoot } from 'react-dom/client'; createRoot(document.body).render(null)" })
  const withComponent = await bundleSize({
    root,
    firstChunkOnly: true,
    code: `import { Suspense, createElement as h } from 'react'; import { createRoot } from 'react-dom/client'; import { ParkadeProvider, ParkSearch } from '@parkade/react'
createRoot(document.body).render(h(ParkadeProvider, { apiBaseUrl: '/api/v1', country: 'NG', language: 'en' }, h(Suspense, { fallback: null }, h(ParkSearch, {}))))`,
  })
  return { rows, reactParkSearch: { withComponent, reactAlone, added: withComponent.gzip - reactAlone.gzip } }
}
