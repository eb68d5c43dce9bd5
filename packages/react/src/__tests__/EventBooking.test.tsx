import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CreateBookingRequest, QuoteRequest } from '@parkade/core'
import { EventBooking, eventCheckoutWindow } from '../EventBooking/index.ts'
import type { EventBookingProps } from '../EventBooking/index.ts'
import { bookingFor, futureEvent, lagosPark, lastRequest, quoteFor, vehicleTypes } from './Checkout.fixtures.ts'
import { fakeApi, problem, problemReply, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest, Route } from './renderWithParkade.tsx'

// Whole journeys typed key by key: jsdom needs more than the default 5 s when the machine is busy.
vi.setConfig({ testTimeout: 20_000 })

const pad = (n: number) => String(n).padStart(2, '0')
const local = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`

function setup(routes: Route[], props: Partial<EventBookingProps> = {}, options: { language?: 'en' | 'fr'; country?: string; token?: string | null } = {}) {
  const api = fakeApi([
    ...routes,
    route('GET', '/vehicles/public', vehicleTypes),
    route('POST', '/bookings/quote', (req: RecordedRequest) => quoteFor(req.body as QuoteRequest)),
    route('GET', '/wallet', { balance: 1_000_000, currency: 'NGN' }),
    route('GET', '/user/vehicles/', []),
    route('POST', '/bookings', (req: RecordedRequest) => ({ booking: bookingFor(req.body as CreateBookingRequest), payment: null }), 201),
  ])
  const { token = 'tok-1', ...rest } = options
  const client = testClient(api.fetch, { token, ...rest })
  renderWithParkade(<EventBooking eventCode={futureEvent.event_code} quoteDelayMs={0} {...props} />, { client })
  return { api, client, user: userEvent.setup({ delay: null }) }
}

const eventRoute = route('GET', `/events/${futureEvent.event_code}`, futureEvent)
const format = (iso: string, locale = 'en-NG') => new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso))

afterEach(() => localStorage.clear())

describe('EventBooking', () => {
  it('loads the event by its code and shows its name, venue, times, description and nearby parks', async () => {
    setup([eventRoute])
    expect(screen.getByText('Loading the event…')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: futureEvent.name })).toBeTruthy()
    expect(screen.getByText(futureEvent.venue.name)).toBeTruthy()
    expect(screen.getByText(futureEvent.venue.address)).toBeTruthy()
    expect(screen.getByText(`From ${format(futureEvent.starts_at)} to ${format(futureEvent.ends_at)}`)).toBeTruthy()
    expect(screen.getByText(`Parking opens: ${format(futureEvent.parking_opens_at)}`)).toBeTruthy()
    expect(screen.getByText(futureEvent.description)).toBeTruthy()
    const parks = within(screen.getByRole('region', { name: 'Car parks near the venue' })).getAllByRole('article')
    expect(parks.map((p) => within(p).getByRole('heading').textContent)).toEqual([lagosPark.name, 'Surulere Lot'])
    expect(within(parks[0]!).getByText('1.2 km away')).toBeTruthy()
    expect(within(parks[0]!).getByText('₦1,550 per hour')).toBeTruthy()
    const book = within(parks[0]!).getByRole('button', { name: 'Book here' })
    expect(book.getAttribute('aria-describedby')).toBe(within(parks[0]!).getByRole('heading').id)
  })

  it('opens the checkout for the chosen park with the event’s window and books with the event code', async () => {
    const { user, api } = setup([eventRoute])
    const parks = await screen.findAllByRole('article')
    await user.click(within(parks[0]!).getByRole('button', { name: 'Book here' }))
    const heading = await screen.findByRole('heading', { name: `Parking for ${futureEvent.name}` })
    expect(document.activeElement).toBe(heading)
    expect((screen.getByLabelText('Arrival') as HTMLInputElement).value).toBe(local(new Date(futureEvent.parking_opens_at)))
    expect((screen.getByLabelText('Departure') as HTMLInputElement).value).toBe(local(new Date(Date.parse(futureEvent.ends_at) + 3_600_000)))

    await screen.findByTestId('checkout-total')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(await screen.findByLabelText('Plate number'), 'KJA 1 EV')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByTestId('checkout-total')
    await user.click(screen.getByRole('button', { name: /^Pay / }))
    await screen.findByTestId('booking-code')
    expect((lastRequest(api.requests, 'POST', '/bookings')!.body as CreateBookingRequest).event_code).toBe(futureEvent.event_code)
  })

  it('goes back to the event, focus on its name', async () => {
    const { user } = setup([eventRoute])
    await user.click(within((await screen.findAllByRole('article'))[1]!).getByRole('button', { name: 'Book here' }))
    await user.click(await screen.findByRole('button', { name: 'Back to the event' }))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: futureEvent.name }))
  })

  it('says when no park serves the event yet', async () => {
    setup([route('GET', `/events/${futureEvent.event_code}`, { ...futureEvent, parks: [] })])
    expect(await screen.findByText('No car park takes bookings for this event yet.')).toBeTruthy()
  })

  it('says clearly that an unknown code matches no event, and tells the host with the code', async () => {
    const { client } = setup([route('GET', `/events/${futureEvent.event_code}`, problem('event.not_found'), 404)])
    const errors: unknown[] = []
    client.events.on('error', (payload) => errors.push(payload))
    expect((await screen.findByRole('alert')).textContent).toBe('We could not find this event. Check the event code.')
    await waitFor(() => expect(errors).toEqual([expect.objectContaining({ code: 'event.not_found', widget: 'event-booking', cause: expect.any(Error) })]))
  })

  it('explains a private event and opens it with its access code', async () => {
    const { user, api } = setup([
      route('GET', `/events/${futureEvent.event_code}`, problem('event.private'), 403),
      (req) =>
        req.url.pathname.endsWith('/events/private-access')
          ? (req.body as { access_code: string }).access_code === 'VIP-2027'
            ? { body: { ...futureEvent, is_private: true } }
            : problemReply('event.access_code_unknown')
          : undefined,
    ])
    expect(await screen.findByText('This event is private. Enter the access code from your invitation to book parking.')).toBeTruthy()
    await user.type(screen.getByLabelText('Access code'), 'WRONG')
    await user.click(screen.getByRole('button', { name: 'Open the event' }))
    expect((await screen.findByRole('alert')).textContent).toBe('No event matches this access code.')
    await user.clear(screen.getByLabelText('Access code'))
    await user.type(screen.getByLabelText('Access code'), 'VIP-2027')
    await user.click(screen.getByRole('button', { name: 'Open the event' }))
    expect(await screen.findByRole('heading', { name: futureEvent.name })).toBeTruthy()
    expect(lastRequest(api.requests, 'POST', '/events/private-access')!.body).toEqual({ access_code: 'VIP-2027' })
  })

  it('shows any other failure with Retry', async () => {
    let down = true
    const { user } = setup([(req) => (req.url.pathname.endsWith(`/events/${futureEvent.event_code}`) && down ? problemReply('server.database_unreachable') : undefined), eventRoute])
    expect((await screen.findByRole('alert')).textContent).toContain('The database is not reachable.')
    down = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: futureEvent.name })).toBeTruthy()
  })

  it('reopens the checkout of this event when the driver comes back from the gateway', async () => {
    localStorage.setItem(
      'parkade:checkout:PSK_REF_9',
      JSON.stringify({
        reference: 'PSK_REF_9',
        provider: 'paystack',
        bookingId: 901,
        amount: 3200,
        park: lagosPark.slug,
        eventCode: futureEvent.event_code,
        draft: { arrival: '2030-12-20T13:00', departure: '2030-12-20T19:00', vehicleTypeId: 1, vehicleChoice: null, plate: 'KJA 1', saveVehicle: false, paymentMethod: 'gateway' },
      }),
    )
    const paid = bookingFor(
      { park_id: lagosPark.id, start_time: '2030-12-20T12:00:00.000Z', end_time: '2030-12-20T18:00:00.000Z', payment_method: 'gateway', event_code: futureEvent.event_code },
      { status: 'active', payment_status: 'paid', payment_reference: 'PSK_REF_9' },
    )
    setup([eventRoute, route('GET', `/front/parks/${lagosPark.slug}`, lagosPark), route('POST', '/bookings/901/confirm-payment', paid)], {
      paymentReturn: { reference: 'PSK_REF_9', provider: 'paystack', status: 'success' },
    })
    expect((await screen.findByTestId('booking-code')).textContent).toBe('PK-ABC234')
    await waitFor(() => expect(screen.getByRole('heading', { name: `Parking for ${futureEvent.name}` })).toBeTruthy())
  })

  it('speaks French for Senegal', async () => {
    setup([eventRoute], {}, { country: 'SN', language: 'fr' })
    expect(await screen.findByRole('heading', { name: futureEvent.name })).toBeTruthy()
    expect(screen.getByText(`Du ${format(futureEvent.starts_at, 'fr-SN')} au ${format(futureEvent.ends_at, 'fr-SN')}`)).toBeTruthy()
    expect(screen.getAllByRole('button', { name: 'Réserver ici' })).toHaveLength(2)
  })
})

describe('eventCheckoutWindow', () => {
  const event = { parking_opens_at: '2030-12-20T12:00:00.000Z', ends_at: '2030-12-20T17:00:00.000Z' }

  it('runs from the time parking opens to one hour after the end', () => {
    expect(eventCheckoutWindow(event, Date.parse('2030-12-01T00:00:00Z'))).toEqual({ start: '2030-12-20T12:00:00.000Z', end: '2030-12-20T18:00:00.000Z' })
  })

  it('starts at the next full hour once parking has opened', () => {
    const now = new Date(2030, 11, 20, 14, 25).getTime()
    expect(eventCheckoutWindow(event, now).start).toBe(new Date(2030, 11, 20, 15, 0).toISOString())
  })
})
