import type { Page } from '@playwright/test'
import { registerDriverAt } from '../../../playwright.shared.ts'
import { apiBase, expect, test } from './fixtures.ts'

type Entries = Record<string, string>

/** Every key and value of both storage areas, prefixed with the area's name. */
function storageEntries(page: Page): Promise<Entries> {
  return page.evaluate(() => {
    const entries: Record<string, string> = {}
    for (const [area, storage] of [['local', localStorage], ['session', sessionStorage]] as const) {
      for (let i = 0; i < storage.length; i++) {
        const key = storage.key(i)!
        entries[`${area}:${key}`] = storage.getItem(key)!
      }
    }
    return entries
  })
}

// A partner's page keeps its own storage: Parkade writes only under its 'parkade:' namespace,
// cleans only its own corrupt values, and takes its token away on logout.
test.describe('browser storage on a partner page', () => {
  test.beforeEach(async ({ page }) => {
    // Once per tab, as if left by an earlier visit: the host's keys and Parkade's corrupt ones.
    await page.addInitScript(() => {
      if (sessionStorage.getItem('e2e:seeded')) return
      sessionStorage.setItem('e2e:seeded', '1')
      localStorage.setItem('token', 'the-host-token')
      localStorage.setItem('profile', '{"host": true')
      localStorage.setItem('parkade:profile', 'undefined')
      localStorage.setItem('parkade:countries', '{"broken":')
      localStorage.setItem('parkade:user', 'null')
    })
  })

  test('corrupt Parkade values are cleaned at start-up and the host keys are left alone', async ({ page }) => {
    await page.goto('/spa.html')
    await page.getByRole('button', { name: 'Account' }).click()
    await expect(page.locator('parkade-login').getByRole('button', { name: 'Log in' })).toBeVisible()
    const entries = await storageEntries(page)
    expect(entries['local:parkade:profile']).toBeUndefined()
    expect(entries['local:parkade:countries']).toBeUndefined()
    expect(entries['local:parkade:user']).toBeUndefined()
    expect(entries['local:token']).toBe('the-host-token')
    expect(entries['local:profile']).toBe('{"host": true')
  })

  test('the session is stored under the parkade namespace only and cleared on logout', async ({ page }) => {
    const driver = await registerDriverAt(apiBase)
    await page.goto('/spa.html')
    await page.getByRole('button', { name: 'Account' }).click()
    const login = page.locator('parkade-login')
    await login.getByRole('button', { name: 'Log in' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
    await dialog.getByLabel('Password', { exact: true }).fill(driver.password)
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(login.getByRole('button', { name: 'Log out' })).toBeVisible()

    // The API issues a new token per login: find it by where Parkade put it.
    const signedIn = await storageEntries(page)
    const written = Object.keys(signedIn).filter((key) => !key.endsWith(':e2e:seeded') && !['local:token', 'local:profile'].includes(key))
    expect(written.length).toBeGreaterThan(0)
    for (const key of written) expect(key, 'every key Parkade writes is namespaced').toMatch(/^(local|session):parkade:/)
    const tokenKeys = written.filter((key) => key.endsWith(':parkade:token'))
    expect(tokenKeys).toHaveLength(1)
    const token = signedIn[tokenKeys[0]!]!
    expect(token.length).toBeGreaterThan(20)
    expect(signedIn['local:token']).toBe('the-host-token')

    await login.getByRole('button', { name: 'Log out' }).click()
    await expect(login.getByRole('button', { name: 'Log in' })).toBeVisible()
    const signedOut = await storageEntries(page)
    expect(Object.entries(signedOut).filter(([, value]) => value.includes(token)), 'the token is gone from storage').toEqual([])
    expect(Object.keys(signedOut).filter((key) => /:parkade:(token|user|profile|email)$/.test(key))).toEqual([])
    expect(signedOut['local:token']).toBe('the-host-token')

    // A reload does not sign the driver back in.
    await page.reload()
    await page.getByRole('button', { name: 'Account' }).click()
    await expect(page.locator('parkade-login').getByRole('button', { name: 'Log in' })).toBeVisible()
  })
})
