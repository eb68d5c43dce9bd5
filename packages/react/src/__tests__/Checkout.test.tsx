import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { StrictMode } from 'react'
import { describe, expect, it, vi } from 'vitest'
import { ParkadeApiError } from '@parkade/core'
import type { CreateBookingRequest, ParkadeEventMap, ParkadeEventName, QuoteRequest } from '@parkade/core'
import { Checkout } from '../Checkout/index.ts'
import { ParkDetail } from '../ParkDetail/index.ts'
import type { CheckoutProps } from '../Checkout/index.ts'
import { bookingFor, lagosPark, lastRequest, quoteFor, savedVehicles, vehicleTypes } from './Checkout.fixtures.ts'
import { fakeApi, problem, problemReply, renderWithParkade, route, routeReply, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest, Route } from './renderWithParkade.tsx'

// Whole journeys typed key by key: jsdom needs more than the default 5 s when the machine is busy.
vi.setConfig({ testTimeout: 20_000 })

const pad = (n: number) => String(n).padStart(2, '0')
const local = (d: Date) => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`
const hoursFromNow = (h: number) => {
  const d = new Date()
  d.setMinutes(0, 0, 0)
  d.setHours(d.getHours() + h)
  return d
}

function defaultRoutes(): Route[] {
  return [
    route('GET', `/front/parks/${lagosPark.slug}`, lagosPark),
    route('GET', '/vehicles/public', vehicleTypes),
    route('POST', '/bookings/quote', (req: RecordedRequest) => quoteFor(req.body as QuoteRequest)),
    route('GET', '/wallet', { balance: 100_000, currency: 'NGN' }),
    route('GET', '/user/vehicles/', []),
    route('POST', '/bookings', (req: RecordedRequest) => ({ booking: bookingFor(req.body as CreateBookingRequest), payment: null }), 201),
  ]
}

interface SetupOptions {
  token?: string | null
  routes?: Route[]
  props?: Partial<CheckoutProps>
  language?: 'en' | 'fr'
  country?: string
}

function setup({ token = 'tok-1', routes = [], props = {}, language, country }: SetupOptions = {}) {
  const api = fakeApi([...routes, ...defaultRoutes()])
  const client = testClient(api.fetch, { token, ...(language ? { language } : {}), ...(country ? { country } : {}) })
  const events: { name: ParkadeEventName; payload: unknown }[] = []
  const user = userEvent.setup({ delay: null })
  const view = renderWithParkade(<Checkout park={lagosPark.slug} quoteDelayMs={0} {...props} />, {
    client,
    partner: 'acme-airport',
    onEvent: (name, payload) => events.push({ name, payload }),
  })
  const eventsNamed = <K extends ParkadeEventName>(name: K) => events.filter((e) => e.name === name).map((e) => e.payload as ParkadeEventMap[K])
  return { api, client, user, view, events, eventsNamed }
}

async function toVehicleStep(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByRole('heading', { name: 'When are you parking?' })
  await screen.findByTestId('checkout-total')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByRole('heading', { name: 'Your vehicle' })
}

async function toPaymentStep(user: ReturnType<typeof userEvent.setup>, plate = 'KJA 123 XY') {
  await toVehicleStep(user)
  const field = screen.queryByLabelText('Plate number')
  if (field) await user.type(field, plate)
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  await screen.findByRole('heading', { name: 'Review and pay' })
  await screen.findByTestId('checkout-total')
}

describe('Checkout: times', () => {
  it('keeps the places of the vehicle type and of the price lines while they load, so Continue does not move', async () => {
    const gates: (() => void)[] = []
    const held = <T,>(answer: () => T) => () => new Promise<{ body: T }>((resolve) => gates.push(() => resolve({ body: answer() })))
    const quotes: QuoteRequest[] = []
    setup({
      routes: [
        routeReply('GET', '/vehicles/public', held(() => vehicleTypes)),
        routeReply('POST', '/bookings/quote', (req) => {
          quotes.push(req.body as QuoteRequest)
          return held(() => quoteFor(req.body as QuoteRequest))()
        }),
      ],
    })
    await screen.findByRole('heading', { name: 'When are you parking?' })
    // The vehicle types on their way: the field is there, busy, and cannot be used yet.
    const field = screen.getByRole('combobox', { name: 'Vehicle type' }) as HTMLSelectElement
    expect([field.disabled, field.getAttribute('aria-busy'), field.options[0]?.textContent]).toEqual([true, 'true', 'Loading…'])
    const price = screen.getByTestId('checkout-price')
    const placeholderLines = () => price.querySelectorAll('table[aria-hidden="true"] tr').length
    await waitFor(() => expect(quotes).toHaveLength(1))
    // The first price on its way: four lines kept (parking, the usual two fees, the total).
    expect(placeholderLines()).toBe(4)
    expect(within(price).getByText('Calculating the price…')).toBeTruthy()
    await act(async () => gates.splice(0).forEach((open) => open()))
    await screen.findByTestId('checkout-total')
    const shownLines = price.querySelectorAll('table:not([aria-hidden]) tr').length
    // Another price asked for: as many lines kept as the last price had.
    fireEvent.change(screen.getByLabelText('Departure'), { target: { value: local(hoursFromNow(5)) } })
    await waitFor(() => expect(placeholderLines()).toBe(shownLines))
  })

  it('asks for the vehicle types once per page: the park’s page above it has them already', async () => {
    const api = fakeApi(defaultRoutes())
    renderWithParkade(
      <>
        <ParkDetail park={lagosPark.slug} />
        <Checkout park={lagosPark.slug} quoteDelayMs={0} />
      </>,
      { client: testClient(api.fetch, { token: 'tok-1' }) },
    )
    await screen.findByRole('heading', { name: 'When are you parking?' })
    const fields = () => screen.getAllByRole('combobox', { name: 'Vehicle type' }) as HTMLSelectElement[]
    await waitFor(() => expect(fields().map((field) => field.disabled)).toEqual([false, false]))
    for (const field of fields()) expect([...field.options].map((option) => option.textContent)).toEqual(vehicleTypes.map((type) => type.name))
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/vehicles/public'))).toHaveLength(1)
  })

  it('loads the park by slug, then offers arrival at the next full hour and departure two hours later', async () => {
    const { api } = setup()
    expect(screen.getByText('Loading the car park…')).toBeTruthy()
    expect(await screen.findByRole('heading', { name: `Book parking at ${lagosPark.name}` })).toBeTruthy()
    expect((screen.getByLabelText('Arrival') as HTMLInputElement).value).toBe(local(hoursFromNow(1)))
    expect((screen.getByLabelText('Departure') as HTMLInputElement).value).toBe(local(hoursFromNow(3)))
    expect(api.requests.some((r) => r.url.pathname === `/api/v1/front/parks/${lagosPark.slug}`)).toBe(true)
  })

  it('takes a loaded park without fetching it, and the host’s start, end and vehicle type', async () => {
    const start = hoursFromNow(5)
    const end = hoursFromNow(9)
    const { api } = setup({ props: { park: lagosPark, start: start.toISOString(), end, vehicleTypeId: 2 } })
    expect(screen.getByRole('heading', { name: `Book parking at ${lagosPark.name}` })).toBeTruthy()
    expect((screen.getByLabelText('Arrival') as HTMLInputElement).value).toBe(local(start))
    expect((screen.getByLabelText('Departure') as HTMLInputElement).value).toBe(local(end))
    expect(((await screen.findByLabelText('Vehicle type')) as HTMLSelectElement).value).toBe('2')
    expect(api.requests.some((r) => r.url.pathname.includes('/front/parks/'))).toBe(false)
  })

  it('shows the server’s message when the park cannot be loaded, tells the host once with its code and cause, and Retry loads it', async () => {
    let calls = 0
    const { user, eventsNamed } = setup({
      routes: [
        (req) => {
          if (req.method !== 'GET' || !req.url.pathname.endsWith(`/front/parks/${lagosPark.slug}`)) return undefined
          calls += 1
          return calls === 1 ? problemReply('park.not_found') : { body: lagosPark }
        },
      ],
    })
    expect((await screen.findByRole('alert')).textContent).toContain('Park not found.')
    const errors = eventsNamed('error')
    expect(errors).toEqual([{ message: 'Park not found.', code: 'park.not_found', widget: 'checkout', cause: expect.any(ParkadeApiError) }])
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByRole('heading', { name: `Book parking at ${lagosPark.name}` })).toBeTruthy()
    expect(eventsNamed('error')).toHaveLength(1)
  })

  it('refuses an arrival in the past, with the message next to the field', async () => {
    const { user } = setup()
    const arrival = await screen.findByLabelText('Arrival')
    await user.clear(arrival)
    await user.type(arrival, local(hoursFromNow(-3)))
    expect(screen.getByText('Arrival cannot be in the past.')).toBeTruthy()
    expect(arrival.getAttribute('aria-invalid')).toBe('true')
    expect(arrival.getAttribute('aria-describedby')).toContain(screen.getByText('Arrival cannot be in the past.').id)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByRole('heading', { name: 'When are you parking?' })).toBeTruthy()
    expect(screen.queryByRole('heading', { name: 'Your vehicle' })).toBeNull()
  })

  it('refuses a departure that is not after arrival, and asks no price for it', async () => {
    const { user, api } = setup()
    await screen.findByTestId('checkout-total')
    const quotesBefore = api.requests.filter((r) => r.url.pathname.endsWith('/bookings/quote')).length
    const departure = screen.getByLabelText('Departure')
    await user.clear(departure)
    await user.type(departure, (screen.getByLabelText('Arrival') as HTMLInputElement).value)
    expect(screen.getByText('Departure must be after arrival.')).toBeTruthy()
    expect(screen.getByText('Choose your times to see the price.')).toBeTruthy()
    await new Promise((r) => setTimeout(r, 20))
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/bookings/quote')).length).toBe(quotesBefore)
  })

  it('takes no focus when it first appears, even under StrictMode', async () => {
    const client = testClient(fakeApi(defaultRoutes()).fetch, { token: 't' })
    renderWithParkade(
      <StrictMode>
        <Checkout park={lagosPark} quoteDelayMs={0} />
      </StrictMode>,
      { client },
    )
    await screen.findByTestId('checkout-total')
    expect(document.activeElement).toBe(document.body)
  })

  it('moves the focus to the next step’s heading', async () => {
    const { user } = setup()
    await toVehicleStep(user)
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Your vehicle' }))
  })
})

describe('Checkout: price', () => {
  it('shows the server’s breakdown: parking, fee lines and total', async () => {
    const { api } = setup()
    const price = await screen.findByTestId('checkout-price')
    await within(price).findByTestId('checkout-total')
    const quote = lastRequest(api.requests, 'POST', '/bookings/quote')!.body as QuoteRequest
    expect(quote).toEqual({
      park_id: lagosPark.id,
      vehicle_type_id: 1,
      start_time: hoursFromNow(1).toISOString(),
      end_time: hoursFromNow(3).toISOString(),
    })
    expect(within(price).getByText('Parking, 2 h')).toBeTruthy()
    expect(within(price).getByText('Service fee')).toBeTruthy()
    expect(within(price).getByTestId('checkout-total').textContent).toBe('₦3,200')
    expect(within(price).getByRole('status').textContent).toBe('Total: ₦3,200')
  })

  it('asks again when the vehicle type changes', async () => {
    const { user, api } = setup()
    await screen.findByTestId('checkout-total')
    await user.selectOptions(screen.getByLabelText('Vehicle type'), '2')
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('₦3,900'))
    expect((lastRequest(api.requests, 'POST', '/bookings/quote')!.body as QuoteRequest).vehicle_type_id).toBe(2)
  })

  it('asks once for a burst of changes (debounced)', async () => {
    const { api } = setup({ props: { quoteDelayMs: 80 } })
    await screen.findByTestId('checkout-total')
    const before = api.requests.filter((r) => r.url.pathname.endsWith('/bookings/quote')).length
    const select = screen.getByLabelText('Vehicle type')
    for (const value of ['2', '3', '1', '2']) fireEvent.change(select, { target: { value } })
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('₦3,900'))
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/bookings/quote')).length).toBe(before + 1)
  })

  it('ignores an answer that arrives after the times changed', async () => {
    const releases: (() => void)[] = []
    const api = fakeApi(defaultRoutes())
    const fetch: typeof api.fetch = async (input, init) => {
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as QuoteRequest) : null
      if (body && String(input).endsWith('/bookings/quote') && body.vehicle_type_id === 3) {
        // The motorcycle price answers last, after the driver moved on to an SUV.
        await new Promise<void>((resolve) => releases.push(resolve))
      }
      return api.fetch(input, init)
    }
    const client = testClient(fetch, { token: 't' })
    const user = userEvent.setup({ delay: null })
    renderWithParkade(<Checkout park={lagosPark.slug} quoteDelayMs={0} />, { client })
    await screen.findByTestId('checkout-total')
    await user.selectOptions(screen.getByLabelText('Vehicle type'), '3')
    await waitFor(() => expect(releases.length).toBe(1))
    await user.selectOptions(screen.getByLabelText('Vehicle type'), '2')
    await waitFor(() => expect(screen.getByTestId('checkout-total').textContent).toBe('₦3,900'))
    await act(async () => {
      releases[0]!()
      await new Promise((r) => setTimeout(r, 20))
    })
    expect(screen.getByTestId('checkout-total').textContent).toBe('₦3,900')
  })

  it('shows a price error with Retry', async () => {
    let fail = true
    const { user } = setup({
      routes: [(req) => (req.url.pathname.endsWith('/bookings/quote') && fail ? problemReply('booking.no_rate') : undefined)],
    })
    expect((await screen.findByRole('alert')).textContent).toContain('This car park has no rate for the selected vehicle type.')
    fail = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByTestId('checkout-total')).toBeTruthy()
  })
})

describe('Checkout: vehicle', () => {
  it('needs a plate when no saved vehicle is chosen', async () => {
    const { user } = setup()
    await toVehicleStep(user)
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    expect(screen.getByText('Enter the plate number of your vehicle.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Plate number')))
  })

  it('offers the driver’s saved vehicles, the default one chosen, and books with its id', async () => {
    const { user, api } = setup({ routes: [route('GET', '/user/vehicles/', savedVehicles)] })
    await toVehicleStep(user)
    const kja = await screen.findByRole('radio', { name: /KJA 111 AA · Car/ })
    expect((kja as HTMLInputElement).checked).toBe(true)
    expect(screen.queryByLabelText('Plate number')).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByTestId('checkout-total')
    await user.click(await screen.findByRole('button', { name: /^Pay / }))
    await screen.findByTestId('booking-code')
    const body = lastRequest(api.requests, 'POST', '/bookings')!.body as CreateBookingRequest
    expect(body.vehicle_id).toBe(7)
    expect(body.plate_number).toBeUndefined()
  })

  it('follows the type of a saved vehicle of another type, and says so', async () => {
    const { user, api } = setup({ routes: [route('GET', '/user/vehicles/', savedVehicles)] })
    await toVehicleStep(user)
    await user.click(await screen.findByRole('radio', { name: /LND 222 BB/ }))
    expect(screen.getByText('Vehicle type set to SUV / 4×4 to match this vehicle.')).toBeTruthy()
    await waitFor(() => expect((lastRequest(api.requests, 'POST', '/bookings/quote')!.body as QuoteRequest).vehicle_type_id).toBe(2))
  })

  it('sends a new plate and the "save this vehicle" choice', async () => {
    const { user, api } = setup()
    await toVehicleStep(user)
    await user.type(screen.getByLabelText('Plate number'), ' ABC 123 DE ')
    await user.click(screen.getByRole('checkbox', { name: 'Save this vehicle to my account' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await screen.findByTestId('checkout-total')
    await user.click(screen.getByRole('button', { name: /^Pay / }))
    await screen.findByTestId('booking-code')
    const body = lastRequest(api.requests, 'POST', '/bookings')!.body as CreateBookingRequest
    expect(body).toMatchObject({ plate_number: 'ABC 123 DE', save_vehicle: true })
    expect(body.vehicle_id).toBeUndefined()
  })
})

describe('Checkout: sign-in', () => {
  it('asks an anonymous driver to sign in, emits auth-required, and keeps everything entered', async () => {
    const renderLogin = vi.fn(({ open }: { open: boolean }) => (open ? <div role="dialog" aria-label="Login" /> : null))
    const { user, client, eventsNamed } = setup({ token: null, props: { renderLogin } })
    await toPaymentStep(user, 'KJA 999 ZZ')
    expect(screen.getByText('Sign in to book. Everything you entered stays here.')).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Wallet balance' })).toHaveProperty('disabled', true)
    await user.click(screen.getByRole('button', { name: 'Sign in to book' }))
    expect(eventsNamed('auth-required')).toEqual([{ widget: 'checkout', reason: 'booking' }])
    expect(screen.getByRole('dialog', { name: 'Login' })).toBeTruthy()

    act(() => client.stores.auth.getState().setSession('fresh-token'))
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(await screen.findByText('You are signed in. You can finish your booking.')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Review and pay' })).toBeTruthy()
    expect(screen.getByText('KJA 999 ZZ · Car')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Pay ₦3,200' })).toBeTruthy()
  })

  it('opens the SDK’s login dialog by default, and the driver books right after signing in', async () => {
    const user = { id: 1, email: 'ada@example.com', first_name: 'Ada', last_name: 'O', phone: null, country_id: 'NG', country: { code: 'NG', name: 'Nigeria' }, language: null, photo_url: null, email_verified: true, auth_providers: ['password'], created_at: '2026-01-01T00:00:00Z' }
    const { user: driver, api } = setup({ token: null, routes: [route('POST', '/auth/login', { access_token: 'signed-in', token_type: 'bearer', expires_in: 3600, user })] })
    await toPaymentStep(driver, 'KJA 246 LG')
    await driver.click(screen.getByRole('button', { name: 'Sign in to book' }))
    const dialog = await screen.findByRole('dialog')
    await driver.type(within(dialog).getByLabelText('Email'), 'ada@example.com')
    await driver.type(within(dialog).getByLabelText('Password'), 'parkade-pass-1')
    await driver.click(within(dialog).getByRole('button', { name: 'Log in' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review and pay' })))
    await driver.click(await screen.findByRole('button', { name: 'Pay ₦3,200' }))
    await screen.findByTestId('booking-code')
    const booked = lastRequest(api.requests, 'POST', '/bookings')!
    expect(booked.headers.authorization).toBe('Bearer signed-in')
    expect((booked.body as CreateBookingRequest).plate_number).toBe('KJA 246 LG')
  })

  it('a new driver signs up in its dialog: the dialog stays for the e-mailed code, then the checkout goes on as it was', async () => {
    const profile = { id: 2, email: 'new@example.com', first_name: 'Ngozi', last_name: 'A', phone: null, country_id: 'NG', country: { code: 'NG', name: 'Nigeria' }, language: null, photo_url: null, email_verified: false, auth_providers: ['password'], created_at: '2026-01-01T00:00:00Z' }
    const { user, api } = setup({
      token: null,
      routes: [
        route('GET', '/countries', [{ id: 1, name: 'Nigeria', name_fr: 'Nigéria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true }]),
        route('POST', '/auth/register', { access_token: 'registered', token_type: 'bearer', expires_in: 3600, user: profile }, 201),
        route('POST', '/auth/verify-email', { token: 'verified', user: { ...profile, email_verified: true } }),
      ],
    })
    await toPaymentStep(user, 'KJA 777 NW')
    await user.click(screen.getByRole('button', { name: 'Sign in to book' }))
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Create an account' }))
    let dialog = screen.getByRole('dialog', { name: 'Create your account' })
    // The registration's form arrives when first shown.
    await user.type(await within(dialog).findByLabelText('First name'), 'Ngozi')
    await user.type(within(dialog).getByLabelText('Last name'), 'A')
    await user.type(within(dialog).getByLabelText('Email'), 'new@example.com')
    await user.type(within(dialog).getByLabelText('Password'), 'parkade-pass-1')
    await user.click(within(dialog).getByRole('button', { name: 'Create account' }))
    dialog = await screen.findByRole('dialog', { name: 'Verify your email' })
    // Signed in by the registration, but the code comes first: the focus stays in the dialog.
    await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true))
    expect(screen.queryByText('You are signed in. You can finish your booking.')).toBeNull()
    await user.type(await within(dialog).findByLabelText('Verification code'), '123456')
    await user.click(within(dialog).getByRole('button', { name: 'Verify' }))

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(await screen.findByText('You are signed in. You can finish your booking.')).toBeTruthy()
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Review and pay' })))
    expect(screen.getByText('KJA 777 NW · Car')).toBeTruthy()
    await user.click(await screen.findByRole('button', { name: 'Pay ₦3,200' }))
    await screen.findByTestId('booking-code')
    expect(lastRequest(api.requests, 'POST', '/bookings')!.headers.authorization).toBe('Bearer verified')
  })

  it('lets a host with its own login handle it instead', async () => {
    const onAuthRequired = vi.fn()
    const renderLogin = vi.fn(() => null)
    const { user } = setup({ token: null, props: { onAuthRequired, renderLogin } })
    await toPaymentStep(user)
    await user.click(screen.getByRole('button', { name: 'Sign in to book' }))
    expect(onAuthRequired).toHaveBeenCalledTimes(1)
    expect(renderLogin).not.toHaveBeenCalledWith({ open: true, onClose: expect.any(Function) })
  })
})

describe('Checkout: paying with the wallet', () => {
  it('books with an Idempotency-Key, shows the confirmation and tells the host', async () => {
    const onBooked = vi.fn()
    const { user, api, eventsNamed } = setup({ props: { onBooked, eventCode: 'EV-1' } })
    await toPaymentStep(user)
    expect(screen.getByText('Balance: ₦100,000')).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Wallet balance' }) as HTMLInputElement).checked).toBe(true)
    await user.click(screen.getByRole('button', { name: 'Pay ₦3,200' }))

    expect((await screen.findByTestId('booking-code')).textContent).toBe('PK-ABC234')
    const request = lastRequest(api.requests, 'POST', '/bookings')!
    expect(request.headers['idempotency-key']).toMatch(/.{16,}/)
    expect(request.body).toEqual({
      park_id: lagosPark.id,
      vehicle_type_id: 1,
      start_time: hoursFromNow(1).toISOString(),
      end_time: hoursFromNow(3).toISOString(),
      payment_method: 'wallet',
      plate_number: 'KJA 123 XY',
      save_vehicle: false,
      partner: 'acme-airport',
      event_code: 'EV-1',
    })
    expect(onBooked).toHaveBeenCalledWith(expect.objectContaining({ booking_code: 'PK-ABC234' }))
    expect(eventsNamed('booking-created')).toEqual([{ booking: expect.objectContaining({ booking_code: 'PK-ABC234' }), payment: null }])
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Booking confirmed' }))
  })

  it('disables the wallet, with the reason, when the balance is short', async () => {
    const { user } = setup({ routes: [route('GET', '/wallet', { balance: 500, currency: 'NGN' })] })
    await toPaymentStep(user)
    const wallet = screen.getByRole('radio', { name: 'Wallet balance' }) as HTMLInputElement
    expect(wallet.disabled).toBe(true)
    expect(wallet.getAttribute('aria-describedby')).toBe(screen.getByText('Not enough balance for this booking (₦500 available).').id)
    expect((screen.getByRole('radio', { name: 'Pay with Paystack' }) as HTMLInputElement).checked).toBe(true)
  })

  it('disables the wallet when it holds another currency', async () => {
    const { user } = setup({ routes: [route('GET', '/wallet', { balance: 900_000, currency: 'XOF' })] })
    await toPaymentStep(user)
    expect((screen.getByRole('radio', { name: 'Wallet balance' }) as HTMLInputElement).disabled).toBe(true)
    expect(screen.getByText('Your wallet is in XOF; this car park charges in NGN.')).toBeTruthy()
  })

  it('shows a full park as the server says it, keeps everything, and retries with the same key', async () => {
    let full = true
    const { user, api } = setup({
      routes: [(req) => (req.method === 'POST' && req.url.pathname === '/api/v1/bookings' && full ? problemReply('booking.space_unavailable') : undefined)],
    })
    await toPaymentStep(user, 'KJA 555 QQ')
    await user.click(screen.getByRole('button', { name: 'Pay ₦3,200' }))
    expect((await screen.findByRole('alert')).textContent).toContain('This car park is full for the selected time.')
    expect(screen.getByText('KJA 555 QQ · Car')).toBeTruthy()
    const firstKey = lastRequest(api.requests, 'POST', '/bookings')!.headers['idempotency-key']
    full = false
    await user.click(screen.getByRole('button', { name: 'Retry' }))
    await screen.findByTestId('booking-code')
    expect(lastRequest(api.requests, 'POST', '/bookings')!.headers['idempotency-key']).toBe(firstKey)
  })

  it('uses a new key once the booking itself changed', async () => {
    let full = true
    const { user, api } = setup({
      routes: [(req) => (req.method === 'POST' && req.url.pathname === '/api/v1/bookings' && full ? problemReply('booking.space_unavailable') : undefined)],
    })
    await toPaymentStep(user)
    await user.click(screen.getByRole('button', { name: 'Pay ₦3,200' }))
    await screen.findByRole('alert')
    const firstKey = lastRequest(api.requests, 'POST', '/bookings')!.headers['idempotency-key']
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.click(screen.getByRole('button', { name: 'Back' }))
    await user.selectOptions(screen.getByLabelText('Vehicle type'), '2')
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    await user.click(screen.getByRole('button', { name: 'Continue' }))
    full = false
    await user.click(await screen.findByRole('button', { name: 'Pay ₦3,900' }))
    await screen.findByTestId('booking-code')
    expect(lastRequest(api.requests, 'POST', '/bookings')!.headers['idempotency-key']).not.toBe(firstKey)
  })

  it('reports a short balance answered by the server as a failed payment', async () => {
    const { user, eventsNamed } = setup({
      routes: [route('POST', '/bookings', problem('wallet.insufficient_balance'), 402)],
    })
    await toPaymentStep(user)
    await user.click(screen.getByRole('button', { name: 'Pay ₦3,200' }))
    expect((await screen.findByRole('alert')).textContent).toContain('Insufficient wallet balance.')
    expect(eventsNamed('payment-failed')).toEqual([{ message: 'Insufficient wallet balance.', code: 'wallet.insufficient_balance' }])
  })

  it('offers sign-in again when the server no longer accepts the session', async () => {
    const { user } = setup({ routes: [route('POST', '/bookings', problem('auth.token_expired'), 401)] })
    await toPaymentStep(user)
    await user.click(screen.getByRole('button', { name: 'Pay ₦3,200' }))
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('Your session has expired. Please log in again.')
    expect(within(alert).getByRole('button', { name: 'Sign in to book' })).toBeTruthy()
  })
})

describe('Checkout: in French for Senegal', () => {
  it('labels, messages and amounts follow the language and locale', async () => {
    const { user } = setup({ country: 'SN', language: 'fr' })
    expect(await screen.findByRole('heading', { name: `Réserver une place\u00a0: ${lagosPark.name}` })).toBeTruthy()
    const arrival = screen.getByLabelText('Arrivée')
    await user.clear(arrival)
    await user.type(arrival, local(hoursFromNow(-2)))
    expect(screen.getByText('L’arrivée ne peut pas être dans le passé.')).toBeTruthy()
  })

  it('says the server’s refusal of the booking in French: it comes with the checkout’s French, not core’s', async () => {
    const { user } = setup({ country: 'SN', language: 'fr', routes: [route('POST', '/bookings', problem('booking.space_unavailable'), 409)] })
    await screen.findByRole('heading', { name: 'Quand stationnez-vous\u202f?' })
    await screen.findByTestId('checkout-total')
    await user.click(screen.getByRole('button', { name: 'Continuer' }))
    await user.type(await screen.findByLabelText('Numéro d’immatriculation'), 'DK 1234 AB')
    await user.click(screen.getByRole('button', { name: 'Continuer' }))
    await user.click(await screen.findByRole('button', { name: /^Payer / }))
    expect((await screen.findByRole('alert')).textContent).toContain('Ce parking est complet pour l’horaire choisi.')
  })
})
