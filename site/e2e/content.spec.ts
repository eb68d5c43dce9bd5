import type { Page } from '@playwright/test'
import type { BlogPost, Page as ListPage } from '@parkade/core'
import { apiBase, expect, holdScripts, openInApp, payInPaystackPopup, registerDriver, seriousA11yViolations, signInWithToken, test } from './fixtures.ts'

// The forms of the content pages (contact, demo request, private event, vehicle documents), the
// blog's fallbacks and sanitising, the plans and parking-type lists, and an event booking, against
// the sandbox API in Chromium.

async function firstPost(lang: 'en' | 'fr'): Promise<BlogPost> {
  const answer = (await (await fetch(`${apiBase}/blog/posts?lang=${lang}`)).json()) as ListPage<BlogPost>
  if (!answer.items[0]) throw new Error('no blog post')
  return answer.items[0]
}

const field = (page: Page, name: string | RegExp) => page.getByRole('textbox', { name })

test.describe('the contact form', () => {
  test('says what is wrong, keeps the focus on it, then sends a good message and confirms it', async ({ page }) => {
    await page.goto('/help')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('alert')).toHaveText('Please correct the fields below.')
    await expect(field(page, /^Full name/)).toBeFocused()
    await expect(field(page, /^Full name/)).toHaveAccessibleDescription('This field is required!')
    await expect(page.getByRole('combobox', { name: /^Subject/ })).toHaveAccessibleDescription('This field is required!')

    await field(page, /^Full name/).fill('Aisha Bello')
    await field(page, /^Email address/).fill('aisha@example')
    await field(page, /^Message/).fill('Too short')
    await expect(field(page, /^Email address/)).toHaveAccessibleDescription('Please enter a valid email')
    await expect(field(page, /^Message/)).toHaveAccessibleDescription('Please write at least 10 characters.')
    expect(await seriousA11yViolations(page)).toEqual([])

    await field(page, /^Email address/).fill('aisha@example.com')
    await page.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'A booking' })
    await field(page, /^Message/).fill('My booking PK-123 at Ikeja shows the wrong end time.')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Received' })).toContainText('Thank you for your message. We will get back to you soon.')
    await expect(page.getByRole('status').filter({ hasText: 'Received' })).toBeFocused()
  })

  test.describe(() => {
    test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 400/ })
    test('shows the API’s refusal and keeps what was typed', async ({ page }) => {
    await page.route(`${apiBase}/contact`, (route) => route.fulfill({ status: 400, json: { detail: 'email: must match format "email"' } }))
    await page.goto('/help')
    await page.waitForFunction(() => (window as { parkadeLive?: boolean }).parkadeLive === true)
    await field(page, /^Full name/).fill('Aisha Bello')
    await field(page, /^Email address/).fill('aisha@example.com')
    await page.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'Press' })
    await field(page, /^Message/).fill('A question for your press team.')
    await page.getByRole('button', { name: 'Send' }).click()
    await expect(page.getByRole('alert')).toHaveText('email: must match format "email"')
    await expect(field(page, /^Message/)).toHaveValue('A question for your press team.')
    })

    test('keeps what was typed and sent on the server’s page before its code arrived', async ({ page }) => {
      await page.route(`${apiBase}/contact`, (route) => route.fulfill({ status: 400, json: { detail: 'email: must match format "email"' } }))
      // The application's code is held until the visitor has filled the form and pressed Send.
      const release = await holdScripts(page, /\/assets\/App-[^/]+\.js$/)
      await page.goto('/help')
      await field(page, /^Full name/).fill('Aisha Bello')
      await field(page, /^Email address/).fill('aisha@example.com')
      await page.getByRole('combobox', { name: /^Subject/ }).selectOption({ label: 'Press' })
      await field(page, /^Message/).fill('A question for your press team.')
      await page.getByRole('button', { name: 'Send' }).click()
      expect(await page.evaluate(() => (window as { parkadeLive?: boolean }).parkadeLive ?? false)).toBe(false)
      release()
      await expect(page.getByRole('alert')).toHaveText('email: must match format "email"')
      await expect(field(page, /^Full name/)).toHaveValue('Aisha Bello')
      await expect(page.getByRole('combobox', { name: /^Subject/ })).toHaveValue('press')
      await expect(field(page, /^Message/)).toHaveValue('A question for your press team.')
    })
  })
})

test.describe('the demo request', () => {
  test.use({ detectedCountry: 'SN' })

  test('refuses bad input with clear messages, in French, then stores a good request and confirms it', async ({ page }) => {
    await page.goto('/book-demo')
    await expect(page.getByRole('heading', { level: 1, name: 'Demander une démo' })).toBeVisible()
    await page.getByRole('button', { name: 'Demander une démonstration' }).click()
    await expect(field(page, /^Nom complet/)).toBeFocused()
    await expect(field(page, /^Entreprise ou organisation/)).toHaveAccessibleDescription('Ce champ est obligatoire\u202f!')
    // The selected country is filled in.
    await expect(page.getByRole('combobox', { name: /^Pays/ })).toHaveValue('SN')

    await field(page, /^Nom complet/).fill('Moussa Diop')
    await field(page, /^Adresse e-mail/).fill('moussa@example.sn')
    await field(page, /^Entreprise ou organisation/).fill('Parking du Plateau')
    await field(page, /^Numéro de téléphone/).fill('not a phone')
    await field(page, /^Nombre de places/).fill('-3')
    await page.getByRole('button', { name: 'Demander une démonstration' }).click()
    await expect(field(page, /^Numéro de téléphone/)).toBeFocused()
    await expect(field(page, /^Numéro de téléphone/)).toHaveAccessibleDescription(/Veuillez saisir un numéro de téléphone/)
    await expect(field(page, /^Nombre de places/)).toHaveAccessibleDescription(/Veuillez saisir un nombre entier entre 1 et/)
    expect(await seriousA11yViolations(page)).toEqual([])

    await field(page, /^Numéro de téléphone/).fill('+221 77 123 45 67')
    await field(page, /^Nombre de places/).fill('120')
    const request = page.waitForRequest(`${apiBase}/demo-requests`)
    await page.getByRole('button', { name: 'Demander une démonstration' }).click()
    expect((await request).postDataJSON()).toEqual({ name: 'Moussa Diop', email: 'moussa@example.sn', company: 'Parking du Plateau', country_code: 'SN', phone: '+221 77 123 45 67', spaces: 120 })
    await expect(page.getByRole('status').filter({ hasText: 'Bien reçu' })).toContainText('Merci ! Notre équipe vous contactera sous deux jours ouvrés')
  })
})

test.describe('private events', () => {
  // An unknown code is a 404 of the API, which Chromium logs.
  test.use({ allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ })

  test('an empty or unknown code is refused; the organiser’s code opens the event and leads into its booking', async ({ page }) => {
    const driver = await registerDriver()
    await signInWithToken(page, driver.token)
    await page.goto('/private-event-access')
    await page.getByRole('button', { name: 'Open the event' }).click()
    await expect(field(page, /^Access code/)).toHaveAccessibleDescription(/This field is required!/)
    await field(page, /^Access code/).fill('NOT-A-CODE')
    await page.getByRole('button', { name: 'Open the event' }).click()
    await expect(page.getByRole('alert')).toHaveText('No event matches this access code.')

    await field(page, /^Access code/).fill('vip-2027-los')
    await page.getByRole('button', { name: 'Open the event' }).click()
    await expect(page.getByRole('status').filter({ hasText: /^Code accepted: / })).toBeVisible()
    const name = (await page.getByRole('heading', { level: 2 }).first().textContent()) ?? ''
    expect(await seriousA11yViolations(page)).toEqual([])
    await page.getByRole('button', { name: 'Book parking' }).click()
    // The API keeps this driver's access: the event booking opens the private event.
    await expect(page).toHaveURL(/\/booking\/event\/EV-FINTECH-LAG-01$/)
    await expect(page.getByRole('button', { name: 'Book here' }).first()).toBeVisible()
    await expect(page.getByText(name).first()).toBeVisible()
  })
  test('a visitor logs in to book: the code is presented again for the new session', async ({ page }) => {
    const driver = await registerDriver()
    await page.goto('/private-event-access')
    await field(page, /^Access code/).fill('VIP-2027-LOS')
    await page.getByRole('button', { name: 'Open the event' }).click()
    await page.getByRole('button', { name: 'Book parking' }).click()
    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await dialog.getByLabel('Email', { exact: true }).fill(driver.email)
    await dialog.getByLabel('Password', { exact: true }).fill(driver.password)
    await dialog.getByRole('button', { name: 'Log in' }).click()
    await expect(page).toHaveURL(/\/booking\/event\/EV-FINTECH-LAG-01$/)
    await expect(page.getByRole('button', { name: 'Book here' }).first()).toBeVisible()
  })
})

test.describe('private events, in French', () => {
  test.use({ detectedCountry: 'SN', allowedConsoleErrors: /Failed to load resource: the server responded with a status of 404/ })

  test('an unknown code is refused in French: the API’s refusal comes with the events’ French texts', async ({ page }) => {
    await page.goto('/private-event-access')
    await field(page, /^Code d’accès/).fill('NOT-A-CODE')
    await page.getByRole('button', { name: 'Ouvrir l’événement' }).click()
    await expect(page.getByRole('alert')).toHaveText('Aucun événement ne correspond à ce code d’accès.')
  })
})

test('a signed-in driver’s search typed on the server’s page before its code arrived is kept and sent on the page drawn afresh', async ({ page }) => {
  const driver = await registerDriver()
  await signInWithToken(page, driver.token)
  // The page's code held back: the server's page (drawn for guests) is what the driver types into.
  const release = await holdScripts(page, /\/assets\/index-[^/]+\.js$/)
  await page.goto('/events')
  await page.getByRole('searchbox', { name: 'Search events' }).fill('Afro')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  release()
  await expect(page).toHaveURL(/\/events\?q=Afro$/)
  await expect(page.getByRole('searchbox', { name: 'Search events' })).toHaveValue('Afro')
})

test('an event booking completes: a park near the venue, the event’s times, payment through the provider', async ({ page }) => {
  test.setTimeout(120_000)
  const driver = await registerDriver()
  await signInWithToken(page, driver.token)
  await page.goto('/events')
  await page.getByRole('searchbox', { name: 'Search events' }).fill('Afro')
  await page.getByRole('button', { name: 'Search', exact: true }).click()
  await expect(page).toHaveURL(/\/events\?q=Afro$/)
  const card = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: /^Details of / }) }).first()
  await card.getByRole('link', { name: /^Book parking/ }).click()
  await expect(page).toHaveURL(/\/booking\/event\/EV-AFRO-LAG-01$/)
  await page.getByRole('button', { name: 'Book here' }).first().click()
  await expect(page.getByText(/^Times set for this event: /)).toBeVisible()
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByLabel('Plate number').fill('KJA 101 EV')
  await page.getByRole('button', { name: 'Continue' }).click()
  await page.getByRole('button', { name: /^Pay ₦/ }).click()
  await payInPaystackPopup(page)
  await page.waitForURL(/\/booking-success\?booking=PK-/)
  const code = new URL(page.url()).searchParams.get('booking') ?? ''
  await expect(page.getByTestId('booking-code')).toHaveText(code)
  const booking = (await (await fetch(`${apiBase}/bookings/code/${code}`, { headers: { authorization: `Bearer ${driver.token}` } })).json()) as Record<string, unknown>
  expect(booking).toMatchObject({ event_code: 'EV-AFRO-LAG-01', payment_status: 'paid', plate_number: 'KJA 101 EV' })
})

test('subscription plans are the country’s, in its currency, and subscribing asks through the contact form', async ({ page }) => {
  await page.goto('/subscription-plans')
  const plans = page.locator('.site-plan')
  await expect(plans.first()).toBeVisible()
  await expect(plans.first().locator('.site-price')).toHaveText(/^₦[\d,]+ per month$/)
  const name = (await plans.first().getByRole('heading', { level: 2 }).textContent()) ?? ''
  await plans.first().getByRole('link', { name: `Subscribe to ${name}` }).click()
  await expect(page).toHaveURL(/\/help\?subject=plan/)
  await expect(page.getByRole('combobox', { name: /^Subject/ })).toHaveValue('plan')
  await expect(field(page, /^Message/)).toHaveValue(new RegExp(`^I would like to subscribe to ${name} \\(₦[\\d,]+ per month\\)\\.$`))
})

test('a parking-type page lists real parks of that type in the country and leads into booking', async ({ page }) => {
  const answer = (await (await fetch(`${apiBase}/parks/front/parks/?country=NG&type=airport&size=12`)).json()) as { items: { name: string; slug: string; type: string }[] }
  const park = answer.items[0]
  if (!park) throw new Error('no airport park in Nigeria')
  await page.goto('/parking-types/airport-parking')
  await expect(page.getByRole('heading', { level: 2, name: 'Car parks in Nigeria' })).toBeVisible()
  await expect(page.locator('.site-list-card')).toHaveCount(answer.items.length)
  await page.getByRole('link', { name: `Book at ${park.name}` }).click()
  await expect(page).toHaveURL(`/checkout/${park.slug}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeAttached()
})

test('the vehicle documents request checks the plate and the documents, then is stored and confirmed', async ({ page }) => {
  await page.goto('/vehicle-docs-renewal')
  await field(page, /^Full name/).fill('Emeka Obi')
  await field(page, /^Email address/).fill('emeka@example.com')
  await field(page, /^Phone number/).fill('+234 803 123 4567')
  await field(page, /^Plate number/).fill('123')
  await page.getByRole('combobox', { name: /^State of registration/ }).selectOption({ index: 1 })
  await page.getByRole('button', { name: 'Request the renewal' }).click()
  await expect(field(page, /^Plate number/)).toBeFocused()
  await expect(field(page, /^Plate number/)).toHaveAccessibleDescription(/Please enter a Nigerian plate number/)
  await expect(page.getByText('Please choose at least one document.')).toBeVisible()
  await field(page, /^Plate number/).fill('lsd 123 xy')
  await page.getByRole('checkbox', { name: 'Vehicle licence' }).check()
  await page.getByRole('checkbox', { name: 'Third-party motor insurance' }).check()
  const request = page.waitForRequest(`${apiBase}/contact`)
  await page.getByRole('button', { name: 'Request the renewal' }).click()
  const sent = (await request).postDataJSON() as { subject: string; message: string }
  expect(sent.subject).toBe('Vehicle documents renewal: LSD 123 XY')
  expect(sent.message).toContain('Documents: Vehicle licence, Third-party motor insurance')
  await expect(page.getByRole('status').filter({ hasText: 'Received' })).toContainText('Thank you for your message.')
})

test.describe('the blog', () => {
  // The failures below are caused on purpose; Chromium logs the failed requests. The pages are
  // opened inside the site, so their reads are the browser's (a page opened by its address is
  // read by the server, see serverRender.spec.ts).
  test.use({ allowedConsoleErrors: /Failed to load resource/ })

  test('when the list fails: the spec’s words, and Try Again recovers', async ({ page }) => {
    let fail = true
    await page.route(/\/blog\/posts\?/, (route) => (fail ? route.abort('failed') : route.fallback()))
    await openInApp(page, '/blog')
    await expect(page.getByRole('alert')).toContainText('Failed to load the blog page. Please try again.')
    fail = false
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.locator('.site-post-list > li')).toHaveCount(3)
    // Paginated: the next page has the rest.
    await page.getByRole('link', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/\/blog\?page=2$/)
    await expect(page.locator('.site-post-list > li')).toHaveCount(2)
  })

  test('when a post fails: the spec’s words, and Try Again recovers', async ({ page }) => {
    const post = await firstPost('en')
    let fail = true
    await page.route(`${apiBase}/blog/posts/${post.id}`, (route) => (fail ? route.fulfill({ status: 503, json: { detail: 'Service unavailable' } }) : route.fallback()))
    await openInApp(page, `/post/${post.id}`)
    await expect(page.getByRole('alert')).toContainText('Failed to load the blog post. Please try again.')
    fail = false
    await page.getByRole('button', { name: 'Try Again' }).click()
    await expect(page.getByRole('heading', { level: 1, name: post.title })).toBeVisible()
  })

  test.describe('markup in a post', () => {
    // The site's CSP refuses the handler before the sanitiser's parse could even try it; Chromium logs that.
    test.use({ allowedConsoleErrors: /^Executing inline event handler violates the following Content Security Policy directive/ })

    test('a <script> inside a post does not run, nor do event handlers or javascript: links', async ({ page }) => {
      const post = await firstPost('en')
      const hostile = `${post.body}\n\n<script>window.__pwned = 'script'</script>\n\n<img src="data:," onerror="window.__pwned = 'onerror'" alt="">\n\n<a href="javascript:window.__pwned='link'">Click me</a>\n\n<p onclick="window.__pwned='click'">Safe paragraph stays</p>`
      await page.route(`${apiBase}/blog/posts/${post.id}`, (route) => route.fulfill({ json: { ...post, body: hostile } }))
      await openInApp(page, `/post/${post.id}`)
      const body = page.locator('.site-post-body')
      await expect(body.getByText('Safe paragraph stays')).toBeVisible()
      await body.getByText('Safe paragraph stays').click()
      await body.getByText('Click me').click()
      expect(await body.locator('script, [onerror], [onclick], a[href^="javascript"]').count()).toBe(0)
      expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined()
      // The Markdown itself is rendered.
      await expect(body.getByRole('heading', { level: 2 }).first()).toBeVisible()
    })
  })
})

test.describe('an event in French (Senegal)', () => {
  test.use({ detectedCountry: 'SN' })

  test('its category and its venue are named in French', async ({ page }) => {
    await page.goto('/event/EV-LUTTE-DKR-01')
    await expect(page.getByText('Lutte', { exact: true })).toBeVisible()
    await expect(page.getByText(/^Stade Léopold-Sédar-Senghor, /)).toBeVisible()
    await expect(page.getByText('wrestling', { exact: true })).toHaveCount(0)
  })
})
