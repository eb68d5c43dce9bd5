import type { Booking, BookingListResponse, ExtendBookingResponse } from '@parkade/core'

export function booking(overrides: Partial<Booking> = {}): Booking {
  return {
    id: 1,
    booking_code: 'PK-ABC234',
    park_id: 58,
    park: { id: 58, name: 'Broad Street Car Park', slug: 'broad-street', park_code: 'PKFFXJW6', address: '65 Broad Street, Lagos Island, Lagos', city: 'Lagos', lat: 6.45, lng: 3.39, country_code: 'NG', image_url: null },
    vehicle_type_id: 1,
    vehicle_id: null,
    plate_number: 'ABC123',
    start_time: '2030-03-01T09:00:00.000Z',
    end_time: '2030-03-01T11:00:00.000Z',
    status: 'active',
    subtotal: 3100,
    fees: [
      { code: 'service', label: 'Service fee', amount: 155 },
      { code: 'vat', label: 'VAT', amount: 232.5 },
    ],
    total: 3487.5,
    currency: 'NGN',
    payment_method: 'wallet',
    payment_status: 'paid',
    payment_reference: null,
    partner: null,
    event_code: null,
    created_at: '2030-02-28T09:00:00.000Z',
    updated_at: '2030-02-28T09:00:00.000Z',
    ...overrides,
  }
}

export function bookingList(items: Booking[], overrides: Partial<BookingListResponse> = {}): BookingListResponse {
  return { items, total: items.length, page: 1, size: 10, pages: Math.max(1, Math.ceil(items.length / 10)), ...overrides }
}

export function extension(next: Booking, extra: number): ExtendBookingResponse {
  return { booking: next, extra_amount: extra, currency: next.currency }
}
