import { act, fireEvent, renderHook, screen, waitFor, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { examplePark } from '@parkade/contract/testing'
import type { Page, Park } from '@parkade/core'
import { ParkMap } from '../ParkMap/ParkMap.tsx'
import { MAP_TEXTS } from '../ParkMap/mapTextsAll.ts'
import { ParkSearch } from '../ParkSearch/ParkSearch.tsx'
import { useParkSearch } from '../ParkSearch/useParkSearch.ts'
import { ParkadeProvider } from '../provider/ParkadeProvider.tsx'
import { fakeApi, renderWithParkade, route, testClient } from './renderWithParkade.tsx'

const COUNTRIES = [{ id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true }]

function park(id: number, name: string, lat: number, lng: number): Park {
  return examplePark({ id, slug: `park-${id}`, park_code: `PK${id}`, name, description: '', address: `${id} Broad Street, Lagos`, lat, lng, rates: [{ vehicle_type_id: 1, hourly: 1500, daily: 9000 }] })
}

const PARKS = [park(1, 'Broad Street Car Park', 6.45, 3.39), park(2, 'Marina Park', 6.452, 3.385)]
const pageOf = (items: Park[]): Page<Park> => ({ items, total: items.length, page: 1, size: 10, pages: 1 })

function setup(options: Parameters<typeof testClient>[1] = {}) {
  const api = fakeApi([route('GET', '/countries', COUNTRIES), route('GET', '/vehicles/public', []), route('GET', '/parks/front/parks/', pageOf(PARKS))])
  return { api, client: testClient(api.fetch, options) }
}

describe('ParkMap', () => {
  it('has the same texts in English and French', () => {
    expect(Object.keys(MAP_TEXTS.fr).sort()).toEqual(Object.keys(MAP_TEXTS.en).sort())
    for (const [key, text] of Object.entries(MAP_TEXTS.fr)) expect(text, key).not.toBe('')
  })

  it('says so, in English, when the browser cannot draw a map (no WebGL), with a text summary of the parks', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client } = setup()
    renderWithParkade(<ParkMap parks={PARKS} priceLabel={() => '₦1,500'} center={{ lat: 6.45, lng: 3.39, name: 'Lagos Island' }} />, { client })
    expect(screen.getByText('Loading the map…')).toBeTruthy()
    expect(await screen.findByText('The map cannot be shown in this browser. The list has the same parks.', {}, { timeout: 15_000 })).toBeTruthy()
    expect(screen.getByText(/Map of 2 parks near Lagos Island\. The list has the same parks\./)).toBeTruthy()
    expect(screen.queryByText('Loading the map…')).toBeNull()
  })

  it('says so in French too', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client } = setup({ language: 'fr' })
    renderWithParkade(<ParkMap parks={PARKS.slice(0, 1)} priceLabel={() => null} />, { client })
    expect(await screen.findByText('La carte ne peut pas s’afficher dans ce navigateur. La liste présente les mêmes parkings.', {}, { timeout: 15_000 })).toBeTruthy()
    expect(screen.getByText(/Carte d’un parking\. La liste présente le même parking\./)).toBeTruthy()
  })
})

describe('ParkSearch with a map', () => {
  it('keeps the list usable when the map cannot be drawn, and highlights the card the pointer or focus is on', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const { client } = setup()
    renderWithParkade(<ParkSearch map />, { client })
    const card = await screen.findByRole('article', { name: 'Marina Park' })
    // A narrow screen (jsdom has no media queries) shows the list first and makes no map until asked.
    expect((await screen.findByRole('button', { name: 'List' })).getAttribute('aria-pressed')).toBe('true')
    expect(screen.queryByText('Loading the map…')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Map' }))
    expect(screen.getByRole('button', { name: 'Map' }).getAttribute('aria-pressed')).toBe('true')
    expect(await screen.findByText('The map cannot be shown in this browser. The list has the same parks.', {}, { timeout: 15_000 })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'List' }))
    expect(card.hasAttribute('data-highlighted')).toBe(false)
    fireEvent.mouseEnter(card.closest('li')!)
    expect(card.hasAttribute('data-highlighted')).toBe(true)
    const other = screen.getByRole('article', { name: 'Broad Street Car Park' })
    act(() => within(other).getByRole('button', { name: 'View park: Broad Street Car Park' }).focus())
    expect(other.hasAttribute('data-highlighted')).toBe(true)
    expect(card.hasAttribute('data-highlighted')).toBe(false)
  })

  it('without `map`, has no map and no highlight', async () => {
    const { client } = setup()
    renderWithParkade(<ParkSearch />, { client })
    const card = await screen.findByRole('article', { name: 'Marina Park' })
    fireEvent.mouseEnter(card.closest('li')!)
    expect(card.hasAttribute('data-highlighted')).toBe(false)
    expect(screen.queryByRole('group', { name: 'Show the parks as' })).toBeNull()
    expect(screen.queryByText('Loading the map…')).toBeNull()
  })
})

describe('useParkSearch: searchArea', () => {
  it('searches inside the box from page 1, without the text, and a text search leaves the box', async () => {
    const { api, client } = setup()
    const wrapper = ({ children }: { children: ReactNode }) => <ParkadeProvider client={client}>{children}</ParkadeProvider>
    const { result } = renderHook(() => useParkSearch({ initialQuery: 'Lagos' }), { wrapper })
    await waitFor(() => expect(result.current.status).toBe('success'))
    const searches = () => api.requests.filter((r) => r.url.pathname.endsWith('/parks/front/parks/')).map((r) => Object.fromEntries(r.url.searchParams))
    act(() => result.current.searchArea({ min_lat: 6.4, min_lng: 3.3, max_lat: 6.5, max_lng: 3.45 }))
    // The stay searched (arrival, departure, vehicle) goes along; the text does not.
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ country: 'Nigeria', page: '1', size: '10', min_lat: '6.4', min_lng: '3.3', max_lat: '6.5', max_lng: '3.45' }))
    expect(searches().at(-1)).not.toHaveProperty('search')
    await waitFor(() => expect(result.current.status).toBe('success'))
    expect(result.current.area).toEqual({ min_lat: 6.4, min_lng: 3.3, max_lat: 6.5, max_lng: 3.45 })
    act(() => result.current.submit())
    await waitFor(() => expect(searches().at(-1)).toMatchObject({ country: 'Nigeria', search: 'Lagos', page: '1', size: '10' }))
    expect(searches().at(-1)).not.toHaveProperty('min_lat')
    expect(result.current.area).toBeNull()
  })
})
