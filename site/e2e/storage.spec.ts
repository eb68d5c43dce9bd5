import { expect, test } from './fixtures.ts'

// SPEC §5: corrupt values ('undefined', 'null', broken JSON) of the stored keys are removed at
// start-up; values of the right syntax but a foreign shape (another app's, an old version's, a
// tampered one) must not break the site either. Other apps' keys on the origin are left alone.

const CORRUPT: Record<string, string> = {
  'parkade:profile': 'undefined',
  'parkade:countries': '{broken',
  'parkade:states': 'null',
  'parkade:selectedCountry': '[object Object]',
  'parkade:user': 'undefined',
  'parkade:email': '{"a":',
}
const FOREIGN: Record<string, string> = {
  'parkade:profile': '42',
  'parkade:countries': '{"not":"a list"}',
  'parkade:states': '"Lagos"',
  'parkade:selectedCountry': '"ZZ"',
  'parkade:user': '[1,2,3]',
  'parkade:email': '{"email":{"nested":true}}',
  'parkade:vehicles': '"none"',
  'parkade:language': 'xx-<script>',
  'parkade:userLanguagePreference': '{"lang":"fr"}',
  'parkade:token': 'not-a-token',
}
const SESSION: Record<string, string> = {
  'parkade:social_redirect': 'https://evil.example/steal',
  'parkade:social_login_success': '{"yes":',
}

test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 401/ })

for (const [name, values] of [['corrupt', CORRUPT], ['foreign', FOREIGN]] as const) {
  test(`${name} stored values: the site starts, signed out, in English, and keeps other apps' keys`, async ({ page }) => {
    await page.addInitScript(
      ([local, session]) => {
        if (sessionStorage.getItem('e2e:seeded')) return
        sessionStorage.setItem('e2e:seeded', '1')
        for (const [key, value] of Object.entries(local)) localStorage.setItem(key, value)
        for (const [key, value] of Object.entries(session)) sessionStorage.setItem(key, value)
        localStorage.setItem('other-app:settings', '{broken but not ours')
      },
      [values, SESSION] as const,
    )
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1, name: 'Parking, booked before you arrive' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
    // The server's page shows "Log in" before its code runs: read the storage once the code has answered the stored token.
    await page.waitForFunction(() => (window as { parkadeLive?: boolean }).parkadeLive === true)
    await expect.poll(() => page.evaluate(() => localStorage.getItem('parkade:token'))).toBeNull()
    const after = await page.evaluate(() => ({ ...localStorage }))
    // Every corrupt value is gone, or was written again with a real one (the detected country).
    for (const key of Object.keys(CORRUPT)) {
      if (after[key] !== undefined) expect(JSON.parse(after[key]), key).not.toBeNull()
    }
    // A token the API refuses is dropped, not sent again and again.
    expect(after['parkade:token']).toBeUndefined()
    expect(after['other-app:settings']).toBe('{broken but not ours')
    // A tampered redirect marker sends nobody anywhere.
    expect(new URL(page.url()).origin).toBe(new URL(test.info().project.use.baseURL!).origin)
    // The site still works: a search answers.
    await page.getByRole('combobox', { name: 'Where do you need to park?' }).fill('Lagos')
    await page.getByRole('combobox', { name: 'Where do you need to park?' }).press('Enter')
    await expect(page.locator('.parkade-park-search').getByRole('listitem').first()).toBeVisible()
  })
}
