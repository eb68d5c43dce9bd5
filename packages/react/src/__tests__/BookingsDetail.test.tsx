import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { formatDateTime } from '@parkade/core'
import { BookingDetail } from '../Bookings/BookingDetail.tsx'
import { toDateTimeLocalValue } from '../Bookings/dateTimeLocal.ts'
import { pendingCheckouts } from '../Checkout/pendingCheckouts.ts'
import { fakeApi, problem, problemReply, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { Route } from './renderWithParkade.tsx'
import { booking, extension } from './Bookings.fixtures.ts'
import { TOKEN, transactionsPage, wallet } from './Wallet.fixtures.ts'

function setup(routes: Route[], options: { token?: string | null; country?: string } = {}) {
  const api = fakeApi([...routes, route('GET', '/wallet', wallet()), route('GET', '/wallet/transactions', transactionsPage([]))])
  const client = testClient(api.fetch, { token: options.token === undefined ? TOKEN : options.token, ...(options.country ? { country: options.country } : {}) })
  const writes = () => api.requests.filter((r) => r.method !== 'GET')
  return { api, client, writes, onEvent: vi.fn() }
}

const byCode = (body: unknown, status = 200) => route('GET', '/bookings/code/PK-ABC234', body, status)

describe('BookingDetail', () => {
  it('shows the park, times, vehicle, amounts, payment and status badge', async () => {
    const { client } = setup([byCode(booking())])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    expect(screen.getByText('Loading…')).toBeTruthy()
    expect(await screen.findByRole('heading', { level: 2, name: 'Broad Street Car Park' })).toBeTruthy()
    const region = screen.getByRole('region', { name: 'Broad Street Car Park' })
    const text = region.textContent ?? ''
    expect(screen.getByText('Active').className).toContain('pk-badge')
    for (const part of ['PK-ABC234', '65 Broad Street, Lagos Island, Lagos', 'ABC123', '₦3,100', 'Service fee', '₦155', 'VAT', '₦232.50', '₦3,487.50', 'Wallet · Paid']) {
      expect(text).toContain(part)
    }
    expect(text).toContain(formatDateTime('2030-03-01T09:00:00.000Z', 'en-NG'))
    expect(screen.getByTestId('booking-end').textContent).toBe(formatDateTime('2030-03-01T11:00:00.000Z', 'en-NG'))
    const { lat, lng } = booking().park
    expect(within(region).getByRole('link', { name: 'Directions to Broad Street Car Park (opens your maps app)' }).getAttribute('href')).toContain(
      `destination=${lat.toFixed(6)},${lng.toFixed(6)}`,
    )
  })

  it('says when the booking does not exist', async () => {
    const { client } = setup([byCode(problem('booking.not_found'), 404)])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this booking.')
  })

  it('shows a failed load with Retry', async () => {
    let calls = 0
    const { client } = setup([(req) => (req.url.pathname.endsWith('/PK-ABC234') ? (++calls === 1 ? problemReply('server.error') : { body: booking() }) : undefined)])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Something went wrong on the server. Please try again.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: 'Broad Street Car Park' })).toBeTruthy()
  })

  it('asks a signed-out driver to log in', async () => {
    const { client, api } = setup([byCode(booking())], { token: null })
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    expect(screen.getByText('Please login to view your account')).toBeTruthy()
    expect(api.requests).toHaveLength(0)
  })

  describe('cancel', () => {
    it('asks first, explaining the refund to the wallet; keeping it sends nothing', async () => {
      const { client, writes } = setup([byCode(booking())])
      renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
      const confirm = screen.getByRole('group', { name: 'Cancel this booking?' })
      expect(confirm.textContent).toContain('The ₦3,487.50 you paid will be refunded to your wallet.')
      await waitFor(() => expect(document.activeElement).toBe(within(confirm).getByRole('heading')))
      await userEvent.click(within(confirm).getByRole('button', { name: 'Keep booking' }))
      expect(screen.queryByRole('group', { name: 'Cancel this booking?' })).toBeNull()
      await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel booking' })))
      expect(writes()).toHaveLength(0)
    })

    it('cancels with status=cancelled, says what was refunded and refreshes the wallet', async () => {
      const { client, api, writes } = setup([byCode(booking()), route('PUT', '/bookings/1/status', booking({ status: 'cancelled', payment_status: 'refunded' }))])
      renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
      await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }))
      expect(await screen.findByText('Your booking has been cancelled. ₦3,487.50 was refunded to your wallet.')).toBeTruthy()
      expect(writes().map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual(['PUT /api/v1/bookings/1/status?status=cancelled'])
      expect(screen.getByText('Cancelled')).toBeTruthy()
      expect(screen.getByText(/Wallet · Refunded to your wallet/)).toBeTruthy()
      expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
      expect(api.requests.some((r) => r.url.pathname === '/api/v1/wallet')).toBe(true)
    })

    it('says nothing is refunded when nothing was paid', async () => {
      const { client } = setup([byCode(booking({ status: 'pending', payment_status: 'pending', payment_method: 'gateway' }))])
      renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
      expect(screen.getByText('Nothing has been paid for this booking, so there is nothing to refund.')).toBeTruthy()
      expect(screen.queryByRole('heading', { name: 'Extend your stay' })).toBeNull()
    })

    it('cancels an unpaid pending hold, and its checkout kept in this browser is not offered again', async () => {
      const pending = booking({ status: 'pending', payment_status: 'pending', payment_method: 'gateway', payment_reference: 'PSK_HOLD' })
      const draft = { arrival: '2030-01-01T10:00', departure: '2030-01-01T12:00', vehicleTypeId: 1, vehicleChoice: null, plate: 'KJA 1', saveVehicle: false, paymentMethod: null }
      pendingCheckouts.save({ reference: 'PSK_HOLD', provider: 'paystack', bookingId: pending.id, amount: pending.total, park: 'ikeja', eventCode: null, draft, savedAt: Date.now() })
      pendingCheckouts.save({ reference: 'PSK_OTHER', provider: 'paystack', bookingId: pending.id + 1, amount: pending.total, park: 'ikeja', eventCode: null, draft, savedAt: Date.now() })
      const { client, writes } = setup([byCode(pending), route('PUT', `/bookings/${pending.id}/status`, { ...pending, status: 'cancelled' })])
      renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
      await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }))
      expect(await screen.findByText('Your booking has been cancelled.')).toBeTruthy()
      // No longer "awaiting payment": the hold is gone and nothing was paid.
      expect(screen.getByText(/Card or mobile money · Nothing paid/)).toBeTruthy()
      expect(screen.queryByText(/Awaiting payment/)).toBeNull()
      expect(writes().map((r) => `${r.method} ${r.url.pathname}${r.url.search}`)).toEqual([`PUT /api/v1/bookings/${pending.id}/status?status=cancelled`])
      expect(pendingCheckouts.read('PSK_HOLD')).toBeNull()
      expect(pendingCheckouts.read('PSK_OTHER')).not.toBeNull()
    })

    it('shows the server’s refusal', async () => {
      const { client } = setup([byCode(booking()), route('PUT', '/bookings/1/status', problem('booking.ended_cannot_cancel'), 409)])
      renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Cancel booking' }))
      await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel booking' }))
      expect((await screen.findByRole('alert')).textContent).toBe('This booking has already ended and cannot be cancelled.')
      expect(screen.getByText('Active')).toBeTruthy()
    })
  })

  it('renews a cancelled booking with status=active', async () => {
    const { client, writes } = setup([
      byCode(booking({ status: 'cancelled', payment_status: 'refunded' })),
      route('PUT', '/bookings/1/status', booking({ status: 'active', payment_status: 'paid' })),
    ])
    renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
    expect(await screen.findByText('Renewing costs ₦3,487.50 again.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Cancel booking' })).toBeNull()
    await userEvent.click(screen.getByRole('button', { name: 'Renew' }))
    expect(await screen.findByText('Your booking is active again. ₦3,487.50 was charged to your wallet.')).toBeTruthy()
    expect(writes().map((r) => r.url.search)).toEqual(['?status=active'])
    expect(screen.getByText('Active')).toBeTruthy()
  })

  describe('extend', () => {
    it('refuses a new end time that is not later than the current one', async () => {
      const { client, writes } = setup([byCode(booking())])
      renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
      const field = await screen.findByLabelText('New end time')
      // The field starts an hour after the current end.
      expect((field as HTMLInputElement).value).toBe(toDateTimeLocalValue(new Date('2030-03-01T12:00:00.000Z')))
      fireEvent.change(field, { target: { value: toDateTimeLocalValue(new Date('2030-03-01T10:00:00.000Z')) } })
      await userEvent.click(screen.getByRole('button', { name: 'Extend booking' }))
      expect(screen.getByText(`Choose a departure later than the current one (${formatDateTime('2030-03-01T11:00:00.000Z', 'en-NG')}).`)).toBeTruthy()
      fireEvent.change(field, { target: { value: '' } })
      expect(screen.getByText('Choose the new departure time.')).toBeTruthy()
      expect(writes()).toHaveLength(0)
    })

    it('sends booking_id and new_end_time, then shows the new end and the extra price charged', async () => {
      const later = booking({ end_time: '2030-03-01T13:00:00.000Z', total: 5231.25 })
      const { client, writes } = setup([byCode(booking()), route('POST', '/bookings/extend', extension(later, 1743.75))])
      renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
      const field = await screen.findByLabelText('New end time')
      fireEvent.change(field, { target: { value: toDateTimeLocalValue(new Date('2030-03-01T13:00:00.000Z')) } })
      await userEvent.click(screen.getByRole('button', { name: 'Extend booking' }))
      const end = formatDateTime('2030-03-01T13:00:00.000Z', 'en-NG')
      expect(await screen.findByText(`Your booking now ends at ${end}. ₦1,743.75 was charged to your wallet.`)).toBeTruthy()
      expect(writes()[0]!.body).toEqual({ booking_id: 1, new_end_time: '2030-03-01T13:00:00.000Z' })
      expect(screen.getByTestId('booking-end').textContent).toBe(end)
      expect(screen.getByText('₦5,231.25')).toBeTruthy()
    })

    it('shows the server’s refusal, translated when known', async () => {
      const { client } = setup([byCode(booking()), route('POST', '/bookings/extend', problem('wallet.insufficient_balance'), 402)], { country: 'SN' })
      renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
      await userEvent.click(await screen.findByRole('button', { name: 'Prolonger la réservation' }))
      const alert = await screen.findByRole('alert')
      expect(alert.textContent).toBe('Solde du portefeuille insuffisant.')
    })

    it('when the wallet cannot pay, offers to add funds by card or mobile money right there, then extend again', async () => {
      const { client, writes } = setup([byCode(booking()), route('POST', '/bookings/extend', problem('wallet.insufficient_balance'), 402)])
      renderWithParkade(<BookingDetail bookingCode="PK-ABC234" />, { client })
      expect(screen.queryByTestId('wallet-top-up')).toBeNull()
      await userEvent.click(await screen.findByRole('button', { name: 'Extend booking' }))
      const panel = within(await screen.findByRole('region', { name: 'Add funds to your wallet' }))
      expect(await panel.findByText(/^Your wallet has ₦[\d,.]+, not enough for the extension\. Add funds by card or mobile money, then extend again\.$/)).toBeTruthy()
      expect(panel.getByRole('textbox', { name: 'Amount (NGN)' })).toBeTruthy()
      expect(panel.getByRole('button', { name: 'Add funds' })).toBeTruthy()
      expect(writes()).toHaveLength(1)
    })
  })
})
