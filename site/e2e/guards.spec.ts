import { expect, registerDriver, seriousA11yViolations, test } from './fixtures.ts'

// SPEC §2 account routes: without a token the driver goes home, except /bookings and /wallet,
// which ask to log in; 'Login to Continue' opens the login dialog.

for (const path of ['/profile', '/booking-details/PK-ABC234', '/wallet/callback', '/add-vehicle']) {
  test(`${path} without a token redirects to the home page`, async ({ page }) => {
    await page.goto(path)
    await expect(page).toHaveURL(/\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Parking, booked before you arrive' })).toBeVisible()
  })
}

for (const path of ['/bookings', '/wallet']) {
  test(`${path} without a token asks to log in, and the login dialog signs the driver in there`, async ({ page }) => {
    const driver = await registerDriver()
    await page.goto(path)
    await expect(page.getByText('Please login to view your account')).toBeVisible()
    await page.getByRole('button', { name: 'Login to Continue' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await expect(dialog).toBeVisible()
    expect(await seriousA11yViolations(page)).toEqual([])
    await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
    await dialog.getByLabel('Password', { exact: true }).fill(driver.password)
    await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(page).toHaveURL(new RegExp(`${path}$`))
    await expect(page.getByText('Please login to view your account')).toHaveCount(0)
    // SPEC §9: the welcome back toast, top-centre.
    await expect(page.locator('.site-toasts[data-position="top-center"]')).toContainText('Welcome back, Test!')
    // Signed in, the header has the profile menu instead of Log in.
    await expect(page.getByRole('button', { name: /Test, Account menu/ })).toBeVisible()
  })
}

test('the profile menu leads to the account pages, and Logout signs out, goes home and reloads', async ({ page }) => {
  const driver = await registerDriver()
  await page.goto('/')
  await page.getByRole('button', { name: 'Log in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
  await dialog.getByLabel('Password', { exact: true }).fill(driver.password)
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(dialog).toBeHidden()

  const menuButton = page.getByRole('button', { name: /Test, Account menu/ })
  await menuButton.focus()
  await page.keyboard.press('ArrowDown')
  const menu = page.getByRole('menu', { name: 'Account menu' })
  await expect(menu.getByRole('menuitem', { name: 'My Bookings' })).toBeFocused()
  await page.keyboard.press('ArrowDown')
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem', { name: 'Profile' })).toBeFocused()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/profile$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()
  await expect(page.getByText(driver.email)).toBeVisible()

  await menuButton.click()
  const reloaded = page.waitForEvent('load')
  await menu.getByRole('menuitem', { name: 'Logout' }).click()
  await reloaded
  await expect(page).toHaveURL(/\/$/)
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible()
  expect(await page.evaluate(() => [localStorage.getItem('parkade:token'), localStorage.getItem('parkade:profile')])).toEqual([null, null])
  await page.goto('/profile')
  await expect(page).toHaveURL(/\/$/)
})
