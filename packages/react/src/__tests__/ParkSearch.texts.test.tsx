import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { I18N_NAMESPACE } from '@parkade/core'
import type { Country, Page, Park, VehicleType } from '@parkade/core'
import { ParkSearch } from '../ParkSearch/ParkSearch.tsx'
import { fakeApi, renderWithParkade, route, testClient } from './renderWithParkade.tsx'

// This file imports nothing of the checkout: whatever of its texts a client holds, the search brought.
const COUNTRIES: Country[] = [{ id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true }]
const VEHICLE_TYPES: VehicleType[] = [{ id: 1, name: 'Car', name_fr: 'Voiture', description: '' }]

describe('ParkSearch texts', () => {
  it('a search in French holds the stay’s texts, not the whole checkout’s (issue 25: a search-only page fetched them)', async () => {
    const api = fakeApi([
      route('GET', '/countries', COUNTRIES),
      route('GET', '/vehicles/public', VEHICLE_TYPES),
      route('GET', '/places', { items: [] }),
      route('GET', '/parks/front/parks/', (): Page<Park> => ({ items: [], total: 0, page: 1, size: 10, pages: 1 })),
    ])
    const client = testClient(api.fetch, { country: 'SN' })
    renderWithParkade(<ParkSearch />, { client })
    const arrival = (await screen.findByLabelText('Arrivée')) as HTMLInputElement
    fireEvent.change(screen.getByLabelText('Départ'), { target: { value: arrival.value } })
    expect(await screen.findByText('Le départ doit être après l’arrivée.')).toBeTruthy()
    for (const language of ['fr', 'en']) {
      const checkout = (client.i18n.getResourceBundle(language, I18N_NAMESPACE) as { checkout?: object }).checkout
      expect(Object.keys(checkout ?? {}).sort(), language).toEqual(['times', 'validation'])
    }
  })
})
