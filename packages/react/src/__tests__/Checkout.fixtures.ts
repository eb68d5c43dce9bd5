import type { Booking, CreateBookingRequest, Park, ParkadeEvent, Quote, QuoteRequest, Vehicle, VehicleType } from '@parkade/core'
import type { RecordedRequest } from './renderWithParkade.tsx'

// Contract-shaped answers shared by the Checkout and EventBooking tests.

export const lagosPark: Park = {
  id: 58,
  slug: 'lagos-marina-broad-street',
  park_code: 'PKFFXJW6',
  name: 'Broad Street Car Park',
  type: 'city',
  description: 'Central parking on Broad Street.',
  address: '65 Broad Street, Lagos Island, Lagos',
  city: 'Lagos',
  region: 'Lagos',
  country_code: 'NG',
  country_name: 'Nigeria',
  lat: 6.454241,
  lng: 3.388098,
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
  ],
  image_url: null,
  distance_km: null,
}

export const vehicleTypes: VehicleType[] = [
  { id: 1, name: 'Car', name_fr: 'Voiture', description: '' },
  { id: 2, name: 'SUV / 4×4', name_fr: 'SUV / 4×4', description: '' },
  { id: 3, name: 'Motorcycle', name_fr: 'Moto', description: '' },
]

const hourly: Record<number, number> = { 1: 1550, 2: 1900, 3: 750 }

/** What the server would answer for a quote: hours rounded up, one fixed fee. */
export function quoteFor(body: QuoteRequest): Quote {
  const hours = Math.ceil((Date.parse(body.end_time) - Date.parse(body.start_time)) / 3_600_000)
  const type = body.vehicle_type_id ?? 1
  const subtotal = hours * (hourly[type] ?? 1000)
  return {
    park_id: body.park_id,
    vehicle_type_id: type,
    start_time: body.start_time,
    end_time: body.end_time,
    hours,
    subtotal,
    fees: [{ code: 'service', label: 'Service fee', amount: 100 }],
    total: subtotal + 100,
    currency: 'NGN',
  }
}

export function bookingFor(body: CreateBookingRequest, patch: Partial<Booking> = {}): Booking {
  const quote = quoteFor(body)
  return {
    id: 901,
    booking_code: 'PK-ABC234',
    park_id: body.park_id,
    park: { id: lagosPark.id, name: lagosPark.name, slug: lagosPark.slug, park_code: lagosPark.park_code, address: lagosPark.address, city: 'Lagos', lat: 0, lng: 0, country_code: 'NG', image_url: 'https://api.example.com/api/v1/images/city-2.svg' },
    vehicle_type_id: body.vehicle_type_id ?? 1,
    vehicle_id: body.vehicle_id ?? null,
    plate_number: body.plate_number ?? 'KJA 111 AA',
    start_time: body.start_time,
    end_time: body.end_time,
    status: body.payment_method === 'wallet' ? 'active' : 'pending',
    subtotal: quote.subtotal,
    fees: quote.fees,
    total: quote.total,
    currency: 'NGN',
    payment_method: body.payment_method,
    payment_status: body.payment_method === 'wallet' ? 'paid' : 'pending',
    payment_reference: body.payment_method === 'wallet' ? null : 'PSK_REF_1',
    partner: body.partner ?? null,
    event_code: body.event_code ?? null,
    created_at: '2026-11-22T10:00:00.000Z',
    updated_at: '2026-11-22T10:00:00.000Z',
    ...patch,
  }
}

export const savedVehicles: Vehicle[] = [
  { id: 7, plate_number: 'KJA 111 AA', vehicle_type_id: 1, make: null, model: null, color: null, is_default: true, created_at: '2026-01-01T00:00:00.000Z' },
  { id: 8, plate_number: 'LND 222 BB', vehicle_type_id: 2, make: null, model: null, color: null, is_default: false, created_at: '2026-01-01T00:00:00.000Z' },
]

export function lastRequest(requests: RecordedRequest[], method: string, path: string): RecordedRequest | undefined {
  return requests.filter((r) => r.method === method && r.url.pathname.endsWith(path)).at(-1)
}

export const futureEvent: ParkadeEvent = {
  id: 3,
  event_code: 'EV-XMAS-LAG-01',
  name: 'Lagos Christmas Charity Football Match',
  description: 'Former internationals line up for a charity match.',
  category: 'football',
  venue: { name: 'Teslim Balogun Stadium', address: 'Surulere, Lagos', city: 'Lagos', country_code: 'NG', lat: 6.5, lng: 3.36 },
  starts_at: '2030-12-20T15:00:00.000Z',
  ends_at: '2030-12-20T17:00:00.000Z',
  parking_opens_at: '2030-12-20T12:00:00.000Z',
  is_private: false,
  image_url: null,
  parks: [
    { ...lagosPark, distance_km: 1.24 },
    { ...lagosPark, id: 59, slug: 'surulere-lot', park_code: 'PKSURU01', name: 'Surulere Lot', distance_km: 2.5 },
  ],
}
