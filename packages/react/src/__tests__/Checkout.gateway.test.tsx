import { act, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { CreateBookingRequest, ParkadeEventMap, ParkadeEventName, PaymentInit, QuoteRequest } from '@parkade/core'
import { Checkout } from '../Checkout/index.ts'
import type { CheckoutProps } from '../Checkout/index.ts'
import { bookingFor, lagosPark, lastRequest, quoteFor, vehicleTypes } from './Checkout.fixtures.ts'
import { fakeApi, problem, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest, Route } from './renderWithParkade.tsx'

// Whole journeys typed key by key: jsdom needs more than the default 5 s when the machine is busy.
vi.setConfig({ testTimeout: 20_000 })

const payment: PaymentInit = {
  reference: 'PSK_REF_1',
  provider: 'paystack',
  amount: 3200,
  currency: 'NGN',
  payment_info: { authorization_url: 'http://api.test/sandbox/paystack/checkout/PSK_REF_1', access_code: 'x' },
  sandbox: true,
}

function setup(routes: Route[], props: Partial<CheckoutProps> = {}, token: string | null = 'tok-1') {
  const api = fakeApi([
    ...routes,
    route('GET', `/front/parks/${lagosPark.slug}`, lagosPark),
    route('GET', '/vehicles/public', vehicleTypes),
    route('POST', '/bookings/quote', (req: RecordedRequest) => quoteFor(req.body as QuoteRequest)),
    route('GET', '/wallet', { balance: 0, currency: 'NGN' }),
    route('GET', '/user/vehicles/', []),
  ])
  const client = testClient(api.fetch, { token })
  const events: { name: ParkadeEventName; payload: unknown }[] = []
  renderWithParkade(<Checkout park={lagosPark.slug} quoteDelayMs={0} {...props} />, { client, onEvent: (name, payload) => events.push({ name, payload }) })
  const eventsNamed = <K extends ParkadeEventName>(name: K) => events.filter((e) => e.name === name).map((e) => e.payload as ParkadeEventMap[K])
  return { api, client, eventsNamed, user: userEvent.setup({ delay: null }) }
}

async function payWithGateway(user: ReturnType<typeof userEvent.setup>, plate = 'KJA 123 XY') {
  await screen.findByTestId('checkout-total')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await user.type(await screen.findByLabelText('Plate number'), plate)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByTestId('checkout-total')
  expect((screen.getByRole('radio', { name: 'Pay with Paystack' }) as HTMLInputElement).checked).toBe(true)
  await user.click(screen.getByRole('button', { name: 'Pay ₦3,200' }))
}

const confirmedBooking = bookingFor(
  { park_id: lagosPark.id, start_time: '2030-01-01T10:00:00.000Z', end_time: '2030-01-01T12:00:00.000Z', payment_method: 'gateway' },
  { id: 901, status: 'active', payment_status: 'paid', payment_reference: 'PSK_REF_1' },
)

afterEach(() => {
  localStorage.clear()
  window.history.replaceState(null, '', '/')
})

describe('Checkout: paying with the country’s gateway', () => {
  it('books, then sends the driver to the provider page with a return URL', async () => {
    const redirect = vi.fn()
    const { user, api, eventsNamed } = setup(
      [route('POST', '/bookings', (req: RecordedRequest) => ({ booking: bookingFor(req.body as CreateBookingRequest), payment }), 201)],
      { redirect, returnUrl: 'https://partner.example/parking?step=pay' },
    )
    await payWithGateway(user)
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(payment.payment_info.authorization_url))
    const body = lastRequest(api.requests, 'POST', '/bookings')!.body as CreateBookingRequest
    expect(body).toMatchObject({ payment_method: 'gateway', return_url: 'https://partner.example/parking?step=pay' })
    expect(screen.getByText('Waiting for your payment with Paystack…')).toBeTruthy()
    expect(eventsNamed('booking-created')).toEqual([{ booking: expect.objectContaining({ id: 901 }), payment }])
    const saved = JSON.parse(localStorage.getItem('parkade:checkout:PSK_REF_1') ?? 'null')
    expect(saved).toMatchObject({ reference: 'PSK_REF_1', provider: 'paystack', bookingId: 901, park: lagosPark.slug, draft: { plate: 'KJA 123 XY' } })
    // The request and its key, so a later visit pays this booking instead of making another.
    const sent = lastRequest(api.requests, 'POST', '/bookings')!
    expect(saved.request).toEqual({ body, idempotencyKey: sent.headers['idempotency-key'] })
  })

  it.each(['https://evil.example/paystack/checkout/PSK_REF_1', 'javascript:alert(document.cookie)'])(
    'refuses to send the driver to a payment page outside the providers and the API: %s',
    async (elsewhere) => {
      const redirect = vi.fn()
      const hostile: PaymentInit = { ...payment, payment_info: { authorization_url: elsewhere } }
      const { user } = setup([route('POST', '/bookings', (req: RecordedRequest) => ({ booking: bookingFor(req.body as CreateBookingRequest), payment: hostile }), 201)], {
        redirect,
      })
      await payWithGateway(user)
      expect(await screen.findByText('Payment gateway not initialized')).toBeTruthy()
      expect(redirect).not.toHaveBeenCalled()
    },
  )

  it('Senegal: the driver may choose the card provider over mobile money, and the server is asked for that provider', async () => {
    const dakarPark = { ...lagosPark, id: 77, slug: 'dakar-plateau-parking', name: 'Plateau Car Park', country_code: 'SN', currency: 'XOF' as const }
    const redirect = vi.fn()
    const { user, api } = setup(
      [
        route('GET', `/front/parks/${dakarPark.slug}`, dakarPark),
        route('POST', '/bookings', (req: RecordedRequest) => ({ booking: bookingFor(req.body as CreateBookingRequest), payment }), 201),
      ],
      { park: dakarPark.slug, redirect },
    )
    await screen.findByTestId('checkout-total')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(await screen.findByLabelText('Plate number'), 'DK 4521 AB')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByTestId('checkout-total')
    expect(screen.getByRole('radio', { name: 'Pay with Wave' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Pay by card with Paystack' }))
    await user.click(screen.getByRole('button', { name: /^Pay / }))
    await waitFor(() => expect(redirect).toHaveBeenCalledWith(payment.payment_info.authorization_url))
    expect(lastRequest(api.requests, 'POST', '/bookings')!.body).toMatchObject({ payment_method: 'gateway', payment_provider: 'paystack' })
  })

  it('a country with one provider offers no other', async () => {
    const { user } = setup([])
    await screen.findByTestId('checkout-total')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(await screen.findByLabelText('Plate number'), 'KJA 123 XY')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByTestId('checkout-total')
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual(['wallet', 'gateway'])
  })

  it('says where the payment happens: Paystack’s window opens on this page, not on "the Paystack page"', async () => {
    const { user } = setup([])
    await screen.findByTestId('checkout-total')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.type(await screen.findByLabelText('Plate number'), 'KJA 123 XY')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    const radio = await screen.findByRole('radio', { name: 'Pay with Paystack' })
    const hint = document.getElementById(radio.getAttribute('aria-describedby') ?? '')
    expect(hint?.textContent).toBe('Card or bank transfer · A secure Paystack window opens on this page: you pay without leaving it.')
    expect(document.body.textContent).not.toMatch(/Paystack page/)
  })

  it('tells the host of a booking once, however often paying for it is tried again', async () => {
    const redirect = vi.fn()
    // The payment cannot start (no page it may open); each retry reuses the key, and the server answers the same booking.
    const stuck: PaymentInit = { ...payment, payment_info: { authorization_url: 'https://evil.example/pay' } }
    const { user, api, eventsNamed } = setup([route('POST', '/bookings', (req: RecordedRequest) => ({ booking: bookingFor(req.body as CreateBookingRequest), payment: stuck }), 201)], {
      redirect,
    })
    await payWithGateway(user)
    expect(await screen.findByText('Payment gateway not initialized')).toBeTruthy()
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/bookings'))).toHaveLength(2))
    await user.click(await screen.findByRole('button', { name: 'Pay ₦3,200' }))
    await waitFor(() => expect(api.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/bookings'))).toHaveLength(3))
    const keys = new Set(api.requests.filter((r) => r.method === 'POST' && r.url.pathname.endsWith('/bookings')).map((r) => r.headers['idempotency-key']))
    expect(keys.size).toBe(1)
    expect(eventsNamed('booking-created').map(({ booking }) => booking.id)).toEqual([901])
  })

  it('defaults the return URL to this page without old return parameters', async () => {
    window.history.replaceState(null, '', '/checkout/lagos?reference=OLD&provider=paystack&status=failed&keep=1')
    const redirect = vi.fn()
    const { user, api } = setup([route('POST', '/bookings', (req: RecordedRequest) => ({ booking: bookingFor(req.body as CreateBookingRequest), payment }), 201)], { redirect })
    await payWithGateway(user)
    await waitFor(() => expect(redirect).toHaveBeenCalled())
    expect((lastRequest(api.requests, 'POST', '/bookings')!.body as CreateBookingRequest).return_url).toBe(`${location.origin}/checkout/lagos?keep=1`)
  })
})

describe('Checkout: back from the gateway', () => {
  it('confirms the payment with the server and shows the confirmation', async () => {
    const onBooked = vi.fn()
    const { api, eventsNamed } = setup([route('POST', '/bookings/901/confirm-payment', confirmedBooking)], {
      paymentReturn: { reference: 'PSK_REF_1', provider: 'paystack', status: 'success', bookingId: 901 },
      onBooked,
    })
    expect(screen.getByText('Confirming your payment…')).toBeTruthy()
    expect((await screen.findByTestId('booking-code')).textContent).toBe('PK-ABC234')
    const confirm = lastRequest(api.requests, 'POST', '/bookings/901/confirm-payment')!
    expect(Object.fromEntries(confirm.url.searchParams)).toEqual({ payment_reference: 'PSK_REF_1', payment_provider: 'paystack' })
    expect(eventsNamed('payment-succeeded')).toEqual([{ reference: 'PSK_REF_1', provider: 'paystack', amount: confirmedBooking.total, bookingId: 901 }])
    expect(onBooked).toHaveBeenCalledWith(confirmedBooking)
  })

  it('reads the return from the URL, finds the booking saved before the redirect, and cleans the URL', async () => {
    localStorage.setItem(
      'parkade:checkout:PSK_REF_1',
      JSON.stringify({
        reference: 'PSK_REF_1',
        provider: 'paystack',
        bookingId: 901,
        amount: 3200,
        park: lagosPark.slug,
        eventCode: null,
        draft: { arrival: '2030-01-01T10:00', departure: '2030-01-01T12:00', vehicleTypeId: 1, vehicleChoice: null, plate: 'KJA 1', saveVehicle: false, paymentMethod: 'gateway' },
      }),
    )
    window.history.replaceState(null, '', '/checkout?keep=1&reference=PSK_REF_1&provider=paystack&status=success')
    setup([route('POST', '/bookings/901/confirm-payment', confirmedBooking)], { readReturnFromUrl: true })
    expect((await screen.findByTestId('booking-code')).textContent).toBe('PK-ABC234')
    expect(location.search).toBe('?keep=1')
    expect(localStorage.getItem('parkade:checkout:PSK_REF_1')).toBeNull()
  })

  it('finds the booking by its payment reference when nothing else says which it is', async () => {
    window.history.replaceState(null, '', '/?reference=PSK_REF_1&provider=paystack&status=success')
    const { api } = setup(
      [
        route('GET', '/bookings/list', { items: [{ ...confirmedBooking, id: 900, payment_reference: 'OTHER' }, { ...confirmedBooking, payment_status: 'pending' }], total: 2, page: 1, size: 10, pages: 1 }),
        route('POST', '/bookings/901/confirm-payment', confirmedBooking),
      ],
      { readReturnFromUrl: true },
    )
    await screen.findByTestId('booking-code')
    expect(lastRequest(api.requests, 'POST', '/bookings/901/confirm-payment')).toBeTruthy()
  })

  it('shows a failed payment as the server says it, tells the host, and gives back what was entered', async () => {
    localStorage.setItem(
      'parkade:checkout:PSK_REF_1',
      JSON.stringify({
        reference: 'PSK_REF_1',
        provider: 'paystack',
        bookingId: 901,
        amount: 3200,
        park: lagosPark.slug,
        eventCode: null,
        draft: { arrival: '2030-01-01T10:00', departure: '2030-01-01T12:00', vehicleTypeId: 1, vehicleChoice: null, plate: 'KJA 777 PP', saveVehicle: false, paymentMethod: 'gateway' },
      }),
    )
    const { eventsNamed } = setup(
      [route('POST', '/bookings/901/confirm-payment', problem('booking.payment_failed'), 402)],
      { paymentReturn: { reference: 'PSK_REF_1', provider: 'paystack', status: 'failed' } },
    )
    expect((await screen.findByRole('alert')).textContent).toContain('The payment did not go through, so the booking was not confirmed and nothing was charged. Try another card or payment method.')
    expect(eventsNamed('payment-failed')).toEqual([
      { message: 'The payment did not go through, so the booking was not confirmed and nothing was charged. Try another card or payment method.', code: 'booking.payment_failed', reference: 'PSK_REF_1', provider: 'paystack' },
    ])
    expect(await screen.findByRole('heading', { name: 'Review and pay' })).toBeTruthy()
    expect(screen.getByText('KJA 777 PP · Car')).toBeTruthy()
  })

  it('a verification already running elsewhere (by its code, whatever the sentence) is pending, not a failure', async () => {
    let running = true
    const { eventsNamed } = setup(
      [
        (req) =>
          req.method === 'POST' && req.url.pathname.endsWith('/bookings/901/confirm-payment')
            ? running
              ? { status: 409, body: problem('payment.verification_in_progress', undefined, { detail: 'Busy elsewhere' }) }
              : { body: confirmedBooking }
            : undefined,
      ],
      { paymentReturn: { reference: 'PSK_REF_1', provider: 'paystack', bookingId: 901 } },
    )
    expect(await screen.findByText('Your payment is not confirmed yet. Check again in a moment.')).toBeTruthy()
    expect(eventsNamed('payment-failed')).toEqual([])
    running = false
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Check again' }))
    await screen.findByTestId('booking-code')
  })

  it('says so when the payment is not confirmed yet, and checks again on request', async () => {
    let paid = false
    const { api } = setup([route('POST', '/bookings/901/confirm-payment', () => (paid ? confirmedBooking : { ...confirmedBooking, status: 'pending', payment_status: 'pending' }))], {
      paymentReturn: { reference: 'PSK_REF_1', provider: 'paystack', bookingId: 901 },
    })
    expect(await screen.findByText('Your payment is not confirmed yet. Check again in a moment.')).toBeTruthy()
    paid = true
    await userEvent.setup({ delay: null }).click(screen.getByRole('button', { name: 'Check again' }))
    await screen.findByTestId('booking-code')
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/confirm-payment')).length).toBe(2)
  })

  it('asks a driver whose session is gone to sign in before confirming', async () => {
    const { api, client } = setup([route('POST', '/bookings/901/confirm-payment', confirmedBooking)], { paymentReturn: { reference: 'PSK_REF_1', provider: 'paystack', bookingId: 901 }, renderLogin: () => null }, null)
    expect(await screen.findByText('Sign in to book. Everything you entered stays here.')).toBeTruthy()
    expect(api.requests.some((r) => r.url.pathname.endsWith('/confirm-payment'))).toBe(false)
    act(() => client.stores.auth.getState().setSession('back-again'))
    expect(await screen.findByTestId('booking-code')).toBeTruthy()
  })
})
