import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatCurrency } from '@parkade/core'
import type { Country, Page, Park, VehicleType } from '@parkade/core'
import { examplePark } from '@parkade/contract/testing'
import { ParkSearch } from '../ParkSearch/ParkSearch.tsx'
import { fakeApi, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest } from './renderWithParkade.tsx'

const COUNTRIES: Country[] = [
  { id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true },
  { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true },
]
const VEHICLE_TYPES: VehicleType[] = [
  { id: 1, name: 'Car', name_fr: 'Voiture', description: '' },
  { id: 3, name: 'Motorcycle', name_fr: 'Moto', description: '' },
]

/** A park as the API prices it for the stay asked (arrival, departure, vehicle_type_id). */
function pricedPark(req: RecordedRequest, overrides: Partial<Park>, total: number, spaces: number): Park {
  const park = examplePark({ rates: [{ vehicle_type_id: 1, hourly: 500, daily: 4000 }], ...overrides })
  if (!req.query.arrival || !req.query.departure) return park
  const stay = { arrival: req.query.arrival, departure: req.query.departure, vehicle_type_id: Number(req.query.vehicle_type_id ?? 1), total, currency: park.currency, available_spaces: spaces }
  return { ...park, stay }
}

function setup(options: Parameters<typeof testClient>[1] = {}, parks?: (req: RecordedRequest) => Park[]) {
  const api = fakeApi([
    route('GET', '/countries', COUNTRIES),
    route('GET', '/vehicles/public', VEHICLE_TYPES),
    route('GET', '/places', { items: [] }),
    route('GET', '/parks/front/parks/', (req: RecordedRequest): Page<Park> => {
      const items = parks
        ? parks(req)
        : [pricedPark(req, { id: 1, name: 'Broad Street Car Park' }, 4650, 12), pricedPark(req, { id: 2, slug: 'full', name: 'Full Park' }, 9000, 0)]
      return { items, total: items.length, page: 1, size: 10, pages: 1 }
    }),
  ])
  const client = testClient(api.fetch, options)
  const searches = () => api.requests.filter((r) => r.operationId === 'searchParks')
  const lastSearch = () => searches().at(-1)?.query ?? {}
  return { api, client, searches, lastSearch }
}

const card = (name: string) => within(screen.getByRole('article', { name }))
/** The `datetime-local` value of an instant in the device's time zone. */
const local = (date: Date) => {
  const pad = (n: number) => String(n).padStart(2, '0')
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`
}

afterEach(() => {
  vi.useRealTimers()
})

describe('ParkSearch stay', () => {
  it('searches from now (rounded up to the quarter hour) for two hours, for the chosen vehicle', async () => {
    vi.useFakeTimers({ now: new Date(2027, 0, 15, 9, 7), shouldAdvanceTime: true })
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    expect((screen.getByLabelText('Arrival') as HTMLInputElement).value).toBe('2027-01-15T09:15')
    expect((screen.getByLabelText('Departure') as HTMLInputElement).value).toBe('2027-01-15T11:15')
    expect(lastSearch()).toMatchObject({
      arrival: new Date(2027, 0, 15, 9, 15).toISOString(),
      departure: new Date(2027, 0, 15, 11, 15).toISOString(),
      vehicle_type_id: '1',
    })
  })

  it('searches again for new times, and sends the vehicle type chosen', async () => {
    const user = userEvent.setup()
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: '2031-03-02T08:00' } })
    fireEvent.change(screen.getByLabelText('Departure'), { target: { value: '2031-03-02T18:30' } })
    await waitFor(() => expect(lastSearch().departure).toBe(new Date(2031, 2, 2, 18, 30).toISOString()))
    expect(lastSearch().arrival).toBe(new Date(2031, 2, 2, 8, 0).toISOString())
    const vehicle = screen.getByRole('combobox', { name: 'Vehicle type' })
    await waitFor(() => expect(within(vehicle).getAllByRole('option')).toHaveLength(2))
    await user.selectOptions(vehicle, 'Motorcycle')
    await waitFor(() => expect(lastSearch().vehicle_type_id).toBe('3'))
  })

  it('says when departure is not after arrival, and keeps the last valid results', async () => {
    const { client, searches } = setup()
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    const arrival = screen.getByLabelText('Arrival') as HTMLInputElement
    const count = searches().length
    fireEvent.change(screen.getByLabelText('Departure'), { target: { value: arrival.value } })
    expect(await screen.findByText('Departure must be after arrival.')).toBeTruthy()
    expect(screen.getByLabelText('Departure').getAttribute('aria-invalid')).toBe('true')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(searches().length).toBe(count)
    expect(screen.getAllByRole('article')).toHaveLength(2)
  })

  it('refuses an arrival in the past, which the API could not price, and ignores a host’s stay already begun', async () => {
    const { client, searches, lastSearch } = setup()
    renderWithParkade(<ParkSearch initialArrival="2001-01-01T10:00:00.000Z" initialDeparture="2001-01-01T12:00:00.000Z" />, { client })
    await screen.findAllByRole('article')
    expect(Date.parse(lastSearch().arrival!)).toBeGreaterThan(Date.now() - 60_000)
    const count = searches().length
    fireEvent.change(screen.getByLabelText('Arrival'), { target: { value: '2001-01-01T10:00' } })
    expect(await screen.findByText('Arrival cannot be in the past.')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(searches().length).toBe(count)
  })

  it('shows the stay total in the park currency and the spaces left; the hourly price without a stay', async () => {
    const { client } = setup({}, (req) => [
      pricedPark(req, { id: 1, name: 'Broad Street Car Park' }, 4650, 12),
      pricedPark(req, { id: 2, slug: 'one', name: 'One Left' }, 3000, 1),
      pricedPark(req, { id: 3, slug: 'full', name: 'Full Park' }, 9000, 0),
      examplePark({ id: 4, slug: 'no-stay', name: 'Unpriced Park', rates: [{ vehicle_type_id: 1, hourly: 750, daily: 4000 }] }),
    ])
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    expect(card('Broad Street Car Park').getByTestId('park-price').textContent).toBe(`${formatCurrency(4650, 'NGN', 'en-NG')} for your stay`)
    expect(card('Broad Street Car Park').getByTestId('park-spaces').textContent).toBe('12 spaces left')
    expect(card('One Left').getByTestId('park-spaces').textContent).toBe('1 space left')
    expect(card('Full Park').getByTestId('park-spaces').textContent).toBe('Full at these times')
    expect(card('Unpriced Park').getByTestId('park-price').textContent).toBe(`${formatCurrency(750, 'NGN', 'en-NG')} per hour`)
    expect(card('Unpriced Park').queryByTestId('park-spaces')).toBeNull()
  })

  it('starts from the host’s times and hands them on with the chosen park', async () => {
    const user = userEvent.setup()
    const onSelect = vi.fn()
    const arrival = new Date(2031, 5, 1, 10, 0).toISOString()
    const departure = new Date(2031, 5, 1, 14, 0).toISOString()
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch initialArrival={arrival} initialDeparture={departure} onSelect={onSelect} />, { client })
    await screen.findAllByRole('article')
    expect((screen.getByLabelText('Arrival') as HTMLInputElement).value).toBe(local(new Date(arrival)))
    expect(lastSearch()).toMatchObject({ arrival, departure })
    await user.click(screen.getByRole('button', { name: 'View park: Broad Street Car Park' }))
    expect(onSelect).toHaveBeenCalledWith(expect.objectContaining({ name: 'Broad Street Car Park' }), { arrival, departure, vehicleTypeId: 1 })
  })
})

describe('ParkSearch sort and filters', () => {
  it('offers relevance with text, sends the sort and every filter chosen', async () => {
    const user = userEvent.setup()
    const { client, lastSearch } = setup()
    renderWithParkade(<ParkSearch initialQuery="Lagos" />, { client })
    await screen.findAllByRole('article')
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Relevance', 'Price'])
    expect(lastSearch().sort).toBeUndefined()

    await user.selectOptions(sort, 'Price')
    await waitFor(() => expect(lastSearch().sort).toBe('price'))
    await user.selectOptions(screen.getByRole('combobox', { name: 'Park type' }), 'Stadium')
    await waitFor(() => expect(lastSearch().type).toBe('stadium'))
    await user.click(screen.getByRole('checkbox', { name: 'Open now' }))
    await waitFor(() => expect(lastSearch().open_now).toBe('true'))
    await user.click(screen.getByRole('checkbox', { name: 'Open 24 hours' }))
    await waitFor(() => expect(lastSearch().is_24_hours).toBe('true'))
    await user.click(screen.getByRole('checkbox', { name: 'With free spaces' }))
    await waitFor(() => expect(lastSearch().available).toBe('true'))
    expect(lastSearch()).toMatchObject({ search: 'Lagos', sort: 'price', type: 'stadium', page: '1' })

    await user.click(screen.getByRole('checkbox', { name: 'Open now' }))
    await waitFor(() => expect(lastSearch().open_now).toBeUndefined())
  })

  it('lists every park in the API’s order first, with price as the other sort, when nothing is searched', async () => {
    const { client } = setup()
    renderWithParkade(<ParkSearch type="airport" />, { client })
    await screen.findAllByRole('article')
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Suggested', 'Price'])
    expect((screen.getByRole('combobox', { name: 'Park type' }) as HTMLSelectElement).value).toBe('airport')
  })

  it('in French', async () => {
    const { client } = setup({ country: 'SN' })
    renderWithParkade(<ParkSearch initialQuery="Dakar" />, { client })
    await screen.findAllByRole('article')
    expect(within(screen.getByRole('combobox', { name: 'Trier par' })).getAllByRole('option').map((o) => o.textContent)).toEqual(['Pertinence', 'Prix'])
    expect(screen.getByRole('checkbox', { name: 'Ouvert maintenant' })).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: 'Avec places libres' })).toBeTruthy()
    expect(card('Broad Street Car Park').getByTestId('park-spaces').textContent).toBe('12\u00a0places restantes')
    fireEvent.change(screen.getByLabelText('Départ'), { target: { value: (screen.getByLabelText('Arrivée') as HTMLInputElement).value } })
    expect(await screen.findByText(/Le départ doit/)).toBeTruthy()
  })
})
