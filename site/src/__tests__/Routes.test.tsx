import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { AppRoutes } from '../routing/AppRoutes.tsx'
import { SAMPLE_PROFILE, fakeApi, problem, renderSite, route, routeReply, testClient } from './siteTestUtils.tsx'

const PARK = {
  id: 12,
  slug: 'dakar-plateau-place-de-l-independance-parking',
  park_code: 'PKDKR001',
  name: 'Place de l’Indépendance Parking',
  type: 'city',
  description: 'Central parking.',
  address: '2 Place de l’Indépendance',
  city: 'Dakar',
  region: 'Dakar',
  country_code: 'SN',
  country_name: 'Senegal',
  lat: 14.67,
  lng: -17.43,
  capacity: 120,
  available_spaces: 40,
  is_24_hours: true,
  opening_hours: null,
  amenities: ['cctv'],
  entry_instructions: 'Enter from the square.',
  currency: 'XOF',
  rates: [{ vehicle_type_id: 1, hourly: 500, daily: 4000 }],
  image_url: null,
  distance_km: null,
}

const location = () => screen.getByTestId('location').textContent

function site(path: string, options: { token?: string; routes?: Parameters<typeof fakeApi>[0]; country?: string } = {}) {
  const api = fakeApi([route('GET', '/users/profile', SAMPLE_PROFILE), ...(options.routes ?? [])])
  const client = testClient(api.fetch, { token: options.token ?? null, country: options.country ?? 'NG', language: 'en' })
  renderSite(null, { client, path, routes: <AppRoutes /> })
  return { client, api }
}

describe('account routes without a token (SPEC §2)', () => {
  it.each(['/profile', '/booking-details/PK-ABC123', '/wallet/callback?reference=r&provider=paystack', '/add-vehicle'])('%s redirects to /', async (path) => {
    site(path)
    await waitFor(() => expect(location()).toBe('/'))
    expect(await screen.findByRole('heading', { level: 1, name: 'Parking, booked before you arrive' })).toBeTruthy()
  })

  it.each(['/bookings', '/wallet'])("%s asks to log in, and 'Login to Continue' opens the login dialog", async (path) => {
    site(path)
    expect(await screen.findByText('Please login to view your account')).toBeTruthy()
    expect(location()).toBe(path)
    fireEvent.click(screen.getByRole('button', { name: 'Login to Continue' }))
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeTruthy()
  })

  it('with a token, /profile shows the profile', async () => {
    site('/profile', { token: 'tok', routes: [route('GET', '/user/vehicles/', []), route('GET', '/vehicles/public', [])] })
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeTruthy()
    expect(location()).toBe('/profile')
  })
})

describe('unknown routes and refused access (SPEC §8 template texts)', () => {
  it('answers an unknown route with the 404 page', async () => {
    site('/no-such-page')
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found!' })).toBeTruthy()
    await waitFor(() => expect(document.title).toBe('Page not found · Parkade'))
  })

  it('shows the 403 page for a booking the API refuses this driver (403)', async () => {
    site('/booking-details/PK-NOTMINE', { token: 'tok', routes: [routeReply('GET', '/bookings/code/PK-NOTMINE', { status: 403, body: { detail: 'Booking not found' }, offContract: 'a 403 of servers before the contract; the API answers 404 for a booking of another driver' })] })
    expect(await screen.findByRole('heading', { level: 1, name: '403 Access Denied!' })).toBeTruthy()
  })

  it('says a code matches none of the driver’s bookings (404), without claiming it is someone else’s', async () => {
    site('/booking-details/PK-NOTMINE', { token: 'tok', routes: [route('GET', '/bookings/code/PK-NOTMINE', problem('booking.not_found'), 404)] })
    expect(await screen.findByRole('heading', { level: 1, name: 'Booking not found' })).toBeTruthy()
    expect(screen.getByText(/No booking with the code PK-NOTMINE is in your account/)).toBeTruthy()
    expect(screen.queryByText(/belongs to another account/)).toBeNull()
  })

  it('answers a park the API does not know with the 404 page, saying the park does not exist and offering a search', async () => {
    site('/park/nowhere', { routes: [route('GET', '/front/parks/nowhere', problem('park.not_found'), 404)] })
    expect(await screen.findByRole('heading', { level: 1, name: '404 Page Not Found!' })).toBeTruthy()
    expect(screen.getByText('This park does not exist, or its address has changed. Search for parking near where you are going.')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Find parking' }).getAttribute('href')).toBe('/parks-list')
    expect(screen.queryByText('The page you are looking for does not exist or has moved.')).toBeNull()
  })
})

describe('park page: the location-dependent check', () => {
  const parkRoutes = [
    route('GET', `/front/parks/${PARK.slug}`, PARK),
    route('GET', '/front/parks/PKDKR001', PARK),
    route('GET', '/vehicles/public', [{ id: 1, name: 'Car', name_fr: 'Voiture', description: '' }]),
    route('GET', /\/front\/parks\/\d+\/rate/, { park_id: 12, vehicle_type_id: 1, vehicle_type_name: 'Car', hourly_rate: 500, daily_rate: 4000, currency: 'XOF' }),
    route('GET', '/front/fees', []),
  ]

  it('offers to switch to the park’s country, without switching by itself', async () => {
    const { client } = site(`/park/${PARK.slug}`, { routes: parkRoutes })
    expect(await screen.findByText('This park is in Senegal, not in the country you selected (Nigeria).')).toBeTruthy()
    expect(client.stores.country.getState().selectedCountry?.code).toBe('NG')
    fireEvent.click(screen.getByRole('button', { name: 'Switch to Senegal' }))
    expect(client.stores.country.getState().selectedCountry?.code).toBe('SN')
    await waitFor(() => expect(screen.queryByText(/not in the country you selected/)).toBeNull())
  })

  it('can keep the current country', async () => {
    const { client } = site(`/park/${PARK.slug}`, { routes: parkRoutes })
    fireEvent.click(await screen.findByRole('button', { name: 'Keep Nigeria' }))
    expect(screen.queryByText(/not in the country you selected/)).toBeNull()
    expect(client.stores.country.getState().selectedCountry?.code).toBe('NG')
  })

  it('says nothing when the park is in the selected country; the QR landing by park code works alike', async () => {
    site('/park/PKDKR001', { routes: parkRoutes, country: 'SN' })
    await waitFor(() => expect(document.title).toBe(`${PARK.name} · Parkade`))
    expect(screen.queryByText(/not in the country you selected/)).toBeNull()
  })

  it('books through the checkout of that park', async () => {
    site(`/park/${PARK.slug}`, { routes: parkRoutes, country: 'SN' })
    const book = await screen.findByRole('button', { name: 'Book now' }, { timeout: 5000 })
    await waitFor(() => expect(book.hasAttribute('disabled') || book.getAttribute('aria-disabled') === 'true').toBe(false))
    fireEvent.click(book)
    await waitFor(() => expect(location()).toBe(`/checkout/${PARK.slug}?vehicle_type_id=1`))
  })

  it('carries the stay a search priced (arrival, departure, vehicle) on to the checkout', async () => {
    const arrival = '2031-06-01T10:00:00.000Z'
    const departure = '2031-06-01T14:00:00.000Z'
    const stay = new URLSearchParams({ arrival, departure, vehicle: '3' })
    const vehicles = [{ id: 1, name: 'Car', name_fr: 'Voiture', description: '' }, { id: 3, name: 'Motorcycle', name_fr: 'Moto', description: '' }]
    const rate = (req: { query: Record<string, string> }) => ({ park_id: 12, vehicle_type_id: Number(req.query.vehicle_type_id), vehicle_type_name: 'Motorcycle', hourly_rate: 200, daily_rate: 1500, currency: 'XOF' })
    const withMoto = { ...PARK, rates: [...PARK.rates, { vehicle_type_id: 3, hourly: 200, daily: 1500 }] }
    site(`/park/${PARK.slug}?${stay}`, { routes: [route('GET', `/front/parks/${PARK.slug}`, withMoto), route('GET', '/vehicles/public', vehicles), { method: 'GET', path: /\/front\/parks\/\d+\/rate/, reply: (req) => ({ body: rate(req) }) }, ...parkRoutes], country: 'SN' })
    const book = await screen.findByRole('button', { name: 'Book now' }, { timeout: 5000 })
    await waitFor(() => expect(book.hasAttribute('disabled') || book.getAttribute('aria-disabled') === 'true').toBe(false))
    fireEvent.click(book)
    await waitFor(() => expect(location()).toBe(`/checkout/${PARK.slug}?${new URLSearchParams({ arrival, departure, vehicle_type_id: '3' })}`))
  })
})

describe('search → park → checkout: the stay travels in the URL', () => {
  const local = (iso: string) => {
    const date = new Date(iso)
    const pad = (n: number) => String(n).padStart(2, '0')
    return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
  }

  it('the search hands the chosen park its stay, and the checkout starts with it', async () => {
    const arrival = '2031-06-01T10:00:00.000Z'
    const departure = '2031-06-01T14:00:00.000Z'
    const vehicles = [{ id: 1, name: 'Car', name_fr: 'Voiture', description: '' }]
    const routes = [
      route('GET', '/vehicles/public', vehicles),
      route('GET', '/places', { items: [] }),
      route('GET', '/parks/front/parks/', { items: [PARK], total: 1, page: 1, size: 10, pages: 1 }),
      route('GET', `/front/parks/${PARK.slug}`, PARK),
      route('GET', '/front/fees', []),
    ]
    site(`/search?${new URLSearchParams({ q: 'Dakar', arrival, departure })}`, { routes, country: 'SN' })
    // "View park" is a link to that address (a new tab, a shared link); a click goes there in the app.
    const parkUrl = `/park/${PARK.slug}?${new URLSearchParams({ arrival, departure, vehicle: '1' })}`
    const viewPark = await screen.findByRole('link', { name: `View park: ${PARK.name}` })
    expect(viewPark.getAttribute('href')).toBe(parkUrl)
    fireEvent.click(viewPark)
    await waitFor(() => expect(location()).toBe(parkUrl))

    site(`/checkout/${PARK.slug}?${new URLSearchParams({ arrival, departure, vehicle_type_id: '1' })}`, { routes, country: 'SN' })
    await waitFor(() => expect((screen.getAllByLabelText('Arrival').at(-1) as HTMLInputElement).value).toBe(local(arrival)))
    expect((screen.getAllByLabelText('Departure').at(-1) as HTMLInputElement).value).toBe(local(departure))
  })
})

describe('/marketplace/{id}', () => {
  it('asks about the item by its name, with a message naming it, its price and its seller', async () => {
    const item = { id: 7, title: 'Ikeja GRA monthly pass', description: 'Park every weekday.', category: 'monthly-pass', price: 45000, currency: 'NGN', country_code: 'NG', seller: 'Ikeja Parking Ltd', image_url: null, stock: 3 }
    site('/marketplace/7', { routes: [route('GET', '/marketplace/7', item)] })
    const ask = await screen.findByRole('link', { name: 'Ask about Ikeja GRA monthly pass' })
    const target = new URL(ask.getAttribute('href') ?? '', 'http://site.test')
    expect(target.pathname).toBe('/help')
    expect(target.searchParams.get('message')).toBe('I would like to buy “Ikeja GRA monthly pass” (₦45,000) from Ikeja Parking Ltd. Please put me in touch.')
  })
})

describe('payment return pages', () => {
  it('/payment without a return has nothing to confirm and says where to look', async () => {
    site('/payment')
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'See my bookings' }).getAttribute('href')).toBe('/bookings')
  })

  it('a failed return on /payment/success is titled Payment, not Payment Successful', async () => {
    site(`/payment/success?park=${PARK.slug}&reference=PSK-1&provider=paystack&status=failed`, { routes: [route('GET', `/front/parks/${PARK.slug}`, PARK), route('GET', '/vehicles/public', [])] })
    await waitFor(() => expect(document.title).toBe('Payment · Parkade'))
  })

  it('/payment/success opened with nothing paid does not say the payment succeeded', async () => {
    site('/payment/success')
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Payment')
    expect(screen.queryByText('Payment Successful')).toBeNull()
    await waitFor(() => expect(document.title).toBe('Payment · Parkade'))
  })

  it('a return asks a signed-out driver to sign in before it can be confirmed', async () => {
    site(`/payment-success?park=${PARK.slug}&reference=PSK-1&provider=paystack&status=success`, { routes: [route('GET', `/front/parks/${PARK.slug}`, PARK), route('GET', '/vehicles/public', [])] })
    await waitFor(() => expect(document.title).toBe('Payment Successful · Parkade'))
    expect(await screen.findByRole('button', { name: /sign in/i })).toBeTruthy()
  })
})

describe('titles and descriptions per route', () => {
  it.each([
    ['/', 'Parkade · Parking, booked before you arrive', /^Book parking near airports.*Over 500,000 parking locations/],
    ['/parks-list', 'Find Parking · Parkade', /^Parks in your country/],
    ['/auth', 'Log in · Parkade', /^Log in to your Parkade account/],
    ['/register', 'Create an account · Parkade', /^Create your Parkade account/],
    ['/bookings', 'My Bookings · Parkade', /^Your parking bookings/],
  ])('%s', async (path, title, description) => {
    site(path, { routes: [route('GET', '/parks/front/parks/', { items: [], total: 0, page: 1, size: 10, pages: 0 }), route('GET', '/countries', [])] })
    await waitFor(() => expect(document.title).toBe(title))
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(description)
  })

  it('in French for Senegal, with the claim written the French way', async () => {
    const api = fakeApi([])
    renderSite(null, { client: testClient(api.fetch, { country: 'SN' }), path: '/', routes: <AppRoutes /> })
    await waitFor(() => expect(document.title).toBe('Parkade · Votre parking, réservé avant votre arrivée'))
    expect(screen.getByText(/^Plus de 500\s000 parkings$/)).toBeTruthy()
  })

  it('the home search goes to /search with the query', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    site('/', { routes: [route('GET', '/parks/front/parks/', { items: [], total: 0, page: 1, size: 10, pages: 0 })] })
    fireEvent.change(await screen.findByRole('combobox', { name: 'Where do you need to park?' }), { target: { value: 'Lagos' } })
    fireEvent.click(screen.getByRole('button', { name: 'Search' }))
    expect(location()).toBe('/search?q=Lagos')
  })

  it('the home search suggests places: one goes to /search around it, a park to its page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const places = [
      { id: 'landmark:lagos-murtala-muhammed-airport', kind: 'landmark', type: 'airport', name: 'Murtala Muhammed International Airport', detail: 'Ikeja, Lagos, Nigeria', country_code: 'NG', lat: 6.5774, lng: 3.3212, park_slug: null },
      { id: 'park:PKDKR001', kind: 'park', type: 'city', name: PARK.name, detail: 'Dakar', country_code: 'SN', lat: 14.67, lng: -17.43, park_slug: PARK.slug },
    ]
    const { api } = site('/', { routes: [route('GET', '/places', { items: places }), route('GET', '/parks/front/parks/', { items: [], total: 0, page: 1, size: 10, pages: 0 }), route('GET', `/front/parks/${PARK.slug}`, PARK)] })
    const box = await screen.findByRole('combobox', { name: 'Where do you need to park?' })
    fireEvent.change(box, { target: { value: 'lagos airprt' } })
    const option = await screen.findByRole('option', { name: /Murtala Muhammed International Airport/ })
    expect(api.requests.find((r) => r.operationId === 'searchPlaces')?.query).toMatchObject({ q: 'lagos airprt', lang: 'en', country: 'NG' })
    fireEvent.click(option)
    await waitFor(() => expect(location()).toBe(`/search?${new URLSearchParams({ place: 'Murtala Muhammed International Airport', lat: '6.5774', lng: '3.3212' })}`))
    expect(await screen.findByRole('heading', { name: 'Parking near Murtala Muhammed International Airport' })).toBeTruthy()
    await waitFor(() => expect(api.requests.filter((r) => r.operationId === 'searchParks').at(-1)?.query).toMatchObject({ lat: '6.5774', lng: '3.3212' }))
  })

  it('a park suggested on the home page opens its page', async () => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    const places = [{ id: 'park:PKDKR001', kind: 'park', type: 'city', name: PARK.name, detail: 'Dakar', country_code: 'SN', lat: 14.67, lng: -17.43, park_slug: PARK.slug }]
    site('/', { routes: [route('GET', '/places', { items: places }), route('GET', `/front/parks/${PARK.slug}`, PARK), route('GET', '/vehicles/public', []), route('GET', '/front/fees', [])] })
    fireEvent.change(await screen.findByRole('combobox', { name: 'Where do you need to park?' }), { target: { value: 'independance' } })
    fireEvent.click(await screen.findByRole('option', { name: /Place de l’Indépendance Parking/ }))
    await waitFor(() => expect(location()).toBe(`/park/${PARK.slug}`))
  })
})
