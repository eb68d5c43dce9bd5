import type { Park } from '../schemas/catalogueSchemas.ts'

/** A park as the API answers one (a Lagos city park), for the clients' tests; `overrides` change any field. */
export function examplePark(overrides: Partial<Park> = {}): Park {
  return {
    id: 1,
    slug: 'park-1',
    park_code: 'PK1',
    name: 'Park 1',
    type: 'city',
    description: 'Central parking.',
    address: '65 Broad Street',
    city: 'Lagos',
    region: 'Lagos',
    country_code: 'NG',
    country_name: 'Nigeria',
    lat: 6.45,
    lng: 3.39,
    capacity: 100,
    available_spaces: 100,
    is_24_hours: true,
    opening_hours: null,
    amenities: [],
    entry_instructions: '',
    currency: 'NGN',
    rates: [{ vehicle_type_id: 1, hourly: 500, daily: 4000 }],
    image_url: null,
    distance_km: null,
    ...overrides,
  }
}
