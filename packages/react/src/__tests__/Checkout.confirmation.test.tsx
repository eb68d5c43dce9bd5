import { screen, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import type { Booking } from '@parkade/core'
import { BookingConfirmation } from '../Checkout/index.ts'
import { bookingFor, lagosPark } from './Checkout.fixtures.ts'
import { fakeApi, renderWithParkade, testClient } from './renderWithParkade.tsx'

const booking: Booking = bookingFor(
  { park_id: lagosPark.id, start_time: '2030-03-05T09:00:00.000Z', end_time: '2030-03-05T11:30:00.000Z', payment_method: 'wallet', plate_number: 'KJA 123 XY' },
  { total: 4250 },
)

function renderConfirmation(options: { country?: string; language?: 'en' | 'fr' } = {}, value: Booking = booking) {
  const client = testClient(fakeApi([]).fetch, options)
  return renderWithParkade(<BookingConfirmation booking={value} />, { client })
}

const decode = (href: string) => decodeURIComponent(href.slice(href.indexOf(',') + 1))
/** As in a browser that refuses Blob URLs: the link keeps its data: URL, which the tests can read. */
const refuseBlobUrls = () =>
  vi.spyOn(URL, 'createObjectURL').mockImplementation(() => {
    throw new Error('Blob URLs are disabled')
  })

describe('BookingConfirmation', () => {
  it('shows the booking code big and selectable', () => {
    renderConfirmation()
    const code = screen.getByTestId('booking-code')
    expect(code.textContent).toBe('PK-ABC234')
    expect(code.style.userSelect).toBe('all')
    // Twice the widget's own size, not the host page's root size.
    expect(code.style.fontSize).toBe('calc(var(--pk-font-size) * 2)')
    expect(screen.getByText('Booking code').id).toBe(code.getAttribute('aria-labelledby'))
  })

  it("shows the booking code's QR code, drawn by the API, labelled for screen readers", () => {
    renderConfirmation()
    const qr = screen.getByRole('img', { name: 'QR code of booking PK-ABC234' })
    expect(qr.getAttribute('src')).toBe('http://api.test/api/v1/bookings/code/PK-ABC234/qr.svg')
    expect(qr.getAttribute('data-qr-value')).toBe('PK-ABC234')
  })

  it('offers an .ics download of the stay', () => {
    refuseBlobUrls()
    renderConfirmation()
    const link = screen.getByRole('link', { name: 'Add to calendar' })
    expect(link.getAttribute('download')).toBe('parkade-PK-ABC234.ics')
    const href = link.getAttribute('href') ?? ''
    expect(href.startsWith('data:text/calendar;charset=utf-8,')).toBe(true)
    const ics = decode(href)
    expect(ics).toContain('UID:PK-ABC234@parkade\r\n')
    expect(ics).toContain('DTSTART:20300305T090000Z\r\n')
    expect(ics).toContain('DTEND:20300305T113000Z\r\n')
    expect(ics).toContain(`SUMMARY:Parking at ${lagosPark.name}\r\n`)
    expect(ics).toContain('LOCATION:Broad Street Car Park\\, 65 Broad Street\\, Lagos Island\\, Lagos\r\n')
  })

  it('points the link at a Blob URL once mounted, and revokes it when it goes away', async () => {
    const create = vi.spyOn(URL, 'createObjectURL').mockImplementation(() => 'blob:http://localhost/abc')
    const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {})
    const view = renderConfirmation()
    expect(screen.getByRole('link', { name: 'Add to calendar' }).getAttribute('href')).toBe('blob:http://localhost/abc')
    const blob = (create.mock.calls[0] as unknown as [Blob])[0]
    expect(blob.type).toBe('text/calendar;charset=utf-8')
    expect(await blob.text()).toContain('UID:PK-ABC234@parkade\r\n')
    view.unmount()
    expect(revoke).toHaveBeenCalledWith('blob:http://localhost/abc')
  })

  it('shows the park, its address, the times, the plate and the amount in the locale', () => {
    renderConfirmation()
    const details = screen.getByText('Car park').closest('dl') as HTMLElement
    expect(within(details).getByText(lagosPark.address)).toBeTruthy()
    expect(within(details).getByText('KJA 123 XY')).toBeTruthy()
    expect(within(details).getByText('₦4,250')).toBeTruthy()
    const directions = screen.getByRole('link', { name: `Directions to ${lagosPark.name} (opens your maps app)` })
    expect(directions.getAttribute('href')).toContain(`destination=${booking.park.lat.toFixed(6)},${booking.park.lng.toFixed(6)}`)
    const start = details.querySelector('time[datetime="2030-03-05T09:00:00.000Z"]')
    expect(start?.textContent).toBe(new Intl.DateTimeFormat('en-NG', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2030-03-05T09:00:00.000Z')))
  })

  it("shows the park's picture, described in the driver's language, below the fold", async () => {
    const { unmount } = renderConfirmation()
    const picture = screen.getByRole('img', { name: `Car park: ${lagosPark.name}` })
    // Named by the API's public URL, fetched through the client's API base (a partner's proxy).
    expect(picture.getAttribute('src')).toBe('http://api.test/api/v1/images/city-2.svg')
    expect([picture.getAttribute('width'), picture.getAttribute('height'), picture.getAttribute('loading')]).toEqual(['800', '450', 'lazy'])
    unmount()
    renderConfirmation({ country: 'SN', language: 'fr' })
    expect(await screen.findByRole('img', { name: `Parking\u00a0: ${lagosPark.name}` })).toBeTruthy()
  })

  it('speaks French in Senegal: texts, dates, money and the calendar entry', async () => {
    refuseBlobUrls()
    renderConfirmation({ country: 'SN', language: 'fr' }, { ...booking, currency: 'XOF', total: 2500 })
    expect(await screen.findByRole('heading', { name: 'Réservation confirmée' })).toBeTruthy()
    expect(await screen.findByRole('img', { name: 'Code QR de la réservation PK-ABC234' })).toBeTruthy()
    const amount = new Intl.NumberFormat('fr-SN', { style: 'currency', currency: 'XOF', minimumFractionDigits: 0, maximumFractionDigits: 2 }).format(2500)
    expect(screen.getByText(amount, { normalizer: (text) => text })).toBeTruthy()
    const start = document.querySelector('time[datetime="2030-03-05T09:00:00.000Z"]')
    expect(start?.textContent).toBe(new Intl.DateTimeFormat('fr-SN', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date('2030-03-05T09:00:00.000Z')))
    const ics = decode(screen.getByRole('link', { name: 'Ajouter à l’agenda' }).getAttribute('href') ?? '')
    expect(ics).toContain(`SUMMARY:Stationnement – ${lagosPark.name}`)
    expect(screen.getByRole('link', { name: `Itinéraire vers ${lagosPark.name} (ouvre votre application de cartes)` }).textContent).toBe('Itinéraire')
  })
})
