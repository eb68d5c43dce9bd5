import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Country, Page, Park, Place, VehicleType } from '@parkade/core'
import { deferred, examplePark } from '@parkade/contract/testing'
import type { FakeReply } from '@parkade/contract/testing'
import { ParkSearch } from '../ParkSearch/ParkSearch.tsx'
import { PLACE_SUGGESTIONS_DELAY_MS } from '../ParkSearch/usePlaceSuggestions.ts'
import { fakeApi, renderWithParkade, route, routeReply, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest, Route } from './renderWithParkade.tsx'

const COUNTRIES: Country[] = [
  { id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true },
  { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true },
]
const VEHICLE_TYPES: VehicleType[] = [{ id: 1, name: 'Car', name_fr: 'Voiture', description: '' }]

function place(overrides: Partial<Place>): Place {
  return { id: 'landmark:x', kind: 'landmark', type: 'airport', name: 'X', detail: '', country_code: 'NG', lat: 0, lng: 0, park_slug: null, ...overrides }
}

const MURTALA = place({ id: 'landmark:lagos-murtala-muhammed-airport', name: 'Murtala Muhammed International Airport', detail: 'Ikeja, Lagos, Nigeria', lat: 6.5774, lng: 3.3212 })
const LAGOS = place({ id: 'city:NG:lagos', kind: 'city', type: 'city', name: 'Lagos', detail: 'Lagos, Nigeria', lat: 6.45, lng: 3.4 })
const AIRPORT_PARK = place({ id: 'park:PKLOS001', kind: 'park', type: 'airport', name: 'Airport Car Park P1', detail: 'Airport Road, Ikeja', lat: 6.58, lng: 3.32, park_slug: 'airport-p1' })
const BLAISE_DIAGNE = place({ id: 'landmark:dakar-blaise-diagne-airport', name: 'Aéroport international Blaise-Diagne', detail: 'Diass, Thiès, Sénégal', country_code: 'SN', lat: 14.67, lng: -17.07 })

const PARK: Park = { ...examplePark(), id: 7, slug: 'airport-p1', name: 'Airport Car Park P1', type: 'airport' }

function pageOf(items: Park[]): Page<Park> {
  return { items, total: items.length, page: 1, size: 10, pages: items.length ? 1 : 0 }
}

function setup(places: Route, options: Parameters<typeof testClient>[1] = {}) {
  const api = fakeApi([
    route('GET', '/countries', COUNTRIES),
    route('GET', '/vehicles/public', VEHICLE_TYPES),
    route('GET', '/parks/front/parks/', (req: RecordedRequest) => pageOf(req.query.lat ? [{ ...PARK, distance_km: 1.2 }] : [PARK])),
    route('GET', '/front/parks/airport-p1', PARK),
    places,
  ])
  const client = testClient(api.fetch, options)
  const placeSearches = () => api.requests.filter((r) => r.operationId === 'searchPlaces')
  const lastSearch = () => api.requests.filter((r) => r.operationId === 'searchParks').at(-1)?.query ?? {}
  return { api, client, placeSearches, lastSearch }
}

const answering = (items: Place[]) => route('GET', '/places', { items })
const box = (name = 'Place, park name or address') => screen.getByRole('combobox', { name })

describe('ParkSearch place combobox', () => {
  it('follows the combobox pattern: suggestions by keyboard, announced, Escape closes then clears', async () => {
    const user = userEvent.setup()
    const { client } = setup(answering([MURTALA, LAGOS, AIRPORT_PARK]))
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    const input = box()
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.getAttribute('aria-autocomplete')).toBe('list')

    await user.type(input, 'lagos airprt')
    const listbox = await screen.findByRole('listbox')
    expect(input.getAttribute('aria-controls')).toBe(listbox.id)
    expect(input.getAttribute('aria-expanded')).toBe('true')
    const options = within(listbox).getAllByRole('option')
    expect(options.map((o) => o.textContent)).toEqual([
      '✈Murtala Muhammed International AirportIkeja, Lagos, NigeriaAirport',
      '🏙LagosLagos, NigeriaCity',
      'PAirport Car Park P1Airport Road, IkejaCar park',
    ])
    const status = screen.getByText('3 places found')
    expect(status.getAttribute('role')).toBe('status')
    expect(status.getAttribute('aria-live')).toBe('polite')
    // The focus stays in the box; the highlighted option is named by aria-activedescendant.
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
    const active = () => document.getElementById(input.getAttribute('aria-activedescendant') ?? '')

    await user.keyboard('{ArrowDown}')
    expect(active()).toBe(options[0])
    expect(options[0]!.getAttribute('aria-selected')).toBe('true')
    await user.keyboard('{ArrowDown}')
    expect(active()).toBe(options[1])
    expect(options[0]!.getAttribute('aria-selected')).toBe('false')
    await user.keyboard('{End}')
    expect(active()).toBe(options[2])
    await user.keyboard('{ArrowDown}')
    expect(active()).toBe(options[0])
    await user.keyboard('{ArrowUp}')
    expect(active()).toBe(options[2])
    await user.keyboard('{Home}')
    expect(active()).toBe(options[0])
    expect(document.activeElement).toBe(input)

    await user.keyboard('{Escape}')
    expect(input.getAttribute('aria-expanded')).toBe('false')
    expect(input.hasAttribute('aria-activedescendant')).toBe(false)
    expect((input as HTMLInputElement).value).toBe('lagos airprt')
    await user.keyboard('{Escape}')
    expect((input as HTMLInputElement).value).toBe('')
  })

  it('runs the text search on Enter when no suggestion is highlighted', async () => {
    const user = userEvent.setup()
    const { client, lastSearch } = setup(answering([MURTALA]))
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    await user.type(box(), 'Ikeja')
    await screen.findByRole('listbox')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(lastSearch().search).toBe('Ikeja'))
    expect(lastSearch().lat).toBeUndefined()
    expect(box().getAttribute('aria-expanded')).toBe('false')
    expect(await screen.findByRole('heading', { name: 'Parking near Ikeja' })).toBeTruthy()
  })

  it('Tab closes the list and leaves the box', async () => {
    const user = userEvent.setup()
    const { client } = setup(answering([MURTALA]))
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    await user.type(box(), 'lagos')
    await screen.findByRole('listbox')
    await user.tab()
    expect(document.activeElement).not.toBe(box())
    expect(box().getAttribute('aria-expanded')).toBe('false')
  })

  it('asks once per pause in typing, in the selected country and language', async () => {
    const user = userEvent.setup()
    const { client, placeSearches } = setup(answering([MURTALA]))
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    const started = Date.now()
    await user.type(box(), 'lagos airprt')
    expect(placeSearches()).toHaveLength(0)
    await screen.findByRole('option', { name: /Murtala Muhammed International Airport/ })
    expect(Date.now() - started).toBeGreaterThanOrEqual(PLACE_SUGGESTIONS_DELAY_MS)
    expect(placeSearches().map((r) => r.query)).toEqual([{ q: 'lagos airprt', lang: 'en', country: 'NG' }])
  })

  it('cancels the request of older text: its late answer never shows', async () => {
    const user = userEvent.setup()
    const held = deferred<FakeReply>()
    const { client, placeSearches } = setup(
      routeReply('GET', '/places', (req) => (req.query.q === 'lagos' ? held.promise : { body: { items: [MURTALA] } })),
    )
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    await user.type(box(), 'lagos')
    await waitFor(() => expect(placeSearches()).toHaveLength(1))
    await user.type(box(), ' airport')
    await screen.findByRole('option', { name: /Murtala Muhammed International Airport/ })
    expect(placeSearches()[0]!.signal?.aborted).toBe(true)
    expect(placeSearches()[1]!.signal?.aborted).toBe(false)
    held.resolve({ body: { items: [place({ id: 'landmark:stale', name: 'Stale Place' })] } })
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(screen.queryByRole('option', { name: /Stale Place/ })).toBeNull()
    expect(within(screen.getByRole('listbox')).getAllByRole('option')).toHaveLength(1)
  })

  it('says "No places" when nothing matches', async () => {
    const user = userEvent.setup()
    const { client } = setup(answering([]))
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    await user.type(box(), 'zzzz')
    expect(await screen.findByText('No places')).toBeTruthy()
    expect(box().getAttribute('aria-expanded')).toBe('false')
  })

  it('choosing a landmark lists the parks nearest to it, under its name', async () => {
    const user = userEvent.setup()
    const { client, lastSearch } = setup(answering([MURTALA, LAGOS]))
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    await user.type(box(), 'lagos airprt')
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(await screen.findByRole('heading', { name: 'Parking near Murtala Muhammed International Airport' })).toBeTruthy()
    expect(lastSearch()).toMatchObject({ lat: '6.5774', lng: '3.3212' })
    expect(lastSearch().search).toBeUndefined()
    expect((box() as HTMLInputElement).value).toBe('Murtala Muhammed International Airport')
    expect(box().getAttribute('aria-expanded')).toBe('false')
    expect(await screen.findByText('1.2 km away')).toBeTruthy()
    // Around a point, the results can be sorted by distance (and relevance is gone with the text).
    const sort = screen.getByRole('combobox', { name: 'Sort by' })
    expect(within(sort).getAllByRole('option').map((o) => o.textContent)).toEqual(['Distance', 'Price'])
    // The focus stays in the box: Escape then clears it for the next search.
    expect(document.activeElement).toBe(box())
    await user.keyboard('{Escape}')
    expect((box() as HTMLInputElement).value).toBe('')
    // New text forgets the old highlight: Enter searches the text, not the place highlighted before.
    await user.keyboard('{ArrowDown}')
    await waitFor(() => expect(box().getAttribute('aria-expanded')).toBe('false'))
    await user.type(box(), 'lagos airprt')
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{Escape}')
    await user.clear(box())
    await user.type(box(), 'Ikeja')
    expect(box().hasAttribute('aria-activedescendant')).toBe(false)
    await user.keyboard('{Enter}')
    expect(await screen.findByRole('heading', { name: 'Parking near Ikeja' })).toBeTruthy()
    expect(lastSearch()).toMatchObject({ search: 'Ikeja' })
  })

  it('starts around a place the host gives (a place chosen on another page)', async () => {
    const { client, lastSearch } = setup(answering([]))
    renderWithParkade(<ParkSearch initialPlace={{ name: MURTALA.name, lat: MURTALA.lat, lng: MURTALA.lng }} />, { client })
    expect(await screen.findByRole('heading', { name: 'Parking near Murtala Muhammed International Airport' })).toBeTruthy()
    await screen.findAllByRole('article')
    expect(lastSearch()).toMatchObject({ lat: '6.5774', lng: '3.3212' })
    expect(lastSearch().search).toBeUndefined()
    expect((box() as HTMLInputElement).value).toBe('Murtala Muhammed International Airport')
  })

  it('choosing a city by pointer searches around it too', async () => {
    const user = userEvent.setup()
    const { client, lastSearch } = setup(answering([MURTALA, LAGOS]))
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    await user.type(box(), 'lagos')
    await user.click(await screen.findByRole('option', { name: /^Lagos/ }))
    expect(await screen.findByRole('heading', { name: 'Parking near Lagos' })).toBeTruthy()
    expect(lastSearch()).toMatchObject({ lat: '6.45', lng: '3.4' })
  })

  it('choosing a park opens it: onSelect and park-selected, with the stay', async () => {
    const user = userEvent.setup()
    const { client, api } = setup(answering([AIRPORT_PARK]))
    const onSelect = vi.fn()
    const onEvent = vi.fn()
    renderWithParkade(<ParkSearch onSelect={onSelect} />, { client, on: { 'park-selected': onEvent } })
    await screen.findAllByRole('article')
    await user.type(box(), 'airport car')
    await screen.findByRole('listbox')
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(onSelect).toHaveBeenCalledTimes(1))
    expect(api.requests.some((r) => r.operationId === 'getPark' && r.params.id === 'airport-p1')).toBe(true)
    expect(onSelect).toHaveBeenCalledWith(PARK, { arrival: expect.any(String), departure: expect.any(String), vehicleTypeId: 1 })
    expect(onEvent).toHaveBeenCalledWith(expect.objectContaining({ park: PARK, vehicleTypeId: 1 }))
  })
})

describe('ParkSearch place combobox in French', () => {
  it('asks in French and says the place and its kind in French', async () => {
    const user = userEvent.setup()
    const { client, placeSearches, lastSearch } = setup(answering([BLAISE_DIAGNE]), { country: 'SN' })
    renderWithParkade(<ParkSearch />, { client })
    await screen.findAllByRole('article')
    const input = box('Lieu, nom du parking ou adresse')
    await user.type(input, 'aeroport')
    const option = await screen.findByRole('option', { name: /Aéroport international Blaise-Diagne/ })
    expect(option.textContent).toContain('Aéroport')
    expect(placeSearches().at(-1)?.query).toEqual({ q: 'aeroport', lang: 'fr', country: 'SN' })
    expect(screen.getByText(/lieu trouvé/).textContent).toBe('1\u00a0lieu trouvé')
    await user.keyboard('{ArrowDown}{Enter}')
    expect(await screen.findByRole('heading', { name: 'Parkings à proximité\u00a0: Aéroport international Blaise-Diagne' })).toBeTruthy()
    expect(lastSearch()).toMatchObject({ lat: '14.67', lng: '-17.07', country: 'Senegal' })
  })
})
