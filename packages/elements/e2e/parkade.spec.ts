import { runInNewContext } from 'node:vm'
import { readFileSync, readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { expect, firstPark, recordedEvents, seriousA11yViolations, test } from './fixtures.ts'
import { QUEUE_SNIPPET } from '../src/loader/snippet.ts'
import { unavailableTextsEn } from '../src/shared/unavailableTextsEn.ts'
import { commonEn } from '../../core/src/i18n/resources/commonEn.ts'
import { ParkSearchModel } from './models/parkSearch.model.ts'

const dist = (file: string) => readFileSync(fileURLToPath(new URL(`../dist/${file}`, import.meta.url)), 'utf8')
// French as core's fr resources write it (search.title, common.noResults, common.loading).
const fr = { search: { title: 'Trouver un parking' }, common: { noResults: 'Aucun résultat', loading: 'Chargement…' } }
// English of two features' texts (core's searchEn, walletEn), which only their parts carry.
const en = { search: { placeholder: 'Where do you want to park?' }, wallet: { redirecting: 'Taking you to the payment page…' } }
/** Every text of a tree of texts. */
const leaves = (tree: object): string[] => Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : leaves(value as object)))
// Core's English sentences (a word or two, "Retry", "Close", could be any code's).
const coreEnglish = leaves(commonEn).filter((text) => text.includes(' ') && text.length >= 12)
const TAGS = ['parkade-park-search', 'parkade-park-detail', 'parkade-checkout', 'parkade-wallet', 'parkade-login', 'parkade-event-booking']

test.describe('the built bundle', () => {
  test('has no eval, no French (not even the loading line), and the loader is the snippet', () => {
    const bundle = dist('parkade.js')
    expect(bundle).not.toMatch(/\beval\s*\(|new Function\s*\(/)
    expect(bundle).not.toContain(fr.search.title)
    expect(bundle).not.toContain(fr.common.noResults)
    expect(bundle).not.toContain(fr.common.loading)
    expect(dist('parkade-fr.js')).toContain(fr.common.loading)
    // Nor English: core's is parkade-en.js, which only an English page fetches. parkade.js holds
    // one English sentence, what an element says when no language's texts can be fetched at all.
    expect(coreEnglish.filter((text) => bundle.includes(text))).toEqual([unavailableTextsEn.body])
    expect(coreEnglish.filter((text) => !dist('parkade-en.js').includes(text))).toEqual([])
    // Each feature's texts come with its part: parkade.js holds core's own English only, and
    // parkade-fr.js core's own French; the search's French is a part a French page fetches with it.
    expect(dist('parkade-fr.js')).not.toContain(fr.search.title)
    expect(bundle).not.toContain(en.search.placeholder)
    expect(bundle).not.toContain(en.wallet.redirecting)
    const files = readdirSync(fileURLToPath(new URL('../dist/', import.meta.url)))
    const searchFr = files.filter((file) => /^parkade\.search-fr\.[\w-]{8}\.js$/.test(file))
    expect(searchFr).toHaveLength(1)
    expect(dist(searchFr[0]!)).toContain(fr.search.title)
    expect(dist(searchFr[0]!)).not.toContain(fr.common.loading)
    // Each element's code is a part next to parkade.js, in English only as well.
    // named for their content, so they can be cached for good.
    const parts = readdirSync(fileURLToPath(new URL('../dist/', import.meta.url))).filter((file) => /^parkade\.[\w-]+\.[\w-]{8}\.js$/.test(file))
    expect(parts.map((file) => file.split('.')[1]).sort()).toEqual(expect.arrayContaining(TAGS.map((tag) => tag.replace(/^parkade-/, '')).sort()))
    for (const part of parts) {
      // MapLibre's worker, carried as text in the map's part and run in its worker, keeps an eval
      // fallback for importScriptInWorkers, which Parkade never calls (and a CSP without
      // 'unsafe-eval' refuses): the map's part is checked without that one function.
      const code = part.startsWith('parkade.park-map-view.') ? dist(part).replace(/else globalThis\.eval\(\w+\)/, '') : dist(part)
      expect(code).not.toMatch(/\beval\s*\(|new Function\s*\(/)
      // Every part but a feature's French texts (parkade.search-fr…), which only a French page fetches.
      if (!/^parkade\.[\w-]+-fr\./.test(part)) expect(dist(part)).not.toContain(fr.search.title)
      // …and the same for English: a feature's English is a part of its own too (parkade.search-en…).
      if (!/^parkade\.[\w-]+-en\./.test(part)) expect(dist(part), part).not.toContain(en.search.placeholder)
    }
    expect(parts.filter((part) => dist(part).includes(en.wallet.redirecting)).map((part) => part.split('.')[1])).toEqual(['wallet-en'])
    expect(dist('loader.js')).toMatch(/^!function\(w,d,n,u,p,s\)/)
    // The built-in regions (SPEC §7's fallback when the states cannot be loaded) come with the
    // states' store, which no element reads: made on first use, with the code that reads it
    // (core's provideStoreMakers), it is in neither parkade.js nor any part, nor are its regions.
    expect(bundle).not.toContain('Akwa Ibom')
    expect(parts.filter((part) => dist(part).includes('Akwa Ibom'))).toEqual([])
    // Each feature's texts are one instance on the page (what was fetched, what failed): the module
    // that declares them (`featureTexts('park', () => …load('park-en')…)`) is in one file, parkade.js
    // or one part, never copied into two.
    const declared = new Map<string, string[]>()
    for (const file of ['parkade.js', ...parts]) {
      for (const [, prefix, english] of dist(file).matchAll(/\("([\w-]+)",\(\)=>__parkadeScript\.load\("([\w-]+-en)"\)/g)) {
        const key = `${prefix} ${english}`
        declared.set(key, [...(declared.get(key) ?? []), file])
      }
    }
    expect([...declared.keys()]).toEqual(expect.arrayContaining(['search search-en', 'park park-en', 'wallet wallet-en', 'checkout checkout-texts-en']))
    expect([...declared].filter(([, files]) => files.length > 1)).toEqual([])
  })

  test('a part that only one other part fetches reads the code the two share from that one, with no file of its own for it', () => {
    // parkade.js's table of the parts each part needs first: `keepFirst(scriptChunks().d, {…})`,
    // minified to `i(a().d,{…})`, an object literal of names and arrays of names.
    const table = /\w+\(\w+\(\)\.d,(\{[^}]*\})\)/.exec(dist('parkade.js'))?.[1]
    expect(table).toBeDefined()
    const d = runInNewContext(`(${table})`) as Record<string, string[]>
    const needs = (name: string) => d[name] ?? null
    // Stripe's adapter, fetched by the payments' part at a card payment, shares the script loader's state with it.
    expect(needs('create-stripe-payment')).toEqual(['load-payment-gateway'])
    // MapLibre's part, fetched by the map's, shares the map's style sheet helper with it.
    expect(needs('park-map-view')).toEqual(['park-search-map'])
    const files = readdirSync(fileURLToPath(new URL('../dist/', import.meta.url)))
    const sharedBy = (part: string) => (needs(part) ?? []).filter((name) => name.startsWith('shared-'))
    expect([...sharedBy('load-payment-gateway'), ...sharedBy('park-search-map')]).toEqual([])
    expect(files.filter((file) => /^parkade\.shared-/.test(file)).length).toBeGreaterThan(0)
  })

  test('registers every element and exposes window.Parkade', async ({ page }) => {
    await page.goto('/search.html')
    await page.waitForFunction(() => typeof window.Parkade === 'function' && 'destroy' in window.Parkade)
    const defined = await page.evaluate((tags) => tags.filter((tag) => customElements.get(tag)), TAGS)
    expect(defined).toEqual(TAGS)
    const api = await page.evaluate(() => Object.keys(window.Parkade ?? {}).sort())
    expect(api).toEqual(expect.arrayContaining(['destroy', 'init', 'mount', 'off', 'on', 'setSession', 'version']))
  })
})

test.describe('the page’s client and its stores', () => {
  /** What a host's script reads of the wallet's store through Parkade.init(): its status, or the error. */
  const walletStatus = (page: Page) =>
    page.evaluate(() => {
      const parkade = window.Parkade as unknown as { init(): { stores: { wallet: { getState(): { status: string } } } } }
      try {
        return parkade.init().stores.wallet.getState().status
      } catch (error) {
        return (error as Error).message
      }
    })

  test('a search page carries no wallet store and says so if a host reads it; a checkout brings it', async ({ page }) => {
    await page.goto('/search.html')
    await expect(new ParkSearchModel(page).viewButtons().first()).toBeVisible()
    expect(await walletStatus(page)).toBe('[parkade] client.stores.wallet comes with the components that show it: none has been shown on this page yet.')

    const park = await firstPark('Nigeria', 'Lagos')
    await page.goto(`/checkout.html#park=${park.slug}&country=NG`)
    await expect(page.locator('parkade-checkout').getByRole('heading', { name: /^Book parking at / })).toBeVisible()
    expect(await walletStatus(page)).toMatch(/^(idle|loading|success|error)$/)
  })
})

test.describe('<parkade-park-search> from parkade.js', () => {
  test('searches the sandbox API in a shadow root and tells the host which park was picked', async ({ page }) => {
    await page.goto('/search.html')
    const search = new ParkSearchModel(page)
    await expect(search.heading('Find parking')).toBeVisible()
    const first = search.viewButtons().first()
    await expect(first).toBeVisible()
    // Rendered inside the element's open shadow root, not in the page's DOM.
    expect(await page.evaluate(() => !!document.querySelector('#search')?.shadowRoot?.querySelector('form[role="search"]'))).toBe(true)
    expect(await page.evaluate(() => document.querySelectorAll('form').length)).toBe(0)

    const name = (await first.getAttribute('aria-label'))?.replace(/^View park: /, '')
    await first.click()
    await expect.poll(async () => (await recordedEvents(page)).filter((e) => e.type === 'parkade:park-selected')).toHaveLength(1)
    const events = await recordedEvents(page)
    const selected = events.find((e) => e.type === 'parkade:park-selected')!
    expect(selected).toMatchObject({ target: 'parkade-park-search', bubbles: true, composed: true })
    expect((selected.detail.park as { name: string }).name).toBe(name)
    expect(events.find((e) => e.type === 'parkade:ready')).toMatchObject({ target: 'parkade-park-search', detail: { widget: 'park-search' } })

    // Styles arrived as a constructable stylesheet: no <style> in the shadow root or the page.
    const styles = await page.evaluate(() => {
      const root = document.querySelector('#search')!.shadowRoot!
      return { adopted: root.adoptedStyleSheets.length, inline: root.querySelectorAll('style').length + document.querySelectorAll('style').length }
    })
    expect(styles).toEqual({ adopted: 1, inline: 0 })
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  // The element's code and its English texts are parts fetched when it first shows: either may fail.
  for (const { what, file } of [
    { what: 'its part', file: 'parkade\\.park-search\\.[\\w-]+\\.js' },
    { what: 'its English texts', file: 'parkade\\.search-en\\.[\\w-]+\\.js' },
    // …and when no texts at all can be fetched, the element says it in parkade.js's own English.
    { what: 'core’s English, parkade-en.js,', file: 'parkade-en\\.js' },
  ]) {
    test.describe(`when ${what} cannot be fetched`, () => {
      test.use({ allowedConsoleErrors: [[/Failed to load resource/, new RegExp(`could not load .*${file}`)], { scope: 'test' }] })

      test('the element says so in its place (never the texts’ keys), and Retry fetches it again', async ({ page }) => {
        let refuse = true
        await page.route(new RegExp(`/dist/${file}$`), (route) => (refuse ? route.abort('connectionrefused') : route.continue()))
        await page.goto('/search.html')
        const search = new ParkSearchModel(page)
        const alert = page.locator('#search').getByRole('alert')
        await expect(alert).toContainText('Unable to load the application. Please check your internet connection and try again.')
        await expect(page.locator('#search')).not.toContainText('search.title')
        await expect(page.locator('#search')).not.toContainText('common.retry')
        expect(await seriousA11yViolations(page)).toEqual([])

        refuse = false
        await alert.getByRole('button', { name: 'Retry' }).click()
        await expect(search.heading('Find parking')).toBeVisible()
        await expect(search.viewButtons().first()).toBeVisible()
        await expect(alert).toHaveCount(0)
        // Focus did not fall back to the page with the Retry button: it is in the search.
        expect(await page.evaluate(() => document.querySelector('#search')?.shadowRoot?.activeElement?.tagName)).toBe('INPUT')
      })
    })
  }

  test.describe('when another element’s English texts cannot be fetched', () => {
    test.use({ allowedConsoleErrors: [[/Failed to load resource/, /could not load .*parkade\.checkout-texts-en\.[\w-]+\.js/], { scope: 'test' }] })

    test('a search already shown stays, with what the driver typed', async ({ page }) => {
      await page.route(/\/dist\/parkade\.checkout-texts-en\.[\w-]+\.js$/, (route) => route.abort('connectionrefused'))
      await page.goto('/search.html')
      const search = new ParkSearchModel(page)
      await expect(search.viewButtons().first()).toBeVisible()
      const box = page.locator('#search').getByRole('combobox', { name: 'Place, park name or address' })
      await box.fill('Ikeja')
      // A checkout joins the page: its part arrives, its texts do not.
      const checkoutText = page.waitForRequest(/parkade\.checkout-texts-en\./)
      await page.evaluate(() => {
        const checkout = document.createElement('parkade-checkout')
        checkout.setAttribute('park-slug', 'lagos-airport-park')
        document.body.append(checkout)
      })
      await checkoutText
      // The search renders again (an attribute changed): still there, the query as typed.
      await page.locator('#search').evaluate((element) => element.setAttribute('theme', 'dark'))
      await expect(box).toHaveValue('Ikeja')
      await expect(page.locator('#search').getByRole('alert')).toHaveCount(0)
      await expect(page.locator('parkade-checkout').getByRole('alert')).toContainText('Unable to load the application')
    })
  })

  test('a changed attribute searches again', async ({ page }) => {
    await page.goto('/search.html')
    const search = new ParkSearchModel(page)
    await expect(search.viewButtons().first()).toBeVisible()
    await page.locator('#search').evaluate((el) => el.setAttribute('query', 'Abuja'))
    await expect(search.heading('Parking near Abuja')).toBeVisible()
  })

  test('French arrives on demand from parkade-fr.js, and only the search part, for a data-parkade search in Senegal', async ({ page }) => {
    const scripts: string[] = []
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
    })
    await page.goto('/french.html')
    const search = new ParkSearchModel(page, '[data-parkade="park-search"] parkade-park-search')
    await expect(search.heading(fr.search.title)).toBeVisible()
    await expect(search.viewButtons().first()).toBeVisible()
    // parkade.js first; then the French strings and the code of the one element on the page.
    const fetched = scripts.filter((s) => s.startsWith('/dist/'))
    expect(fetched[0]).toBe('/dist/parkade.js')
    const after = fetched.slice(1).map((path) => path.replace(/^\/dist\//, '').replace(/\.[\w-]{8}\.js$/, ''))
    // The search's own French texts come as parts of their own: core's texts of the search, and
    // its stay fields' (the stay's), not the whole checkout's. A park's words the search shows too
    // (its type, the vehicle type) are core's, so a park's detail's texts are not fetched.
    expect(after).toEqual(expect.arrayContaining(['parkade-fr.js', 'parkade.park-search', 'parkade.search-fr', 'parkade.stay-texts-fr']))
    expect(after).not.toContain('parkade.checkout-texts-fr')
    expect(after).not.toContain('parkade.park-fr')
    // Besides them, only code the search shares with other elements: no other element's part.
    const others = after.filter((file) => !['parkade-fr.js', 'parkade.park-search'].includes(file) && !file.endsWith('-fr'))
    expect(others.every((file) => file.startsWith('parkade.shared-'))).toBe(true)
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  for (const { language, path, title } of [
    { language: 'English', path: '/search.html', title: 'Find parking' },
    { language: 'French', path: '/french.html', title: fr.search.title },
  ]) {
    test(`a ${language} page fetches the search’s texts with its part, not after it, and none in the other language`, async ({ page }) => {
      const own = language === 'English' ? 'en' : 'fr'
      // The search's part takes 1.5 s to arrive: its texts are asked for meanwhile, not once it has run.
      let partArrived = Infinity
      await page.route(/\/dist\/parkade\.park-search\.[\w-]+\.js$/, async (route) => {
        const response = await route.fetch()
        await new Promise((resolve) => setTimeout(resolve, 1_500))
        partArrived = Date.now()
        await route.fulfill({ response })
      })
      const asked = new Map<string, number>()
      page.on('request', (request) => {
        const match = /\/dist\/parkade\.([\w-]+-(?:en|fr))\.[\w-]{8}\.js$/.exec(request.url())
        if (match) asked.set(match[1]!, Date.now())
      })
      await page.goto(path)
      const search = new ParkSearchModel(page, language === 'English' ? undefined : '[data-parkade="park-search"] parkade-park-search')
      await expect(search.heading(title)).toBeVisible()
      // The search's texts and its stay fields', in the page's language only: the words of a park
      // it shows (its type, the vehicle type) are core's, not a park's detail's texts.
      expect([...asked.keys()].sort()).toEqual(['search', 'stay-texts'].map((feature) => `${feature}-${own}`))
      for (const [texts, at] of asked) expect(at, texts).toBeLessThan(partArrived)
    })
  }

  test('a park’s page fetches the checkout’s code when Book is pressed, not before, and the checkout opens in its place', async ({ page }) => {
    const park = await firstPark('Nigeria', 'Lagos')
    const scripts: { path: string; body: string }[] = []
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ path: new URL(response.url()).pathname, body: await response.text() })
    })
    await page.goto(`/park.html#park=${park.slug}`)
    const detail = page.locator('parkade-park-detail')
    await expect(detail.getByRole('heading', { name: park.name })).toBeVisible()
    await page.waitForLoadState('networkidle')
    // The checkout's code (its hook names the Idempotency-Key of the booking it creates) is nowhere yet.
    const checkoutCode = (body: string) => body.includes('parkade.checkout') || body.includes('"checkout.title"') || /\bidempotencyKey\b/.test(body)
    const before = scripts.filter((script) => script.path.startsWith('/dist/parkade.'))
    expect(before.map((script) => script.path).filter((path) => /^\/dist\/parkade\.checkout\./.test(path))).toEqual([])
    expect(before.filter((script) => script.path !== '/dist/parkade.js' && checkoutCode(script.body)).map((script) => script.path)).toEqual([])
    await detail.getByRole('button', { name: /^Book/ }).click()
    await expect(detail.getByRole('heading', { name: /^Book parking at / })).toBeVisible()
    expect(scripts.some((script) => /^\/dist\/parkade\.checkout\./.test(script.path))).toBe(true)
    // The button pressed is gone: the focus is on Back, and back on the park's heading after it.
    await expect(detail.getByRole('button', { name: 'Back' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(detail.getByRole('heading', { name: park.name })).toBeFocused()
    expect(await seriousA11yViolations(page)).toEqual([])
  })

  test.describe('when the checkout’s part cannot be fetched at Book', () => {
    test.use({ allowedConsoleErrors: [[/Failed to load resource/, /could not load .*parkade\.checkout\.[\w-]+\.js/], { scope: 'test' }] })

    test('the park’s page says so in the checkout’s place, and Retry brings the checkout with the focus in it', async ({ page }) => {
      const park = await firstPark('Nigeria', 'Lagos')
      let refuse = true
      await page.route(/\/dist\/parkade\.checkout\.[\w-]+\.js$/, (route) => (refuse ? route.abort('connectionrefused') : route.continue()))
      await page.goto(`/park.html#park=${park.slug}`)
      const detail = page.locator('parkade-park-detail')
      await detail.getByRole('button', { name: /^Book/ }).click()
      const alert = detail.getByRole('alert')
      await expect(alert).toContainText('Unable to load the application. Please check your internet connection and try again.')
      await expect(detail.getByRole('button', { name: 'Back' })).toBeVisible()
      refuse = false
      await alert.getByRole('button', { name: 'Retry' }).click()
      await expect(detail.getByRole('heading', { name: /^Book parking at / })).toBeVisible()
      // In the checkout, once its first control is there, not on Back.
      await expect.poll(() => page.evaluate(() => Boolean(document.querySelector('parkade-park-detail')?.shadowRoot?.activeElement?.closest('.parkade-checkout')))).toBe(true)
      expect(await seriousA11yViolations(page)).toEqual([])
    })
  })

  test('an English page fetches no French: neither parkade-fr.js nor a component’s French texts', async ({ page }) => {
    const scripts: Promise<{ path: string; body: string }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ path: new URL(response.url()).pathname, body })))
    })
    await page.goto('/search.html')
    const search = new ParkSearchModel(page)
    await expect(search.heading('Find parking')).toBeVisible()
    await expect(search.viewButtons().first()).toBeVisible()
    const fetched = await Promise.all(scripts)
    expect(fetched.map((script) => script.path)).toEqual(expect.arrayContaining(['/dist/parkade.js']))
    expect(fetched.filter((script) => /parkade-fr\.js|-fr\.[\w-]{8}\.js$/.test(script.path))).toEqual([])
    // The search's stay fields use the checkout's texts: their French came along once.
    expect(fetched.filter((script) => /Réserver|Se connecter/.test(script.body)).map((script) => script.path)).toEqual([])
  })

  test('a French page fetches no English: neither parkade-en.js nor a component’s English texts', async ({ page }) => {
    const scripts: Promise<{ path: string; body: string }>[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().then((body) => ({ path: new URL(response.url()).pathname, body })))
    })
    await page.goto('/french.html')
    const search = new ParkSearchModel(page, '[data-parkade="park-search"] parkade-park-search')
    await expect(search.heading(fr.search.title)).toBeVisible()
    await expect(search.viewButtons().first()).toBeVisible()
    const fetched = await Promise.all(scripts)
    expect(fetched.map((script) => script.path)).toEqual(expect.arrayContaining(['/dist/parkade.js', '/dist/parkade-fr.js']))
    expect(fetched.filter((script) => /parkade-en\.js|-en\.[\w-]{8}\.js$/.test(script.path))).toEqual([])
    // No sentence of core's English but parkade.js's own, for when no texts can be fetched at all.
    expect(fetched.flatMap((script) => coreEnglish.filter((text) => script.body.includes(text)))).toEqual([unavailableTextsEn.body])
  })

  test.describe('when parkade-fr.js cannot be fetched', () => {
    test.use({ allowedConsoleErrors: [[/Failed to load resource/, /could not load .*parkade-fr\.js/], { scope: 'test' }] })

    test('a French page shows the search with core’s English, never its keys', async ({ page }) => {
      await page.route('**/dist/parkade-fr.js', (route) => route.abort('connectionrefused'))
      await page.goto('/french.html')
      const search = new ParkSearchModel(page, '[data-parkade="park-search"] parkade-park-search')
      await expect(search.viewButtons().first()).toBeVisible()
      // The search's own texts are a French part of their own, which arrived; core's, English.
      await expect(search.heading(fr.search.title)).toBeVisible()
      expect(await search.host.evaluate((element) => element.shadowRoot?.textContent ?? '')).not.toMatch(/\b(common|search|screens|errors)\.[a-z]/)
    })
  })

  test('on a slow network, a French page never shows English while parkade-fr.js is on its way', async ({ page }) => {
    // parkade-fr.js arrives 1.5 s after it is asked for, as on a slow phone connection.
    await page.route('**/dist/parkade-fr.js', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      await route.continue()
    })
    // Every text the element shows, sampled until the search is there, and whether a busy loading
    // line stood in for it meanwhile.
    await page.addInitScript(() => {
      const seen: string[] = []
      const state = { seenTexts: seen, busy: false }
      ;(window as unknown as { firstPaint: typeof state }).firstPaint = state
      const sample = () => {
        const root = document.querySelector('parkade-park-search')?.shadowRoot
        const text = root?.textContent?.trim()
        if (text && seen[seen.length - 1] !== text) seen.push(text)
        if (root?.querySelector('[role="status"][aria-busy="true"] .pk-spinner')) state.busy = true
        requestAnimationFrame(sample)
      }
      requestAnimationFrame(sample)
    })
    await page.goto('/french.html')
    const search = new ParkSearchModel(page, '[data-parkade="park-search"] parkade-park-search')
    await expect(search.viewButtons().first()).toBeVisible()
    const { seenTexts: seen, busy } = await page.evaluate(() => (window as unknown as { firstPaint: { seenTexts: string[]; busy: boolean } }).firstPaint)
    // parkade.js carries no French: until parkade-fr.js is here the element shows a busy spinner, with no words.
    expect(busy).toBe(true)
    for (const english of ['Loading…', 'Search', 'Parking near']) expect(seen.filter((text) => text.includes(english)), english).toEqual([])
  })
})

test.describe('the loader snippet', () => {
  test('queues calls until parkade.js arrives, then runs them in order', async ({ page }) => {
    // As on a slow network: parkade.js arrives after the page has made its calls (a small,
    // cached parkade.js may otherwise run before the next script of the page).
    await page.route('**/dist/parkade.js', async (route) => {
      await expect.poll(() => page.evaluate(() => 'queuedBeforeBundle' in window)).toBe(true)
      await route.continue()
    })
    await page.goto('/loader.html')
    const search = new ParkSearchModel(page, '#slot parkade-park-search')
    await expect(search.heading('Parking near Ikeja')).toBeVisible()
    expect(await page.evaluate(() => (window as unknown as { queuedBeforeBundle: boolean }).queuedBeforeBundle)).toBe(true)
    await expect.poll(() => page.evaluate(() => (window as unknown as { heardOnce: string[] }).heardOnce)).toEqual(['park-search'])
    expect(await page.locator('script[src$="parkade.js"]').count()).toBe(1)
  })
})

test.describe('under a strict CSP: the loader as a file, then an init file (the guide’s recipe)', () => {
  test('the init file starts with the queue line the code exports', () => {
    const init = readFileSync(fileURLToPath(new URL('pages/parkade-init.js', import.meta.url)), 'utf8')
    expect(init.split('\n')[0]).toBe(QUEUE_SNIPPET)
  })

  for (const mode of ['async', 'defer'] as const) {
    test(`loader.js ${mode}: the init file's calls run, every time`, async ({ page }) => {
      // The loader arrives late, as on a slow network: the init file runs first.
      await page.route('**/dist/loader.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300))
        await route.continue()
      })
      for (let i = 0; i < 3; i++) {
        await page.goto(`/csp-${mode}.html`)
        await expect(new ParkSearchModel(page, '#slot parkade-park-search').heading('Parking near Ikeja')).toBeVisible()
        await expect.poll(() => page.evaluate(() => (window as unknown as { heardReady: string[] }).heardReady)).toEqual(['park-search'])
        expect(await page.locator('script[src$="parkade.js"]').count()).toBe(1)
      }
    })
  }
})

