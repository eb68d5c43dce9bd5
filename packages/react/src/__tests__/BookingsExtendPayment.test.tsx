import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '@parkade/core'
import type { ExtendBookingResponse, PaymentInit } from '@parkade/core'
import { BookingDetail } from '../Bookings/BookingDetail.tsx'
import { toDateTimeLocalValue } from '../Bookings/dateTimeLocal.ts'
import { fakeApi, problem, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { Route } from './renderWithParkade.tsx'
import { booking } from './Bookings.fixtures.ts'
import { TOKEN, transactionsPage, wallet } from './Wallet.fixtures.ts'

// Issue 23 item 2: an extension pays like a booking, from the wallet or through the country's
// gateway (and its fallback), and applies only once the server confirmed the payment. Item 10:
// a cancelled card booking says its money goes back to the card or mobile money.

function setup(routes: Route[], options: { country?: string } = {}) {
  const api = fakeApi([...routes, route('GET', '/wallet', wallet()), route('GET', '/wallet/transactions', transactionsPage([]))])
  const client = testClient(api.fetch, { token: TOKEN, ...(options.country ? { country: options.country } : {}) })
  const writes = () => api.requests.filter((r) => r.method !== 'GET')
  return { api, client, writes }
}

const NEW_END = '2030-03-01T13:00:00.000Z'
const payment: PaymentInit = {
  reference: 'PSK_EXT_1',
  provider: 'paystack',
  amount: 1743.75,
  currency: 'NGN',
  payment_info: { authorization_url: 'http://api.test/sandbox/paystack/checkout/PSK_EXT_1', access_code: 'x' },
  sandbox: false,
}
const started: ExtendBookingResponse = { booking: booking(), extra_amount: 1743.75, currency: 'NGN', payment }
const byCode = (body: unknown) => route('GET', '/bookings/code/PK-ABC234', body)

afterEach(() => {
  sessionStorage.clear()
  window.history.replaceState(null, '', '/')
})

async function chooseNewEnd() {
  const field = await screen.findByLabelText('New end time')
  fireEvent.change(field, { target: { value: toDateTimeLocalValue(new Date(NEW_END)) } })
}

describe('BookingDetail: paying an extension', () => {
  it('offers the wallet (first) and the country’s gateway; by Paystack the server starts a payment and the driver goes to its page, the booking unchanged', async () => {
    window.history.replaceState(null, '', '/booking-details/PK-ABC234')
    const redirect = vi.fn()
    const { client, writes } = setup([byCode(booking()), route('POST', '/bookings/extend', started)])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" redirect={redirect} />, { client })
    await chooseNewEnd()
    const group = screen.getByRole('group', { name: 'Pay the extra time with' })
    expect((within(group).getByRole('radio', { name: 'Wallet balance' }) as HTMLInputElement).checked).toBe(true)
    await userEvent.click(within(group).getByRole('radio', { name: 'Pay with Paystack' }))
    await userEvent.click(screen.getByRole('button', { name: 'Extend booking' }))

    await waitFor(() => expect(redirect).toHaveBeenCalledWith(payment.payment_info.authorization_url))
    expect(writes()[0]!.body).toEqual({ booking_id: 1, new_end_time: NEW_END, payment_method: 'gateway', return_url: 'http://localhost:3000/booking-details/PK-ABC234' })
    expect(screen.getByText('Waiting for your payment with Paystack…')).toBeTruthy()
    // Nothing is extended before the server has confirmed the payment.
    expect(screen.getByTestId('booking-end').textContent).toBe(formatDateTime('2030-03-01T11:00:00.000Z', 'en-NG'))
    expect(JSON.parse(sessionStorage.getItem('parkade:booking-payment:PSK_EXT_1') ?? 'null')).toMatchObject({ bookingId: 1, newEnd: NEW_END, amount: 1743.75 })
  })

  it('back from the provider’s page, asks the server and shows the extension it applied', async () => {
    sessionStorage.setItem(
      'parkade:booking-payment:PSK_EXT_1',
      JSON.stringify({ kind: 'extend', reference: 'PSK_EXT_1', provider: 'paystack', bookingId: 1, newEnd: NEW_END, amount: 1743.75, currency: 'NGN' }),
    )
    window.history.replaceState(null, '', '/booking-details/PK-ABC234?reference=PSK_EXT_1&provider=paystack&status=success')
    const extended = booking({ end_time: NEW_END, total: 5231.25 })
    const { client, writes } = setup([byCode(booking()), route('POST', '/bookings/1/confirm-payment', extended)])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    const end = formatDateTime(NEW_END, 'en-NG')
    expect(await screen.findByText(`Your booking now ends at ${end}. ₦1,743.75 was paid with Paystack.`)).toBeTruthy()
    expect(writes().map((w) => `${w.method} ${w.url.pathname}?${w.url.searchParams}`)).toEqual([
      'POST /api/v1/bookings/1/confirm-payment?payment_reference=PSK_EXT_1&payment_provider=paystack',
    ])
    expect(screen.getByTestId('booking-end').textContent).toBe(end)
    expect(location.search).toBe('')
    expect(sessionStorage.getItem('parkade:booking-payment:PSK_EXT_1')).toBeNull()
  })

  it('a declined card extends nothing and says to try another card', async () => {
    sessionStorage.setItem(
      'parkade:booking-payment:PSK_EXT_1',
      JSON.stringify({ kind: 'extend', reference: 'PSK_EXT_1', provider: 'paystack', bookingId: 1, newEnd: NEW_END, amount: 1743.75, currency: 'NGN' }),
    )
    window.history.replaceState(null, '', '/booking-details/PK-ABC234?reference=PSK_EXT_1&provider=paystack&status=failed')
    const { client } = setup([byCode(booking()), route('POST', '/bookings/1/confirm-payment', problem('booking.extension_payment_failed'), 402)])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('The payment did not go through, so the booking was not extended and nothing was charged. Try another card or payment method.')
    expect(screen.getByTestId('booking-end').textContent).toBe(formatDateTime('2030-03-01T11:00:00.000Z', 'en-NG'))
  })

  it('in Senegal offers Wave and, as at the checkout, the card with Paystack; the card choice names its provider to the server (in French)', async () => {
    const dakar = booking({ currency: 'XOF', total: 3000, subtotal: 3000, fees: [], park: { ...booking().park, country_code: 'SN' } })
    const redirect = vi.fn()
    const { client, writes } = setup(
      [byCode(dakar), route('POST', '/bookings/extend', { ...started, booking: dakar, currency: 'XOF', extra_amount: 1500, payment: { ...payment, currency: 'XOF', amount: 1500 } })],
      { country: 'SN' },
    )
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" redirect={redirect} />, { client })
    const group = await screen.findByRole('group', { name: 'Payer le temps supplémentaire avec' })
    expect(within(group).getByRole('radio', { name: 'Payer avec Wave' })).toBeTruthy()
    await userEvent.click(within(group).getByRole('radio', { name: 'Payer par carte avec Paystack' }))
    await userEvent.click(screen.getByRole('button', { name: 'Prolonger la réservation' }))
    await waitFor(() => expect(writes()).toHaveLength(1))
    expect(writes()[0]!.body).toMatchObject({ payment_method: 'gateway', payment_provider: 'paystack' })
  })

  it('from the wallet sends no payment method and charges the wallet, as before', async () => {
    const { client, writes } = setup([byCode(booking()), route('POST', '/bookings/extend', { booking: booking({ end_time: NEW_END }), extra_amount: 1743.75, currency: 'NGN', payment: null })])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    await chooseNewEnd()
    await userEvent.click(screen.getByRole('button', { name: 'Extend booking' }))
    expect(await screen.findByText(`Your booking now ends at ${formatDateTime(NEW_END, 'en-NG')}. ₦1,743.75 was charged to your wallet.`)).toBeTruthy()
    expect(writes()[0]!.body).toEqual({ booking_id: 1, new_end_time: NEW_END })
  })
})

describe('BookingDetail: paying a renewal', () => {
  it('by Paystack: the server starts a payment, the booking stays cancelled, and once confirmed it is active again', async () => {
    window.history.replaceState(null, '', '/booking-details/PK-ABC234')
    const cancelled = booking({ status: 'cancelled', payment_status: 'refunded' })
    const redirect = vi.fn()
    const renewal: PaymentInit = { ...payment, reference: 'PSK_REN_1', amount: 3487.5, payment_info: { authorization_url: 'http://api.test/sandbox/paystack/checkout/PSK_REN_1', access_code: 'x' } }
    const { client, writes } = setup([byCode(cancelled), route('POST', '/bookings/1/renew', { booking: cancelled, payment: renewal })])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" redirect={redirect} />, { client })
    const group = await screen.findByRole('group', { name: 'Pay the renewal with' })
    await userEvent.click(within(group).getByRole('radio', { name: 'Pay with Paystack' }))
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(renewal.payment_info.authorization_url))
    expect(writes()[0]!.body).toEqual({ payment_method: 'gateway', return_url: 'http://localhost:3000/booking-details/PK-ABC234' })
    expect(screen.getByText('Cancelled').className).toContain('pk-badge')
  })

  it('back from the provider’s page, shows the booking active again', async () => {
    sessionStorage.setItem(
      'parkade:booking-payment:PSK_REN_1',
      JSON.stringify({ kind: 'renew', reference: 'PSK_REN_1', provider: 'paystack', bookingId: 1, newEnd: null, amount: 3487.5, currency: 'NGN' }),
    )
    window.history.replaceState(null, '', '/booking-details/PK-ABC234?reference=PSK_REN_1&provider=paystack&status=success')
    const { client } = setup([byCode(booking({ status: 'cancelled' })), route('POST', '/bookings/1/confirm-payment', booking({ payment_method: 'gateway' }))])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    expect(await screen.findByText('Your booking is active again. ₦3,487.50 was paid with Paystack.')).toBeTruthy()
    expect(screen.getByText('Active').className).toContain('pk-badge')
  })
})

describe('BookingDetail: cancelling a booking paid by card or mobile money', () => {
  it('says the money goes back to the card or mobile money, not to the wallet', async () => {
    const paidByCard = booking({ payment_method: 'gateway' })
    const { client } = setup([
      byCode(paidByCard),
      route('PUT', '/bookings/1/status', booking({ payment_method: 'gateway', status: 'cancelled', payment_status: 'refunded', refunded_to_source: 3487.5 })),
    ])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
    const confirm = screen.getByRole('group', { name: 'Cancel this booking?' })
    expect(confirm.textContent).toContain('The ₦3,487.50 you paid will be refunded to your card or mobile money.')
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes, cancel booking' }))
    expect(await screen.findByText('Your booking has been cancelled. ₦3,487.50 is refunded to your card or mobile money.')).toBeTruthy()
    expect(screen.getByText('Card or mobile money · Refunded to your card or mobile money')).toBeTruthy()
  })
})
