import type { BlogPost, Park, ParkadeEvent } from '@parkade/core'

export const SITE = 'https://parkade.example'

export const lagosPark: Park = {
  id: 7,
  slug: 'ikeja-city-mall-car-park',
  park_code: 'PKLOS007',
  name: 'Ikeja City Mall Car Park',
  type: 'city',
  description: 'Covered parking under the mall, two minutes from the shops.',
  address: '174/194 Obafemi Awolowo Way',
  city: 'Lagos',
  region: 'Lagos',
  country_code: 'NG',
  country_name: 'Nigeria',
  lat: 6.6142,
  lng: 3.3581,
  capacity: 400,
  available_spaces: 120,
  is_24_hours: false,
  opening_hours: { open: '07:00', close: '22:00' },
  amenities: ['CCTV', 'Covered'],
  entry_instructions: 'Enter from Obafemi Awolowo Way.',
  currency: 'NGN',
  rates: [
    { vehicle_type_id: 2, hourly: 500, daily: 3000 },
    { vehicle_type_id: 1, hourly: 1500, daily: 9000 },
  ],
  image_url: 'https://api.parkade.example/api/v1/images/park-7.svg',
  distance_km: null,
}

export const torontoEvent: ParkadeEvent = {
  id: 3,
  event_code: 'EVTOR001',
  name: 'Raptors vs Celtics',
  description: 'NBA regular season game.',
  category: 'sports',
  venue: { name: 'Scotiabank Arena', address: '40 Bay St', city: 'Toronto', country_code: 'CA', lat: 43.6435, lng: -79.3791 },
  // 19:30 in Toronto on 15 January: already the 16th in UTC.
  starts_at: '2027-01-16T00:30:00.000Z',
  ends_at: '2027-01-16T03:00:00.000Z',
  parking_opens_at: '2027-01-15T22:30:00.000Z',
  is_private: false,
  image_url: null,
}

export const frenchPost: BlogPost = {
  id: 12,
  slug: 'se-garer-a-dakar',
  lang: 'fr',
  title: 'Se garer à Dakar un jour de match',
  excerpt: 'Où laisser sa voiture autour du stade Abdoulaye-Wade, et à quelle heure arriver.',
  body: '# Se garer',
  author: 'Awa Ndiaye',
  published_at: '2026-10-02T08:00:00.000Z',
  tags: ['Dakar', 'stades'],
  cover_image_url: '/api/v1/images/post-12.svg',
}
