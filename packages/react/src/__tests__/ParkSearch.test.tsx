import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { GEOLOCATION_TIMEOUT_MS, formatCurrency } from '@parkade/core'
import type { Country, Page, Park, VehicleType } from '@parkade/core'
import { ParkSearch } from '../ParkSearch/ParkSearch.tsx'
import { fakeApi, problem, problemReply, renderWithParkade, route, routeReply, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest, Route } from './renderWithParkade.tsx'

const COUNTRIES: Country[] = [
  { id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true },
  { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true },
]

const VEHICLE_TYPES: VehicleType[] = [
  { id: 1, name: 'Car', name_fr: 'Voiture', description: '' },
  { id: 2, name: 'SUV / 4×4', name_fr: 'SUV / 4×4', description: '' },
  { id: 3, name: 'Motorcycle', name_fr: 'Moto', description: '' },
]

function park(overrides: Partial<Park> = {}): Park {
  return {
    id: 58,
    slug: 'broad-street-car-park',
    park_code: 'PKFFXJW6',
    name: 'Broad Street Car Park',
    type: 'city',
    description: 'Central parking on Broad Street.',
    address: '65 Broad Street, Lagos Island, Lagos',
    city: 'Lagos',
    region: 'Lagos',
    country_code: 'NG',
    country_name: 'Nigeria',
    lat: 6.45,
    lng: 3.39,
    capacity: 370,
    available_spaces: 370,
    is_24_hours: false,
    opening_hours: { open: '06:00', close: '22:00' },
    amenities: ['cctv'],
    entry_instructions: 'Drive in from Broad Street.',
    currency: 'NGN',
    rates: [
      { vehicle_type_id: 1, hourly: 1550, daily: 11500 },
      { vehicle_type_id: 2, hourly: 1900, daily: 14500 },
      { vehicle_type_id: 3, hourly: 750, daily: 6000 },
    ],
    image_url: null,
    distance_km: null,
    ...overrides,
  }
}

const AIRPORT = park({ id: 7, slug: 'airport-p1', name: 'Airport Car Park P1', type: 'airport', address: 'Airport Road, Ikeja', rates: [{ vehicle_type_id: 1, hourly: 2000, daily: 15000 }] })

function pageOf(items: Park[], extra: Partial<Page<Park>> = {}): Page<Park> {
  return { items, total: items.length, page: 1, size: 10, pages: items.length ? 1 : 0, ...extra }
}

function setup(parks: Route | Page<Park> = pageOf([park(), AIRPORT]), more: Route[] = [], options: Parameters<typeof testClient>[1] = {}) {
  const api = fakeApi([
    route('GET', '/countries', COUNTRIES),
    route('GET', '/vehicles/public', VEHICLE_TYPES),
    typeof parks === 'function' || 'reply' in parks ? parks : route('GET', '/parks/front/parks/', parks),
    ...more,
  ])
  const client = testClient(api.fetch, options)
  const searches = () => api.requests.filter((r) => r.url.pathname.endsWith('/parks/front/parks/'))
  const lastSearch = () => Object.fromEntries(searches().at(-1)?.url.searchParams ?? [])
  return { api, client, searches, lastSearch }
}

/** Every search is priced for a stay (by default from now for two hours) and a vehicle type. */
const STAY = { arrival: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/), departure: expect.any(String), vehicle_type_id: '1' }

const price = (name: string) => within(screen.getByRole('article', { name })).getByTestId('park-price').textContent

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('ParkSearch', () => {
  it('shows loading, then searches the selected country by name and shows each park', async () => {
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch initialQuery="Lagos" />, { client })
    expect(screen.getByText('Searching for parks…')).toBeTruthy()

    expect(await screen.findByRole('article', { name: 'Broad Street Car Park' })).toBeTruthy()
    // SPEC §3: parks are filtered by country name.
    expect(lastSearch()).toEqual({ country: 'Nigeria', search: 'Lagos', page: '1', size: '10', ...STAY })
    const first = within(screen.getByRole('article', { name: 'Broad Street Car Park' }))
    expect(first.getByText('65 Broad Street, Lagos Island, Lagos')).toBeTruthy()
    expect(first.getByText('City')).toBeTruthy()
    expect(price('Broad Street Car Park')).toBe(`${formatCurrency(1550, 'NGN', 'en-NG')} per hour`)
    expect(price('Broad Street Car Park')).toContain('₦')
    expect(within(screen.getByRole('article', { name: 'Airport Car Park P1' })).getByText('Airport')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Parking near Lagos' })).toBeTruthy()
    expect(screen.queryByText('Searching for parks…')).toBeNull()
  })

  it('announces the number of results politely', async () => {
    const { client } = setup(pageOf([park(), AIRPORT], { total: 42, pages: 5 }))
    renderWithParkade(<ParkSearch />, { client })
    const status = await screen.findByText('42 parks found')
    expect(status.getAttribute('role')).toBe('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
  })

  it('says "1 park found" for a single result', async () => {
    const { client } = setup(pageOf([park()]))
    renderWithParkade(<ParkSearch />, { client })
    expect(await screen.findByText('1 park found')).toBeTruthy()
  })

  it('lists every park of the country when nothing is typed, and says which country', async () => {
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    expect(lastSearch()).toEqual({ country: 'Nigeria', page: '1', size: '10', ...STAY })
    expect(screen.getByRole('heading', { name: 'Parking in Nigeria' })).toBeTruthy()
  })

  it('falls back to the country code when the countries list cannot be had', async () => {
    const api = fakeApi([
      route('GET', '/countries', problem('server.database_unreachable'), 503),
      route('GET', '/vehicles/public', VEHICLE_TYPES),
      route('GET', '/parks/front/parks/', pageOf([park()])),
    ])
    renderWithParkade(<ParkSearch />, { client: testClient(api.fetch) })
    await screen.findAllByRole('article')
    const search = api.requests.find((r) => r.url.pathname.endsWith('/parks/front/parks/'))
    expect(search?.url.searchParams.get('country')).toBe('NG')
  })

  it('searches what the driver types, from page 1', async () => {
    const user = userEvent.setup()
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    await user.type(screen.getByRole('combobox', { name: 'Place, park name or address' }), 'Ikeja{Enter}')
    await waitFor(() => expect(lastSearch().search).toBe('Ikeja'))
    expect(lastSearch().page).toBe('1')
    expect(await screen.findByRole('heading', { name: 'Parking near Ikeja' })).toBeTruthy()
  })

  it('passes the type filter and the page size', async () => {
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch type="airport" pageSize={5} />, { client })
    await screen.findAllByRole('article')
    expect(lastSearch()).toMatchObject({ type: 'airport', size: '5' })
  })

  it('shows the price of the chosen vehicle type, a car by default', async () => {
    const user = userEvent.setup()
    const { client, api } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    const select = screen.getByRole('combobox', { name: 'Vehicle type' })
    await waitFor(() => expect((select as HTMLSelectElement).value).toBe('1'))
    expect(api.requests.some((r) => r.url.pathname.endsWith('/vehicles/public'))).toBe(true)
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Car', 'SUV / 4×4', 'Motorcycle'])

    await user.selectOptions(select, 'Motorcycle')
    expect(price('Broad Street Car Park')).toBe(`${formatCurrency(750, 'NGN', 'en-NG')} per hour`)
    expect(price('Airport Car Park P1')).toBe('No rate for this vehicle type')
  })

  it('says when no park is found, with a hint', async () => {
    const { client } = setup(pageOf([]))
    renderWithParkade(<ParkSearch initialQuery="Nowhere" />, { client })
    expect(await screen.findByText('No parks found.')).toBeTruthy()
    expect(screen.getByText(/Try another place or fewer words/)).toBeTruthy()
    expect(screen.queryAllByRole('article')).toHaveLength(0)
  })

  it("shows the server's error with a Retry that runs the search again, keeping what was typed", async () => {
    const user = userEvent.setup()
    let calls = 0
    const { client, searches } = setup((req: RecordedRequest) => {
      if (!req.url.pathname.endsWith('/parks/front/parks/')) return undefined
      calls += 1
      return calls <= 2 ? problemReply('server.database_unreachable') : { body: pageOf([park()]) }
    })
    renderWithParkade(<ParkSearch />, { client })
    expect((await screen.findByRole('alert')).textContent).toContain('The database is not reachable.')
    await user.type(screen.getByRole('combobox', { name: 'Place, park name or address' }), 'Lagos{Enter}')
    await waitFor(() => expect(searches()).toHaveLength(2))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The database is not reachable.')
    expect(screen.queryAllByRole('article')).toHaveLength(0)
    expect((screen.getByRole('combobox', { name: 'Place, park name or address' }) as HTMLInputElement).value).toBe('Lagos')

    const before = searches().length
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('article', { name: 'Broad Street Car Park' })).toBeTruthy()
    expect(searches().length).toBe(before + 1)
    expect(Object.fromEntries(searches().at(-1)!.url.searchParams).search).toBe('Lagos')
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('pages through results and takes focus to the new list', async () => {
    const user = userEvent.setup()
    const { client, lastSearch } = setup((req) =>
      req.url.pathname.endsWith('/parks/front/parks/')
        ? { body: pageOf([park({ name: `Park on page ${req.url.searchParams.get('page')}` })], { total: 25, pages: 3, page: Number(req.url.searchParams.get('page')) }) }
        : undefined,
    )
    renderWithParkade(<ParkSearch />, { client })
    await screen.findByRole('article', { name: 'Park on page 1' })
    expect(screen.getByText('Page 1 of 3')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByRole('article', { name: 'Park on page 2' })).toBeTruthy()
    expect(lastSearch().page).toBe('2')
    expect(screen.getByText('Page 2 of 3')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Parking in Nigeria' })))
  })

  it('hands the selected park on through onSelect and the park-selected event', async () => {
    const user = userEvent.setup()
    const { client } = setup()
    const onSelect = vi.fn()
    const onEvent = vi.fn()
    renderWithParkade(<ParkSearch onSelect={onSelect} />, { client, on: { 'park-selected': onEvent } })
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('button', { name: 'View park: Airport Car Park P1' }))
    const stay = { arrival: expect.any(String), departure: expect.any(String), vehicleTypeId: 1 }
    expect(onSelect).toHaveBeenCalledWith(AIRPORT, stay)
    expect(onEvent).toHaveBeenCalledWith({ park: AIRPORT, ...stay })
  })

  it("shows each park's picture, lazily and as decoration: the card's heading names the park", async () => {
    const image_url = 'https://api.example.com/api/v1/images/airport-3.svg'
    const { client } = setup(pageOf([park(), { ...AIRPORT, image_url }]))
    renderWithParkade(<ParkSearch />, { client })
    const [, airport] = await screen.findAllByRole('article')
    const picture = airport!.querySelector('img')!
    // Named by the API's public URL, fetched through the client's API base (a partner's proxy).
    expect(picture.getAttribute('src')).toBe('http://api.test/api/v1/images/airport-3.svg')
    expect([picture.getAttribute('alt'), picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading')]).toEqual(['', '800', '450', 'lazy'])
    // A park without a picture shows no empty frame.
    expect(screen.getAllByRole('article')[0]!.querySelector('img')).toBeNull()
  })

  it('makes "View park" a link to the page parkHref names, a plain click still handing the park on', async () => {
    const { client } = setup()
    const onSelect = vi.fn()
    const parkHref = (picked: Park, stay: { vehicleTypeId: number }) => `/park/${picked.slug}?vehicle=${stay.vehicleTypeId}`
    renderWithParkade(<ParkSearch onSelect={onSelect} parkHref={parkHref} />, { client })
    await screen.findAllByRole('article')
    const link = screen.getByRole('link', { name: 'View park: Airport Car Park P1' })
    expect(link.getAttribute('href')).toBe('/park/airport-p1?vehicle=1')
    expect(screen.queryByRole('button', { name: /View park/ })).toBeNull()
    // What the component did to each click, read last (after React's handler), then no navigation in jsdom.
    const prevented: boolean[] = []
    const record = (event: Event) => (prevented.push(event.defaultPrevented), event.preventDefault())
    window.addEventListener('click', record)
    try {
      act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 })))
      expect(onSelect).toHaveBeenCalledWith(AIRPORT, expect.objectContaining({ vehicleTypeId: 1 }))
      onSelect.mockClear()
      // Ctrl+click (a new tab) is the browser's.
      act(() => void link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ctrlKey: true })))
      expect(onSelect).not.toHaveBeenCalled()
      expect(prevented).toEqual([true, false])
    } finally {
      window.removeEventListener('click', record)
    }
  })

  it('searches again when the country changes', async () => {
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    act(() => {
      client.stores.country.getState().setCountry('SN')
    })
    await waitFor(() => expect(lastSearch().country).toBe('Senegal'))
  })

  it('puts its headings at the level the host asks for', async () => {
    const { client } = setup()
    renderWithParkade(<ParkSearch headingLevel={3} />, { client })
    await screen.findAllByRole('article')
    expect(screen.getByRole('heading', { level: 3, name: 'Find parking' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 4, name: 'Parking in Nigeria' })).toBeTruthy()
    expect(screen.getByRole('heading', { level: 5, name: 'Broad Street Car Park' })).toBeTruthy()
  })

  it('emits ready once after the first load', async () => {
    const { client } = setup()
    const onReady = vi.fn()
    renderWithParkade(<ParkSearch />, { client, on: { ready: onReady } })
    await screen.findAllByRole('article')
    expect(onReady).toHaveBeenCalledTimes(1)
    expect(onReady).toHaveBeenCalledWith({ widget: 'park-search' })
  })
})

describe('ParkSearch near me', () => {
  function stubGeolocation(getCurrentPosition: Geolocation['getCurrentPosition']) {
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } })
  }

  it('searches around the position, nearest first, with distances', async () => {
    const user = userEvent.setup()
    stubGeolocation((success) => success({ coords: { latitude: 6.5244, longitude: 3.3792 } } as GeolocationPosition))
    const { client, lastSearch } = setup((req) =>
      req.url.pathname.endsWith('/parks/front/parks/')
        ? { body: pageOf(req.url.searchParams.has('lat') ? [park({ distance_km: 0.84 }), { ...AIRPORT, distance_km: 12.34 }] : [park()]) }
        : undefined,
    )
    renderWithParkade(<ParkSearch initialQuery="Lagos" />, { client })
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(await screen.findByText('840 m away')).toBeTruthy()
    expect(screen.getByText('12 km away')).toBeTruthy()
    expect(lastSearch()).toEqual({ country: 'Nigeria', lat: '6.5244', lng: '3.3792', page: '1', size: '10', ...STAY })
    expect(screen.getByRole('heading', { name: 'Parking nearest to you' })).toBeTruthy()
    // What the driver typed stays in the box.
    expect((screen.getByRole('combobox', { name: 'Place, park name or address' }) as HTMLInputElement).value).toBe('Lagos')
  })

  it('explains a denied permission, and the text search still works', async () => {
    const user = userEvent.setup()
    stubGeolocation((_success, failure) => failure?.({ code: 1, message: 'denied' } as GeolocationPositionError))
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Location access was denied. You can still search by place or address.')

    await user.type(screen.getByRole('combobox', { name: 'Place, park name or address' }), 'Ikeja{Enter}')
    await waitFor(() => expect(lastSearch().search).toBe('Ikeja'))
    expect(lastSearch().lat).toBeUndefined()
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('gives up after 5000 ms with a clear message', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    stubGeolocation(() => {}) // the permission prompt is simply ignored
    const { client, searches } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    const count = searches().length
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect(screen.getByRole('button', { name: 'Finding your location…' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(GEOLOCATION_TIMEOUT_MS - 100))
    expect(screen.queryByRole('alert')).toBeNull()
    act(() => vi.advanceTimersByTime(100))
    expect((await screen.findByRole('alert')).textContent).toBe('Finding your location took too long. Try again, or search by place or address.')
    expect(screen.getByRole('button', { name: 'Use my location' })).toBeTruthy()
    expect(searches().length).toBe(count)
  })

  it('says so when the browser has no geolocation', async () => {
    const user = userEvent.setup()
    vi.stubGlobal('navigator', { ...navigator, geolocation: undefined })
    const { client } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    await user.click(screen.getByRole('button', { name: 'Use my location' }))
    expect((await screen.findByRole('alert')).textContent).toBe('This browser cannot share your location. You can still search by place or address.')
  })
})

describe('ParkSearch in French for Senegal', () => {
  it('shows French labels and XOF prices formatted for fr-SN', async () => {
    const sn = park({ id: 267, name: 'Stade Lat-Dior — Parking Porte 4', type: 'stadium', address: 'Route de Dakar, Thiès', country_code: 'SN', currency: 'XOF', rates: [{ vehicle_type_id: 1, hourly: 1450, daily: 3000 }] })
    const { client, lastSearch } = setup(pageOf([sn]), [], { country: 'SN' })
    renderWithParkade(<ParkSearch initialQuery="Dakar" />, { client })
    const card = await screen.findByRole('article', { name: 'Stade Lat-Dior — Parking Porte 4' })
    expect(lastSearch().country).toBe('Senegal')
    expect(screen.getByRole('heading', { name: 'Trouver un parking' })).toBeTruthy()
    expect(screen.getByRole('combobox', { name: 'Lieu, nom du parking ou adresse' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Utiliser ma position' })).toBeTruthy()
    expect(within(card).getByText('Stade')).toBeTruthy()
    const expected = formatCurrency(1450, 'XOF', 'fr-SN')
    expect(expected).toMatch(/^1\u202f450\s?F\s?CFA$/)
    expect(within(card).getByTestId('park-price').textContent).toBe(`${expected} l’heure`)
    expect(screen.getByText(/^1\s+parking trouvé$/).textContent).toBe('1\u00a0parking trouvé')
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Type de véhicule' })).getAllByRole('option')[0]?.textContent).toBe('Voiture'))
    expect(screen.getByRole('button', { name: 'Voir le parking\u00a0: Stade Lat-Dior — Parking Porte 4' })).toBeTruthy()
  })

  it('translates a server error by its code', async () => {
    const { client } = setup(routeReply('GET', '/parks/front/parks/', problemReply('server.error')), [], { country: 'SN' })
    renderWithParkade(<ParkSearch />, { client })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Une erreur s’est produite sur le serveur. Veuillez réessayer.')
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeTruthy()
  })
})
