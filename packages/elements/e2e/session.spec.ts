import { readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { apiBase, expect, test } from './fixtures.ts'

// A partner page shares its origin's storage with the partner's own code: what the SDK keeps
// there is under its own `parkade` prefix, corrupt values of it are cleaned at start-up without
// touching the partner's keys, and signing out leaves no credential behind.

/** Every stored key and value of both storage areas. */
function storedEverything(page: Page) {
  return page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }))
}

async function registerDriver() {
  const email = `partner-${Date.now()}-${Math.round(Math.random() * 1e6)}@example.com`
  const password = 'parkade-pass-3'
  const answer = await fetch(`${apiBase}/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, first_name: 'Ada', last_name: 'Obi' }),
  })
  expect(answer.status).toBe(201)
  return { email, password }
}

test('corrupt Parkade values are cleaned at start-up; the partner’s own keys are left as they were', async ({ page }) => {
  await page.addInitScript(() => {
    if (sessionStorage.getItem('partner:seeded')) return
    sessionStorage.setItem('partner:seeded', '1')
    for (const [key, value] of Object.entries({
      'parkade:profile': 'undefined',
      'parkade:countries': '{broken',
      'parkade:states': 'null',
      'parkade:selectedCountry': '[object Object]',
      'parkade:user': 'undefined',
      'parkade:email': '{"a":',
    })) {
      localStorage.setItem(key, value)
    }
    // The partner's own data, some of it with names a careless SDK could take for its own.
    localStorage.setItem('token', 'partner-own-session')
    localStorage.setItem('profile', 'undefined')
    localStorage.setItem('partner:cart', '{"items":[1,2]}')
  })
  await page.goto('/session.html')
  await expect(page.locator('parkade-park-search').getByRole('button', { name: /^View park:/ }).first()).toBeVisible()
  const { local } = await storedEverything(page)
  for (const key of ['parkade:profile', 'parkade:countries', 'parkade:states', 'parkade:user', 'parkade:email', 'parkade:selectedCountry']) {
    if (local[key] !== undefined) expect(JSON.parse(local[key]), key).not.toBeNull()
  }
  expect(local.token).toBe('partner-own-session')
  expect(local.profile).toBe('undefined')
  expect(local['partner:cart']).toBe('{"items":[1,2]}')
})

test('the session is stored under the parkade prefix only, and signing out removes it', async ({ page }) => {
  const driver = await registerDriver()
  await page.goto('/session.html')
  const login = page.locator('parkade-login')
  const before = await storedEverything(page)
  await login.getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
  await dialog.getByLabel('Password', { exact: true }).fill(driver.password)
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(login.getByRole('button', { name: 'Log out' })).toBeVisible()

  const signedIn = await storedEverything(page)
  const added = [...Object.keys(signedIn.local), ...Object.keys(signedIn.session)].filter((key) => !(key in before.local) && !(key in before.session))
  expect(added.length).toBeGreaterThan(0)
  for (const key of added) expect(key, 'a key the SDK added').toMatch(/^parkade[:-]/)
  const withToken = Object.entries({ ...signedIn.local, ...signedIn.session }).filter(([, value]) => value.includes('.') && /^ey/.test(value))
  expect(withToken.map(([key]) => key)).toEqual(['parkade:token'])
  const token = withToken[0]![1]

  await login.getByRole('button', { name: 'Log out' }).click()
  await expect(login.getByRole('button', { name: 'Log in' })).toBeVisible()
  const after = await storedEverything(page)
  const everything = JSON.stringify(after)
  expect(everything).not.toContain(token)
  expect(everything).not.toContain(driver.email)
  for (const key of ['parkade:token', 'parkade:profile', 'parkade:user', 'parkade:vehicles']) {
    expect(after.local[key], key).toBeUndefined()
    expect(after.session[key], key).toBeUndefined()
  }
  // After a reload the page is still signed out.
  await page.reload()
  await expect(login.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('with storage: null (the guide’s security model), the session stays in memory: nothing in web storage, gone on reload', async ({ page }) => {
  const driver = await registerDriver()
  await page.goto('/checkout.html#country=NG&memory')
  const login = page.locator('parkade-login')
  await login.getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog')
  await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
  await dialog.getByLabel('Password', { exact: true }).fill(driver.password)
  await dialog.getByRole('checkbox', { name: 'Remember me' }).check()
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(login.getByRole('button', { name: 'Log out' })).toBeVisible()
  const stored = await storedEverything(page)
  expect(Object.keys({ ...stored.local, ...stored.session }).filter((key) => key.startsWith('parkade:'))).toEqual([])
  expect(JSON.stringify(stored)).not.toMatch(/"ey[\w-]+\.[\w-]+\./)
  await page.reload()
  await expect(login.getByRole('button', { name: 'Log in' })).toBeVisible()
})

test('the guide’s security model gives the token lifetime the API answers with', async () => {
  const guide = readFileSync(fileURLToPath(new URL('../README.md', import.meta.url)), 'utf8')
  const section = guide.slice(guide.indexOf('## Security model'), guide.indexOf('## Events'))
  const days = Number(/valid for \*\*(\d+) days\*\*/.exec(section)?.[1])
  const driver = await registerDriver()
  const answer = await fetch(`${apiBase}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ identifier: driver.email, password: driver.password }) })
  const { expires_in: expiresIn } = (await answer.json()) as { expires_in: number }
  expect(expiresIn).toBe(days * 24 * 60 * 60)
  for (const topic of ['Authorization', 'sessionStorage', 'localStorage', 'Parkade.setSession(token)', '<ParkadeProvider token>', 'storage: null']) expect(section).toContain(topic)
})

