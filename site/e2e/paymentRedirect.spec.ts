import type { Page } from '@playwright/test'
import { apiBase, expect, registerDriver, signInWithToken, test } from './fixtures.ts'

// A payment sends the driver only to a provider's page (or the sandbox's stand-in on the API):
// an answer naming another origin — a tampered response, a compromised server — is refused, and
// the driver stays on the site with a message instead of landing on a look-alike page. The
// provider's script is blocked, so the top-up falls back to the redirect (SPEC §8: 'Failed to
// load payment script', fallback used) — the path that follows the server's URL.

test.use({ allowedConsoleErrors: /Failed to load resource|Failed to load payment script|\[parkade\]/ })

/** Blocks the provider scripts the API points at, as a content blocker or a dead CDN would. */
async function blockProviderScripts(page: Page) {
  await page.route(
    (url) => url.origin === new URL(apiBase).origin && url.pathname.endsWith('.js'),
    (route) => route.abort('blockedbyclient'),
  )
}

for (const elsewhere of ['https://evil.example/checkout/PKD_1', 'javascript:alert(document.domain)']) {
  test(`a wallet top-up whose payment page is ${elsewhere.split(':')[0]}:… elsewhere is refused`, async ({ page, context }) => {
    const driver = await registerDriver()
    await signInWithToken(page, driver.token)
    await blockProviderScripts(page)
    let tampered = 0
    await page.route(`${apiBase}/wallet/add-funds`, async (route) => {
      const response = await route.fetch()
      const body = (await response.json()) as { data: { payment_info: Record<string, unknown> } }
      tampered++
      await route.fulfill({ response, json: { ...body, data: { ...body.data, payment_info: { authorization_url: elsewhere } } } })
    })
    const left: string[] = []
    context.on('request', (request) => {
      if (!request.url().startsWith('http://127.0.0.1')) left.push(request.url())
    })
    page.on('popup', (popup) => left.push(popup.url()))
    await page.goto('/wallet')
    await page.getByRole('textbox', { name: 'Amount (NGN)' }).fill('5000')
    await page.getByRole('button', { name: 'Add funds' }).click()
    await expect(page.getByText('The payment page could not be opened. Please try again.')).toBeVisible()
    expect(tampered).toBe(1)
    expect(new URL(page.url()).pathname).toBe('/wallet')
    expect(left.filter((url) => url.includes('evil.example') || url.startsWith('javascript:'))).toEqual([])
  })
}

test('the sandbox provider page on the API origin is still allowed', async ({ page }) => {
  const driver = await registerDriver()
  await signInWithToken(page, driver.token)
  await blockProviderScripts(page)
  await page.goto('/wallet')
  await page.getByRole('textbox', { name: 'Amount (NGN)' }).fill('5000')
  await page.getByRole('button', { name: 'Add funds' }).click()
  await page.waitForURL(/\/sandbox\/paystack\/checkout\//)
})
