import { siteOrigin } from '../playwright.config.ts'
import { apiBase, expect, test } from './fixtures.ts'

// The production server of the site and the API send the headers that keep a page from being
// framed (clickjacking), its files from being sniffed into script, and its addresses from
// leaking to other origins; the site's CSP runs no script it does not name.

test('the site sends CSP, frame-ancestors, nosniff and a referrer policy with every page and file', async () => {
  const html = await (await fetch(`${siteOrigin}/`)).text()
  const script = /"(\/assets\/index-[\w-]+\.js)"/.exec(html)?.[1]
  expect(script).toBeTruthy()
  // A page rendered on the server, an unknown park (404), a private page's frame, a file, the icon.
  for (const [path, status] of [['/', 200], ['/park/some-park', 404], ['/wallet', 200], [script!, 200], ['/favicon.svg', 200]] as const) {
    const answer = await fetch(`${siteOrigin}${path}`)
    expect(answer.status, path).toBe(status)
    const csp = answer.headers.get('content-security-policy') ?? ''
    expect(csp, path).toContain("frame-ancestors 'none'")
    expect(csp, path).toMatch(/script-src 'self'/)
    expect(csp, path).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/)
    expect(csp, path).toContain("object-src 'none'")
    expect(csp, path).toContain("base-uri 'self'")
    expect(csp, path).toContain(new URL(apiBase).origin)
    expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff')
    expect(answer.headers.get('x-frame-options'), path).toBe('DENY')
    expect(answer.headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin')
  }
})

test.describe('what the CSP refuses', () => {
  // The refusals these tests cause on purpose are logged by Chromium.
  test.use({ allowedConsoleErrors: /^(Executing inline script violates|Framing '[^']+' violates the following Content Security Policy directive: "frame-ancestors 'none'")/ })

  test('under its CSP the site runs, and an injected inline script does not', async ({ page }) => {
    const violations: string[] = []
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
    })
    await page.goto('/search?q=Lagos')
    await expect(page.locator('.parkade-park-search').getByRole('listitem').first()).toBeVisible()
    expect(violations).toEqual([])
    // What an injection would try: the browser refuses it.
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.__injected = 1'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as unknown as { __injected?: number }).__injected ?? null
    })
    expect(ran).toBeNull()
  })

  test('a page of the site cannot be framed by another origin', async ({ page }) => {
    await page.setContent(`<iframe src="${siteOrigin}/" title="framed"></iframe>`)
    await page.waitForTimeout(1000)
    const frame = page.frames().find((f) => f.url().startsWith(siteOrigin))
    const framedHeading = frame ? await frame.locator('h1').count().catch(() => 0) : 0
    expect(framedHeading).toBe(0)
  })
})

test('the API sends nosniff, frame-ancestors and no referrer', async () => {
  for (const path of ['/health', '/parks/front/parks/?q=Lagos', '/docs/']) {
    const answer = await fetch(`${apiBase}${path}`)
    expect(answer.headers.get('x-content-type-options'), path).toBe('nosniff')
    expect(answer.headers.get('content-security-policy') ?? '', path).toContain("frame-ancestors 'none'")
    expect(answer.headers.get('referrer-policy'), path).toBeTruthy()
  }
})
