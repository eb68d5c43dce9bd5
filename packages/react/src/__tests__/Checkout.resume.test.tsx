import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CreateBookingRequest, PaymentInit, QuoteRequest } from '@parkade/core'
import { Checkout } from '../Checkout/index.ts'
import type { CheckoutProps } from '../Checkout/index.ts'
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

const first: PaymentInit = { reference: 'PSK_REF_1', provider: 'paystack', amount: 3200, currency: 'NGN', payment_info: { authorization_url: 'http://api.test/sandbox/paystack/checkout/PSK_REF_1', access_code: 'x' }, sandbox: true }
let startedAt = 0
// As the first tab sent it: its return URL was that tab's page.
const earlierRequest = { ...startedBody, save_vehicle: false, return_url: 'http://localhost:3000/checkout/an-earlier-tab' } as CreateBookingRequest

function reopenCheckout(routes: Route[], props: Partial<CheckoutProps> = {}) {
  startedAt = Date.now() - 60_000
  pendingCheckouts.save({
    reference: 'PSK_REF_1',
    provider: 'paystack',
    bookingId: 901,
    amount: 3200,
    park: lagosPark.slug,
    eventCode: null,
    draft,
    savedAt: startedAt,
    request: { body: earlierRequest, idempotencyKey: 'key-of-the-first-attempt' },
  })
  const api = fakeApi([
    ...routes,
    route('GET', `/front/parks/${lagosPark.slug}`, lagosPark),
    route('GET', '/vehicles/public', vehicleTypes),
    route('POST', '/bookings/quote', (req: RecordedRequest) => quoteFor(req.body as QuoteRequest)),
    route('GET', '/wallet', { balance: 0, currency: 'NGN' }),
    route('GET', '/user/vehicles/', []),
  ])
  const redirect = vi.fn()
  const client = testClient(api.fetch, { token: 'tok-1' })
  renderWithParkade(<Checkout park={lagosPark.slug} quoteDelayMs={0} redirect={redirect} {...props} />, { client })
  const sent = (method: string, path: string) => api.requests.filter((r) => r.method === method && r.url.pathname === `/api/v1${path}`)
  return { api, client, redirect, sent, user: userEvent.setup({ delay: null }) }
}

afterEach(() => {
  localStorage.clear()
})

describe('Checkout: a reload or Back in the middle of a payment', () => {
  it('asks the server about the payment already started, and shows the booking when it was paid, without booking again', async () => {
    const { sent } = reopenCheckout([route('POST', '/bookings/901/confirm-payment', paid)])
    expect(await screen.findByRole('heading', { name: 'Booking confirmed' })).toBeTruthy()
    expect(sent('POST', '/bookings/901/confirm-payment')[0]!.url.searchParams.get('payment_reference')).toBe('PSK_REF_1')
    expect(sent('POST', '/bookings')).toHaveLength(0)
    expect(pendingCheckouts.read('PSK_REF_1')).toBeNull()
  })

  it('when the payment is not confirmed, offers that same booking: its times, vehicle and payment state, and Pay sends the request that made it under its key, so the server answers the same booking', async () => {
    const { sent, user, redirect } = reopenCheckout([
      route('POST', '/bookings/901/confirm-payment', unpaid),
      // The replay: the same booking and payment as the first answer.
      route('POST', '/bookings', { booking: unpaid, payment: first }, 201),
    ])
    const notice = await screen.findByTestId('checkout-resume')
    expect(within(notice).getByRole('heading', { name: 'You have an unpaid booking here' })).toBeTruthy()
    expect(notice.textContent).toContain('KJA 123 XY')
    expect(notice.textContent).toContain('Awaiting payment')
    expect(notice.textContent).toMatch(/Its space is held for you until .+\./)
    expect(sent('POST', '/bookings')).toHaveLength(0)
    await user.click(await within(notice).findByRole('button', { name: 'Pay ₦3,200' }))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(first.payment_info.authorization_url))
    const again = sent('POST', '/bookings')
    expect(again).toHaveLength(1)
    expect(again[0]!.body).toEqual(earlierRequest)
    expect(again[0]!.headers['idempotency-key']).toBe('key-of-the-first-attempt')
    expect(sent('PUT', '/bookings/901/status')).toHaveLength(0)
    // Still kept, with its first time: the hold runs from when the booking was made.
    expect(pendingCheckouts.read('PSK_REF_1')).toMatchObject({ bookingId: 901, savedAt: startedAt, request: { idempotencyKey: 'key-of-the-first-attempt' } })
  })

  it('Cancel this booking cancels the unpaid booking (nothing paid), forgets it, and starts the checkout over', async () => {
    const { sent, user } = reopenCheckout([
      route('POST', '/bookings/901/confirm-payment', unpaid),
      route('PUT', '/bookings/901/status', { ...unpaid, status: 'cancelled' }),
    ])
    const notice = await screen.findByTestId('checkout-resume')
    await user.click(within(notice).getByRole('button', { name: 'Cancel this booking' }))
    expect(await screen.findByText('Your unpaid booking is cancelled and its space is free again. You can book new times below.')).toBeTruthy()
    expect(sent('PUT', '/bookings/901/status')[0]!.url.searchParams.get('status')).toBe('cancelled')
    expect(screen.getByRole('heading', { name: 'When are you parking?' })).toBeTruthy()
    expect(screen.queryByTestId('checkout-resume')).toBeNull()
    expect(pendingCheckouts.read('PSK_REF_1')).toBeNull()
    expect(sent('POST', '/bookings')).toHaveLength(0)
  })

  it('the non-resumed pending return still lets the driver start the payment again, cancelling the unpaid booking first', async () => {
    const { sent, user } = reopenCheckout([
      route('POST', '/bookings/901/confirm-payment', unpaid),
      route('PUT', '/bookings/901/status', { ...unpaid, status: 'cancelled' }),
    ], { paymentReturn: { reference: 'PSK_REF_1', provider: 'paystack', status: 'pending' } })
    expect(await screen.findByText('Your payment is not confirmed yet. Check again in a moment.')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Start the payment again' }))
    await waitFor(() => expect(sent('PUT', '/bookings/901/status')).toHaveLength(1))
    await screen.findByRole('heading', { name: 'Review and pay' })
    expect(pendingCheckouts.read('PSK_REF_1')).toBeNull()
  })

  it('a park paid by a card typed on the page (Stripe): Pay shows the payment step with its card field first, and books nothing yet', async () => {
    const { sent, user } = reopenCheckout([route('POST', '/bookings/901/confirm-payment', unpaid), route('GET', `/front/parks/${lagosPark.slug}`, { ...lagosPark, country_code: 'US' })])
    const notice = await screen.findByTestId('checkout-resume')
    await user.click(await within(notice).findByRole('button', { name: 'Pay ₦3,200' }))
    expect(await screen.findByRole('heading', { name: 'Review and pay' })).toBeTruthy()
    expect(screen.queryByTestId('checkout-resume')).toBeNull()
    expect(sent('POST', '/bookings')).toHaveLength(0)
  })

  it('signing out forgets the kept checkout, so the next driver on this device is not offered it', async () => {
    const { client } = reopenCheckout([route('POST', '/bookings/901/confirm-payment', unpaid)])
    await screen.findByTestId('checkout-resume')
    client.stores.auth.getState().logout()
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
