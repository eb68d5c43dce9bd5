import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formatCurrency } from '@parkade/core'
import type { Fee, Park, ParkRate, VehicleType } from '@parkade/core'
import { ParkDetail } from '../ParkDetail/ParkDetail.tsx'
import { ParkadeProvider } from '../provider/ParkadeProvider.tsx'
import { fakeApi, problem, problemReply, renderWithParkade, route, routeReply, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest, Route } from './renderWithParkade.tsx'

const VEHICLE_TYPES: VehicleType[] = [
  { id: 1, name: 'Car', name_fr: 'Voiture', description: '' },
  { id: 2, name: 'SUV / 4×4', name_fr: 'SUV / 4×4', description: '' },
  { id: 3, name: 'Motorcycle', name_fr: 'Moto', description: '' },
]

const PARK: Park = {
  id: 58,
  slug: 'broad-street-car-park',
  park_code: 'PKFFXJW6',
  name: 'Broad Street Car Park',
  type: 'city',
  description: 'Central parking on Broad Street, close to offices.',
  address: '65 Broad Street, Lagos Island',
  city: 'Lagos',
  region: 'Lagos',
  country_code: 'NG',
  country_name: 'Nigeria',
  lat: 6.45,
  lng: 3.39,
  capacity: 370,
  available_spaces: 12,
  is_24_hours: false,
  opening_hours: { open: '06:00', close: '22:00' },
  amenities: ['cctv', 'security', 'covered', 'lighting', 'ev_charging', 'disabled_access', 'shuttle', 'valet', 'car_wash', 'toilets'],
  entry_instructions: 'Drive in from Broad Street; quote park code PKFFXJW6.',
  currency: 'NGN',
  rates: [
    { vehicle_type_id: 1, hourly: 1550, daily: 11500 },
    { vehicle_type_id: 2, hourly: 1900, daily: 14500 },
    { vehicle_type_id: 3, hourly: 750, daily: 6000 },
  ],
  image_url: null,
  distance_km: null,
}

const NG_FEES: Fee[] = [
  { id: 1, country_id: 1, code: 'NG-SERVICE', name: 'Service fee', name_fr: 'Frais de service', kind: 'percent', amount: 5, currency: 'NGN' },
  { id: 2, country_id: 1, code: 'NG-VAT', name: 'VAT', name_fr: 'TVA', kind: 'percent', amount: 7.5, currency: 'NGN' },
]

/** The park's rate for the asked vehicle type, or the API's 404 when it has none. */
function rateAnswer(req: RecordedRequest, park: Park = PARK): { body: ParkRate } | ReturnType<typeof problemReply<'park.no_rate'>> {
  const vehicleTypeId = Number(req.url.searchParams.get('vehicle_type_id'))
  const rate = park.rates.find((r) => r.vehicle_type_id === vehicleTypeId)
  if (!rate) return problemReply('park.no_rate', { vehicle_type_id: vehicleTypeId })
  return { body: { park_id: park.id, vehicle_type_id: vehicleTypeId, vehicle_type_name: 'x', currency: park.currency, hourly_rate: rate.hourly, daily_rate: rate.daily } }
}

function setup(options: { park?: Park; parkRoute?: Route; rateRoute?: Route; feesRoute?: Route; client?: Parameters<typeof testClient>[1] } = {}) {
  const park = options.park ?? PARK
  const api = fakeApi([
    route('GET', '/vehicles/public', VEHICLE_TYPES),
    options.rateRoute ?? routeReply('GET', /^\/front\/parks\/[^/]+\/rate$/, (req) => rateAnswer(req, park)),
    options.parkRoute ?? route('GET', /^\/front\/parks\/[^/]+$/, park),
    options.feesRoute ?? route('GET', '/front/fees', NG_FEES),
    route('GET', '/countries', []),
  ])
  const client = testClient(api.fetch, options.client)
  const calls = (pattern: RegExp) => api.requests.filter((r) => pattern.test(r.url.pathname))
  return { api, client, calls }
}

const rateBox = () => screen.getByTestId('park-rate')

describe('ParkDetail', () => {
  it('loads the park by slug and shows its information', async () => {
    const { client, calls } = setup()
    renderWithParkade(<ParkDetail park="broad-street-car-park" />, { client })
    expect(screen.getByText('Loading park details…')).toBeTruthy()

    expect(await screen.findByRole('heading', { level: 2, name: 'Broad Street Car Park' })).toBeTruthy()
    expect(calls(/\/front\/parks\/broad-street-car-park$/)).toHaveLength(1)
    const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent
    expect(fact('Address')).toBe('65 Broad Street, Lagos Island')
    expect(fact('City')).toBe('Lagos')
    expect(fact('Opening hours')).toBe('06:00 to 22:00')
    expect(fact('Capacity')).toBe('370')
    expect(fact('Available now')).toBe('12')
    expect(fact('Park code')).toBe('PKFFXJW6')
    expect(screen.getByText('City', { selector: '.pk-badge' })).toBeTruthy()
    expect(screen.getByText('Drive in from Broad Street; quote park code PKFFXJW6.')).toBeTruthy()
    expect(screen.getByText('Central parking on Broad Street, close to offices.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'How to get in' })).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'About this park' })).toBeTruthy()
    const directions = screen.getByRole('link', { name: 'Directions to Broad Street Car Park (opens your maps app)' })
    const park = (await client.api.parks.get('broad-street-car-park'))
    expect(directions.getAttribute('href')).toBe(`https://www.google.com/maps/dir/?api=1&destination=${park.lat.toFixed(6)},${park.lng.toFixed(6)}&travelmode=driving`)
    expect(directions.getAttribute('target')).toBe('_blank')
  })

  it('writes opening hours the way the country reads a clock: 5:30 AM to 10:00 PM in the United States, 05:30 to 22:00 in Nigeria', async () => {
    const early = { ...PARK, opening_hours: { open: '05:30', close: '22:00' } }
    const us = setup({ park: early, client: { country: 'US' } })
    const view = renderWithParkade(<ParkDetail park="broad-street-car-park" />, { client: us.client })
    await screen.findByRole('heading', { level: 2, name: 'Broad Street Car Park' })
    const hours = () => screen.getByText('Opening hours', { selector: 'dt' }).nextElementSibling?.textContent
    expect(hours()).toBe('5:30 AM to 10:00 PM')
    view.unmount()
    const ng = setup({ park: early })
    renderWithParkade(<ParkDetail park="broad-street-car-park" />, { client: ng.client })
    await screen.findByRole('heading', { level: 2, name: 'Broad Street Car Park' })
    expect(hours()).toBe('05:30 to 22:00')
  })

  it('labels every amenity', async () => {
    const { client } = setup()
    renderWithParkade(<ParkDetail park={58} />, { client })
    const section = await screen.findByRole('region', { name: 'Amenities' })
    expect(within(section).getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'CCTV',
      'On-site security',
      'Covered parking',
      'Good lighting',
      'EV charging',
      'Disabled access',
      'Shuttle service',
      'Valet parking',
      'Car wash',
      'Toilets',
    ])
  })

  it('says when a park is open 24 hours, and when it is full', async () => {
    const { client } = setup({ park: { ...PARK, is_24_hours: true, opening_hours: null, available_spaces: 0, amenities: [] } })
    renderWithParkade(<ParkDetail park={58} />, { client })
    expect(await screen.findByText('Open 24 hours')).toBeTruthy()
    expect(screen.getByText('Full right now')).toBeTruthy()
    expect(screen.getByText('No amenities listed.')).toBeTruthy()
  })

  it('shows the rate for a car first, and the rate of the vehicle type chosen', async () => {
    const user = userEvent.setup()
    const { client, calls } = setup()
    renderWithParkade(<ParkDetail park="broad-street-car-park" />, { client })
    await waitFor(() => expect(rateBox().textContent).toContain(formatCurrency(1550, 'NGN', 'en-NG')))
    expect(rateBox().textContent).toContain(formatCurrency(11500, 'NGN', 'en-NG'))
    expect(rateBox().getAttribute('aria-live')).toBe('polite')
    const rates = () => calls(/\/rate$/)
    expect(rates()).toHaveLength(1)
    expect(rates()[0]!.url.pathname).toBe('/api/v1/front/parks/58/rate')
    expect(rates()[0]!.url.searchParams.get('vehicle_type_id')).toBe('1')

    const select = screen.getByRole('combobox', { name: 'Vehicle type' })
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3))
    await user.selectOptions(select, 'SUV / 4×4')
    await waitFor(() => expect(rateBox().textContent).toContain(formatCurrency(1900, 'NGN', 'en-NG')))
    expect(rates().at(-1)!.url.searchParams.get('vehicle_type_id')).toBe('2')
  })

  it('starts with the vehicle type it is given', async () => {
    const { client, calls } = setup()
    renderWithParkade(<ParkDetail park={58} initialVehicleTypeId={3} />, { client })
    await waitFor(() => expect(rateBox().textContent).toContain(formatCurrency(750, 'NGN', 'en-NG')))
    expect(calls(/\/rate$/)[0]!.url.searchParams.get('vehicle_type_id')).toBe('3')
  })

  it("shows a rate error with a Retry", async () => {
    const user = userEvent.setup()
    let failures = 1
    const { client } = setup({
      rateRoute: (req) => {
        if (!req.url.pathname.endsWith('/rate')) return undefined
        if (failures-- > 0) return problemReply('server.database_unreachable')
        return rateAnswer(req)
      },
    })
    renderWithParkade(<ParkDetail park={58} />, { client })
    const section = await screen.findByRole('region', { name: 'Rate' })
    const alert = await within(section).findByRole('alert')
    expect(alert.textContent).toContain('The database is not reachable.')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(rateBox().textContent).toContain(formatCurrency(1550, 'NGN', 'en-NG')))
    expect(within(section).queryByRole('alert')).toBeNull()
  })

  it('says when the park has no rate for the vehicle type, and cannot be booked for it', async () => {
    const user = userEvent.setup()
    const park = { ...PARK, rates: [{ vehicle_type_id: 1, hourly: 1550, daily: 11500 }] }
    const { client } = setup({ park })
    renderWithParkade(<ParkDetail park={58} onBook={() => {}} />, { client })
    const select = await screen.findByRole('combobox', { name: 'Vehicle type' })
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3))
    await user.selectOptions(select, 'Motorcycle')
    await waitFor(() => expect(rateBox().textContent).toBe('This park has no rate for this vehicle type.'))
    expect((screen.getByRole('button', { name: 'Book now' }) as HTMLButtonElement).disabled).toBe(true)
  })

  it("shows the fees of the park's country", async () => {
    const { client, calls } = setup()
    renderWithParkade(<ParkDetail park={58} />, { client })
    const fees = await screen.findByRole('region', { name: 'Fees' })
    await waitFor(() => expect(within(fees).getAllByRole('row')).toHaveLength(2))
    expect(within(fees).getAllByRole('row').map((row) => row.textContent)).toEqual(['Service fee5%', 'VAT7.5%'])
    expect(calls(/\/front\/fees$/)[0]!.url.searchParams.get('country_id')).toBe('1')
  })

  it('shows a fixed fee in its currency, and no fees when there are none', async () => {
    const usd: Fee = { id: 7, country_id: 2, code: 'US-BOOKING', name: 'Booking fee', name_fr: 'Frais de réservation', kind: 'fixed', amount: 1.99, currency: 'USD' }
    const { client } = setup({ feesRoute: route('GET', '/front/fees', [usd]) })
    renderWithParkade(<ParkDetail park={58} />, { client })
    const fees = await screen.findByRole('region', { name: 'Fees' })
    await waitFor(() => expect(within(fees).getByRole('row').textContent).toBe(`Booking fee${formatCurrency(1.99, 'USD', 'en-NG')}`))

    const empty = setup({ feesRoute: route('GET', '/front/fees', []) })
    renderWithParkade(<ParkDetail park={58} />, { client: empty.client })
    expect(await screen.findByText('No extra fees.')).toBeTruthy()
  })

  it('shows a fees error with a Retry', async () => {
    const user = userEvent.setup()
    let failures = 1
    const { client } = setup({
      feesRoute: (req) => {
        if (!req.url.pathname.endsWith('/front/fees')) return undefined
        return failures-- > 0 ? problemReply('server.database_unreachable') : { body: NG_FEES }
      },
    })
    renderWithParkade(<ParkDetail park={58} />, { client })
    const fees = await screen.findByRole('region', { name: 'Fees' })
    const alert = await within(fees).findByRole('alert')
    expect(alert.textContent).toContain('The database is not reachable.')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(within(fees).getAllByRole('row')).toHaveLength(2))
  })

  it('hands the park and the chosen vehicle type to onBook', async () => {
    const user = userEvent.setup()
    const onBook = vi.fn()
    const { client } = setup()
    renderWithParkade(<ParkDetail park="broad-street-car-park" onBook={onBook} />, { client })
    const select = await screen.findByRole('combobox', { name: 'Vehicle type' })
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(3))
    await user.selectOptions(select, 'SUV / 4×4')
    await user.click(screen.getByRole('button', { name: 'Book now' }))
    expect(onBook).toHaveBeenCalledWith({ park: PARK, vehicleTypeId: 2 })
  })

  it('puts its headings at the level the host asks for', async () => {
    const { client } = setup()
    renderWithParkade(<ParkDetail park={58} headingLevel={3} />, { client })
    expect(await screen.findByRole('heading', { level: 3, name: 'Broad Street Car Park' })).toBeTruthy()
    expect(screen.getAllByRole('heading', { level: 4 }).map((h) => h.textContent)).toEqual(['Rate', 'Fees', 'Amenities', 'How to get in', 'About this park'])
  })

  it('shows no Book button without onBook', async () => {
    const { client } = setup()
    renderWithParkade(<ParkDetail park={58} />, { client })
    await screen.findByRole('heading', { level: 2, name: 'Broad Street Car Park' })
    expect(screen.queryByRole('button', { name: 'Book now' })).toBeNull()
  })

  it('says clearly when the park does not exist', async () => {
    const { client, calls } = setup({ parkRoute: route('GET', /^\/front\/parks\/[^/]+$/, problem('park.not_found'), 404) })
    renderWithParkade(<ParkDetail park="no-such-park" />, { client })
    expect(await screen.findByRole('heading', { level: 2, name: 'Park not found' })).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toBe('We could not find this park. The link may be wrong, or the park may no longer be listed.')
    expect(calls(/\/rate$/)).toHaveLength(0)
  })

  it("shows the server's error with a Retry that loads the park again", async () => {
    const user = userEvent.setup()
    let failures = 1
    const { client, calls } = setup({
      parkRoute: (req) => {
        if (!/^\/api\/v1\/front\/parks\/[^/]+$/.test(req.url.pathname)) return undefined
        return failures-- > 0 ? problemReply('server.database_unreachable') : { body: PARK }
      },
    })
    renderWithParkade(<ParkDetail park={58} />, { client })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The database is not reachable.')
    await user.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { level: 2, name: 'Broad Street Car Park' })).toBeTruthy()
    expect(calls(/\/front\/parks\/58$/)).toHaveLength(2)
  })

  it("says 'Park ID is required' without a park, and asks nothing of the API", async () => {
    const { client, api } = setup()
    renderWithParkade(<ParkDetail park="" />, { client })
    expect((await screen.findByRole('alert')).textContent).toContain('Park ID is required')
    expect(api.requests.filter((r) => r.url.pathname.includes('/front/parks'))).toHaveLength(0)
  })

  it('takes focus to the new park when another one is chosen', async () => {
    const other: Park = { ...PARK, id: 7, slug: 'airport-p1', name: 'Airport Car Park P1' }
    const { client } = setup({ parkRoute: (req) => (/\/front\/parks\/(7|airport-p1)$/.test(req.url.pathname) ? { body: other } : /\/front\/parks\/[^/]+$/.test(req.url.pathname) ? { body: PARK } : undefined) })
    const view = renderWithParkade(<ParkDetail park={58} />, { client })
    const first = await screen.findByRole('heading', { level: 2, name: 'Broad Street Car Park' })
    // Nothing is stolen on the first load.
    expect(document.activeElement).not.toBe(first)
    view.rerender(
      <ParkadeProvider client={client}>
        <ParkDetail park={7} />
      </ParkadeProvider>,
    )
    const second = await screen.findByRole('heading', { level: 2, name: 'Airport Car Park P1' })
    await waitFor(() => expect(document.activeElement).toBe(second))
  })

  it('takes focus to the park once loaded when asked to', async () => {
    const { client } = setup()
    renderWithParkade(<ParkDetail park={58} autoFocus />, { client })
    const heading = await screen.findByRole('heading', { level: 2, name: 'Broad Street Car Park' })
    await waitFor(() => expect(document.activeElement).toBe(heading))
  })

  it('loads the park again in the new language', async () => {
    const { client, calls } = setup()
    renderWithParkade(<ParkDetail park={58} />, { client })
    await screen.findByRole('heading', { level: 2, name: 'Broad Street Car Park' })
    act(() => client.stores.language.getState().choose('fr'))
    await waitFor(() => expect(calls(/\/front\/parks\/58$/)).toHaveLength(2))
    expect(calls(/\/front\/parks\/58$/)[1]!.headers['accept-language']).toBe('fr')
    // The park stays on screen while it refreshes.
    expect(screen.getByRole('heading', { level: 2, name: 'Broad Street Car Park' })).toBeTruthy()
  })

  it('shows the park the host has already read at once, and asks the API for it only in a new language', async () => {
    const { client, calls } = setup()
    renderWithParkade(<ParkDetail park="broad-street-car-park" initialPark={PARK} />, { client })
    expect(screen.getByRole('heading', { level: 2, name: 'Broad Street Car Park' })).toBeTruthy()
    expect(screen.queryByText('Loading park details…')).toBeNull()
    // Its rate and its country's fees are still read.
    await waitFor(() => expect(calls(/\/front\/parks\/58\/rate$/)).toHaveLength(1))
    await waitFor(() => expect(calls(/\/front\/fees$/)).toHaveLength(1))
    expect(calls(/\/front\/parks\/broad-street-car-park$/)).toHaveLength(0)
    act(() => client.stores.language.getState().choose('fr'))
    await waitFor(() => expect(calls(/\/front\/parks\/broad-street-car-park$/)).toHaveLength(1))
    expect(calls(/\/front\/parks\/broad-street-car-park$/)[0]!.headers['accept-language']).toBe('fr')
  })
})

describe('ParkDetail in French for Senegal', () => {
  const SN_PARK: Park = {
    ...PARK,
    id: 267,
    name: 'Stade Lat-Dior — Parking Porte 4',
    type: 'stadium',
    country_code: 'SN',
    currency: 'XOF',
    amenities: ['cctv', 'disabled_access'],
    rates: [
      { vehicle_type_id: 1, hourly: 1450, daily: 3000 },
      { vehicle_type_id: 3, hourly: 225, daily: 1500 },
    ],
  }
  const SN_FEES: Fee[] = [
    { id: 3, country_id: 4, code: 'SN-SERVICE', name: 'Service fee', name_fr: 'Frais de service', kind: 'percent', amount: 5, currency: 'XOF' },
    { id: 4, country_id: 4, code: 'SN-TVA', name: 'VAT (TVA)', name_fr: 'TVA', kind: 'percent', amount: 18, currency: 'XOF' },
  ]

  it('shows French labels, XOF amounts for fr-SN and the French fee names', async () => {
    const user = userEvent.setup()
    const { client, calls } = setup({ park: SN_PARK, feesRoute: route('GET', '/front/fees', SN_FEES), client: { country: 'SN' } })
    renderWithParkade(<ParkDetail park={267} onBook={() => {}} />, { client })
    await screen.findByRole('heading', { level: 2, name: 'Stade Lat-Dior — Parking Porte 4' })
    expect(screen.getByText('Stade', { selector: '.pk-badge' })).toBeTruthy()
    expect(screen.getByText('Adresse', { selector: 'dt' })).toBeTruthy()
    expect(screen.getByText('Horaires', { selector: 'dt' }).nextElementSibling?.textContent).toBe('De 06:00 à 22:00')
    expect(within(screen.getByRole('region', { name: 'Équipements' })).getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Vidéosurveillance', 'Accès PMR'])
    await waitFor(() => expect(rateBox().textContent).toContain(formatCurrency(1450, 'XOF', 'fr-SN')))
    expect(formatCurrency(1450, 'XOF', 'fr-SN')).toContain('CFA')
    expect(screen.getByText('À l’heure')).toBeTruthy()
    const fees = screen.getByRole('region', { name: 'Frais' })
    await waitFor(() => expect(within(fees).getAllByRole('row')).toHaveLength(2))
    // French percentages take a no-break space before %.
    const [service, vat] = within(fees).getAllByRole('row').map((row) => row.textContent)
    expect(service).toMatch(/^Frais de service5[\u00a0\u202f]%$/)
    expect(vat).toMatch(/^TVA18[\u00a0\u202f]%$/)
    expect(calls(/\/front\/fees$/)[0]!.url.searchParams.get('country_id')).toBe('4')
    expect(calls(/\/front\/parks\/267$/)[0]!.headers['accept-language']).toBe('fr')

    const select = screen.getByRole('combobox', { name: 'Type de véhicule' })
    await waitFor(() => expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Voiture', 'SUV / 4×4', 'Moto']))
    await user.selectOptions(select, 'Moto')
    await waitFor(() => expect(rateBox().textContent).toContain(formatCurrency(225, 'XOF', 'fr-SN')))
    expect(screen.getByRole('button', { name: 'Réserver' })).toBeTruthy()
  })

  it("shows the park's picture, sized, with its alt text in English and in French", async () => {
    const image_url = 'https://api.example.com/api/v1/images/stadium-2.svg'
    const { client } = setup({ park: { ...SN_PARK, image_url }, feesRoute: route('GET', '/front/fees', SN_FEES), client: { country: 'SN' } })
    renderWithParkade(<ParkDetail park={267} />, { client })
    const picture = await screen.findByRole('img', { name: 'Parking\u00a0: Stade Lat-Dior — Parking Porte 4' })
    // Named by the API's public URL, fetched through the client's API base (a partner's proxy).
    expect(picture.getAttribute('src')).toBe('http://api.test/api/v1/images/stadium-2.svg')
    // Its size is known before it loads: the page does not move when it arrives; at the top, it is not lazy.
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading')]).toEqual(['800', '450', null])
    act(() => client.stores.language.getState().choose('en'))
    expect(await screen.findByRole('img', { name: 'Car park: Stade Lat-Dior — Parking Porte 4' })).toBeTruthy()
  })

  it('says the park was not found in French', async () => {
    const { client } = setup({ parkRoute: route('GET', /^\/front\/parks\/[^/]+$/, problem('park.not_found'), 404), client: { country: 'SN' } })
    renderWithParkade(<ParkDetail park="PKNOPE00" />, { client })
    expect(await screen.findByRole('heading', { level: 2, name: 'Parking introuvable' })).toBeTruthy()
  })

  it("translates 'Park ID is required'", async () => {
    const { client } = setup({ client: { country: 'SN' } })
    renderWithParkade(<ParkDetail park={null} />, { client })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('L’identifiant du parking est obligatoire')
    expect(within(alert).getByRole('button', { name: 'Réessayer' })).toBeTruthy()
  })
})
