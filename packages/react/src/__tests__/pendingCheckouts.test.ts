import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_BOOKING_HOLD_MINUTES } from '@parkade/core'
import { PENDING_CHECKOUT_MAX_AGE_MS, pendingCheckouts } from '../Checkout/pendingCheckouts.ts'
import type { PendingCheckout } from '../Checkout/pendingCheckouts.ts'

const draft = { arrival: '2030-01-01T10:00', departure: '2030-01-01T12:00', vehicleTypeId: 1, vehicleChoice: null, plate: 'KJA 1', saveVehicle: false, paymentMethod: null }
const started = Date.parse('2030-01-01T08:00:00Z')
const pending = (patch: Partial<PendingCheckout> = {}): PendingCheckout => ({
  reference: 'PSK_1',
  provider: 'paystack',
  bookingId: 901,
  amount: 3200,
  park: 'ikeja-park',
  eventCode: null,
  draft,
  savedAt: started,
  ...patch,
})
const minutes = (n: number) => n * 60_000

afterEach(() => {
  localStorage.clear()
  sessionStorage.clear()
})

describe('pendingCheckouts', () => {
  it('keeps a payment in localStorage, so another tab of the same browser finds it after this one is closed', () => {
    pendingCheckouts.save(pending())
    expect(sessionStorage.length).toBe(0)
    expect(JSON.parse(localStorage.getItem('parkade:checkout:PSK_1') ?? 'null')).toMatchObject({ bookingId: 901, park: 'ikeja-park' })
    expect(pendingCheckouts.findForPark('ikeja-park', null, started + minutes(1))?.reference).toBe('PSK_1')
  })

  it("offers a payment for as long as the API holds its booking's space, then forgets it", () => {
    expect(PENDING_CHECKOUT_MAX_AGE_MS).toBe(minutes(DEFAULT_BOOKING_HOLD_MINUTES))
    pendingCheckouts.save(pending())
    expect(pendingCheckouts.findForPark('ikeja-park', null, started + minutes(DEFAULT_BOOKING_HOLD_MINUTES))?.reference).toBe('PSK_1')
    expect(pendingCheckouts.findForPark('ikeja-park', null, started + minutes(DEFAULT_BOOKING_HOLD_MINUTES) + 1)).toBeNull()
    // Expired, it is removed, not only skipped.
    expect(localStorage.getItem('parkade:checkout:PSK_1')).toBeNull()
  })

  it("removes expired payments of other parks while looking, and keeps live ones", () => {
    pendingCheckouts.save(pending({ reference: 'PSK_OLD', park: 'elsewhere', savedAt: started - minutes(DEFAULT_BOOKING_HOLD_MINUTES + 5) }))
    pendingCheckouts.save(pending({ reference: 'PSK_LIVE', park: 'elsewhere', savedAt: started }))
    expect(pendingCheckouts.findForPark('ikeja-park', null, started + minutes(1))).toBeNull()
    expect(localStorage.getItem('parkade:checkout:PSK_OLD')).toBeNull()
    expect(pendingCheckouts.read('PSK_LIVE')).not.toBeNull()
  })

  it('answers the newest payment of the park when there are several', () => {
    pendingCheckouts.save(pending({ reference: 'PSK_A', bookingId: 1, savedAt: started }))
    pendingCheckouts.save(pending({ reference: 'PSK_B', bookingId: 2, savedAt: started + minutes(2) }))
    expect(pendingCheckouts.findForPark('ikeja-park', null, started + minutes(3))?.reference).toBe('PSK_B')
  })

  it('forgets the payments of a booking cancelled elsewhere (My Bookings), and only those', () => {
    pendingCheckouts.save(pending({ reference: 'PSK_A', bookingId: 1 }))
    pendingCheckouts.save(pending({ reference: 'PSK_B', bookingId: 2 }))
    pendingCheckouts.clearBooking(1)
    expect(pendingCheckouts.read('PSK_A')).toBeNull()
    expect(pendingCheckouts.read('PSK_B')).not.toBeNull()
  })
})
