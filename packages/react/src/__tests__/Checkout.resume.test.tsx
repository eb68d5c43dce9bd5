import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CreateBookingRequest, PaymentInit, QuoteRequest } from '@parkade/core'
import { Checkout } from '../Checkout/index.ts'
import { pendingCheckouts } from '../Checkout/pendingCheckouts.ts'
import type { CheckoutDraft } from '../Checkout/types.ts'
import { bookingFor, lagosPark, quoteFor, vehicleTypes } from './Checkout.fixtures.ts'
import { fakeApi, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest, Route } from './renderWithParkade.tsx'

vi.setConfig({ testTimeout: 20_000 })

// What the checkout saved before it sent the driver to Paystack's page (Checkout.gateway.test.tsx checks it saves this).
const draft: CheckoutDraft = {
  arrival: '2030-01-01T10:00',
  departure: '2030-01-01T12:00',
  vehicleTypeId: 1,
  vehicleChoice: { kind: 'new' },
  plate: 'KJA 123 XY',
  saveVehicle: false,
  paymentMethod: 'gateway',
}
const startedBody = { park_id: lagosPark.id, vehicle_type_id: 1, start_time: '2030-01-01T10:00:00.000Z', end_time: '2030-01-01T12:00:00.000Z', plate_number: 'KJA 123 XY', payment_method: 'gateway' } as CreateBookingRequest
const unpaid = bookingFor(startedBody, { id: 901, status: 'pending', payment_status: 'pending', payment_reference: 'PSK_REF_1' })
const paid = bookingFor(startedBody, { id: 901, status: 'active', payment_status: 'paid', payment_reference: 'PSK_REF_1' })
const second: PaymentInit = { reference: 'PSK_REF_2', provider: 'paystack', amount: 3200, currency: 'NGN', payment_info: { authorization_url: 'http://api.test/sandbox/paystack/checkout/PSK_REF_2', access_code: 'y' }, sandbox: true }

function reopenCheckout(routes: Route[]) {
  pendingCheckouts.save({ reference: 'PSK_REF_1', provider: 'paystack', bookingId: 901, amount: 3200, park: lagosPark.slug, eventCode: null, draft, savedAt: Date.now() - 60_000 })
  const api = fakeApi([
    ...routes,
    route('GET', `/front/parks/${lagosPark.slug}`, lagosPark),
    route('GET', '/vehicles/public', vehicleTypes),
    route('POST', '/bookings/quote', (req: RecordedRequest) => quoteFor(req.body as QuoteRequest)),
    route('GET', '/wallet', { balance: 0, currency: 'NGN' }),
    route('GET', '/user/vehicles/', []),
  ])
  const redirect = vi.fn()
  renderWithParkade(<Checkout park={lagosPark.slug} quoteDelayMs={0} redirect={redirect} />, { client: testClient(api.fetch, { token: 'tok-1' }) })
  const sent = (method: string, path: string) => api.requests.filter((r) => r.method === method && r.url.pathname === `/api/v1${path}`)
  return { api, redirect, sent, user: userEvent.setup({ delay: null }) }
}

afterEach(() => {
  sessionStorage.clear()
})

describe('Checkout: a reload or Back in the middle of a payment', () => {
  it('asks the server about the payment already started, and shows the booking when it was paid, without booking again', async () => {
    const { sent } = reopenCheckout([route('POST', '/bookings/901/confirm-payment', paid)])
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy()
    expect(sent('POST', '/bookings/901/confirm-payment')[0]!.url.searchParams.get('payment_reference')).toBe('PSK_REF_1')
    expect(sent('POST', '/bookings')).toHaveLength(0)
    expect(pendingCheckouts.read('PSK_REF_1')).toBeNull()
  })

  it('when the payment is not confirmed, starting again cancels the unpaid booking first, keeps what was entered, and pays once', async () => {
    const { sent, user, redirect } = reopenCheckout([
      route('POST', '/bookings/901/confirm-payment', unpaid),
      route('PUT', '/bookings/901/status', { ...unpaid, status: 'cancelled', payment_status: 'failed' }),
      route('POST', '/bookings', (req: RecordedRequest) => ({ booking: bookingFor(req.body as CreateBookingRequest, { id: 902, payment_reference: 'PSK_REF_2' }), payment: second }), 201),
    ])
    expect(await screen.findByText(/You had started paying for this park, and that payment is not confirmed/)).toBeTruthy()
    expect(sent('POST', '/bookings')).toHaveLength(0)
    await user.click(screen.getByRole('button', { name: 'Start the payment again' }))
    await waitFor(() => expect(sent('PUT', '/bookings/901/status')).toHaveLength(1))
    expect(sent('PUT', '/bookings/901/status')[0]!.url.searchParams.get('status')).toBe('cancelled')
    await screen.findByTestId('checkout-total')
    await user.click(await screen.findByRole('button', { name: 'Pay ₦3,200' }))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(second.payment_info.authorization_url))
    const rebooked = sent('POST', '/bookings')
    expect(rebooked).toHaveLength(1)
    expect(rebooked[0]!.body).toMatchObject({ plate_number: 'KJA 123 XY', start_time: '2030-01-01T10:00:00.000Z', end_time: '2030-01-01T12:00:00.000Z', payment_method: 'gateway' })
    expect(pendingCheckouts.read('PSK_REF_1')).toBeNull()
  })

  it('a payment started for another park, or hours ago, is not brought back', async () => {
    pendingCheckouts.save({ reference: 'PSK_OLD', provider: 'paystack', bookingId: 800, amount: 3200, park: lagosPark.slug, eventCode: null, draft, savedAt: Date.now() - 3 * 3_600_000 })
    pendingCheckouts.save({ reference: 'PSK_ELSEWHERE', provider: 'paystack', bookingId: 801, amount: 3200, park: 'another-park', eventCode: null, draft, savedAt: Date.now() })
    expect(pendingCheckouts.findForPark(lagosPark.slug, null)).toBeNull()
    expect(pendingCheckouts.findForPark('another-park', null)?.reference).toBe('PSK_ELSEWHERE')
    expect(pendingCheckouts.findForPark('another-park', 'EV-1')).toBeNull()
  })
})
