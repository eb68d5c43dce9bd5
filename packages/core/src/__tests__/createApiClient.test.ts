import { ROUTES } from '@parkade/contract'
import { CLIENT_MESSAGES } from '../i18n/messages.ts'
import { SPEC_MESSAGES } from '../i18n/messages.ts'
import type { RouteSpec } from '@parkade/contract'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApiClient, bookingItems } from '../api/createApiClient.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import { ParkadeApiError } from '../api/ParkadeApiError.ts'
import { bookingQrCodeUrl } from '../api/bookingQrCodeUrl.ts'

interface Recorded {
  method: string
  url: URL
  headers: Record<string, string>
  body: unknown
}

function fakeServer(answer: (req: Recorded) => { status?: number; body?: unknown } = () => ({ body: {} })) {
  const requests: Recorded[] = []
  const fetch = vi.fn(async (input: string, init?: RequestInit) => {
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]))
    const req: Recorded = {
      method: init?.method ?? 'GET',
      url: new URL(input),
      headers,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    }
    requests.push(req)
    const { status = 200, body } = answer(req)
    return new Response(body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'content-type': 'application/json' },
    })
  })
  return { fetch, requests }
}

const BASE = 'http://api.test/api/v1'

function clientWith(token: string | null = 'tok-1', answer?: Parameters<typeof fakeServer>[0]) {
  const server = fakeServer(answer)
  const api = createApiClient({ baseUrl: BASE, fetch: server.fetch, getToken: () => token, getLanguage: () => 'fr' })
  return { api, ...server }
}

type Call = {
  name: string
  run: (api: ApiClient) => Promise<unknown>
  method: string
  path: string
  query?: Record<string, string>
  body?: unknown
  auth: 'required' | 'optional' | 'none'
  answer?: unknown
}

const accessAnswer = { access_token: 'jwt', token_type: 'bearer', expires_in: 1, user: {} }

// SPEC §7 and the DESIGN.md additions: exact method, path, query and body of every call.
const calls: Call[] = [
  { name: 'register', run: (a) => a.auth.register({ email: 'a@b.co', password: 'password1', first_name: 'Ada', last_name: 'Obi' }), method: 'POST', path: '/api/v1/auth/register', body: { email: 'a@b.co', password: 'password1', first_name: 'Ada', last_name: 'Obi' }, auth: 'none', answer: accessAnswer },
  { name: 'login', run: (a) => a.auth.login({ identifier: 'a@b.co', password: 'password1' }), method: 'POST', path: '/api/v1/auth/login', body: { identifier: 'a@b.co', password: 'password1' }, auth: 'none', answer: accessAnswer },
  { name: 'verify-email', run: (a) => a.auth.verifyEmail({ email: 'a@b.co', code: '123456' }), method: 'POST', path: '/api/v1/auth/verify-email', body: { email: 'a@b.co', code: '123456' }, auth: 'none', answer: { token: 't', user: {} } },
  { name: 'resend-verification', run: (a) => a.auth.resendVerification({ email: 'a@b.co' }), method: 'POST', path: '/api/v1/auth/resend-verification', body: { email: 'a@b.co' }, auth: 'none' },
  { name: 'social-login', run: (a) => a.auth.socialLogin({ email: 'a@b.co', name: 'Ada', photo_url: null, firebase_uid: 'u1', provider: 'google', id_token: 'idt' }), method: 'POST', path: '/api/v1/auth/social-login', body: { email: 'a@b.co', name: 'Ada', photo_url: null, firebase_uid: 'u1', provider: 'google', id_token: 'idt' }, auth: 'none', answer: { ...accessAnswer, is_new_user: true } },
  { name: 'forgot-password', run: (a) => a.auth.forgotPassword({ email: 'a@b.co' }), method: 'POST', path: '/api/v1/auth/forgot-password', body: { email: 'a@b.co' }, auth: 'none' },
  { name: 'reset-password', run: (a) => a.auth.resetPassword({ email: 'a@b.co', code: '1', new_password: 'password2' }), method: 'POST', path: '/api/v1/auth/reset-password', body: { email: 'a@b.co', code: '1', new_password: 'password2' }, auth: 'none' },
  { name: 'bookings list', run: (a) => a.bookings.list({ page: 2, status_filter: 'active' }), method: 'GET', path: '/api/v1/bookings/list', query: { page: '2', status_filter: 'active' }, auth: 'required' },
  { name: 'bookings list default page 1', run: (a) => a.bookings.list(), method: 'GET', path: '/api/v1/bookings/list', query: { page: '1' }, auth: 'required' },
  { name: 'create booking', run: (a) => a.bookings.create({ park_id: 3, start_time: 's', end_time: 'e', payment_method: 'wallet' }), method: 'POST', path: '/api/v1/bookings', body: { park_id: 3, start_time: 's', end_time: 'e', payment_method: 'wallet' }, auth: 'required' },
  { name: 'quote', run: (a) => a.bookings.quote({ park_id: 3, start_time: 's', end_time: 'e' }), method: 'POST', path: '/api/v1/bookings/quote', body: { park_id: 3, start_time: 's', end_time: 'e' }, auth: 'none' },
  { name: 'booking by code', run: (a) => a.bookings.get('PK-ABC234'), method: 'GET', path: '/api/v1/bookings/code/PK-ABC234', auth: 'required' },
  { name: 'extend', run: (a) => a.bookings.extend({ booking_id: 7, new_end_time: '2027-01-01T10:00:00Z' }), method: 'POST', path: '/api/v1/bookings/extend', body: { booking_id: 7, new_end_time: '2027-01-01T10:00:00Z' }, auth: 'required' },
  { name: 'cancel', run: (a) => a.bookings.setStatus(7, 'cancelled'), method: 'PUT', path: '/api/v1/bookings/7/status', query: { status: 'cancelled' }, auth: 'required' },
  { name: 'renew, paid', run: (a) => a.bookings.renew(7, { payment_method: 'gateway', payment_provider: 'paystack' }), method: 'POST', path: '/api/v1/bookings/7/renew', body: { payment_method: 'gateway', payment_provider: 'paystack' }, auth: 'required' },
  { name: 'renew', run: (a) => a.bookings.setStatus(7, 'active'), method: 'PUT', path: '/api/v1/bookings/7/status', query: { status: 'active' }, auth: 'required' },
  { name: 'confirm booking payment', run: (a) => a.bookings.confirmPayment(7, { payment_reference: 'ref', payment_provider: 'paystack' }), method: 'POST', path: '/api/v1/bookings/7/confirm-payment', query: { payment_reference: 'ref', payment_provider: 'paystack' }, auth: 'required' },
  { name: 'fees', run: (a) => a.fees.list({ country_id: '1' }), method: 'GET', path: '/api/v1/front/fees', query: { country_id: '1' }, auth: 'none' },
  { name: 'user fees', run: (a) => a.users.fees(), method: 'GET', path: '/api/v1/users/fees', auth: 'required' },
  { name: 'countries', run: (a) => a.countries.list(), method: 'GET', path: '/api/v1/countries', auth: 'none' },
  { name: 'states', run: (a) => a.states.load(4), method: 'GET', path: '/api/v1/states/load', query: { country_id: '4' }, auth: 'optional' },
  { name: 'place search', run: (a) => a.places.search({ q: 'lagos airprt', country: 'NG', lang: 'fr', limit: 5 }), method: 'GET', path: '/api/v1/places', query: { q: 'lagos airprt', country: 'NG', lang: 'fr', limit: '5' }, auth: 'none' },
  { name: 'popular places', run: (a) => a.places.popular({ country: 'SN', lang: 'fr', limit: 6 }), method: 'GET', path: '/api/v1/places/popular', query: { country: 'SN', lang: 'fr', limit: '6' }, auth: 'none' },
  { name: 'park search', run: (a) => a.parks.search({ country: 'Nigeria', search: 'Ikeja', lat: 6.5774, lng: 3.3212, page: 2 }), method: 'GET', path: '/api/v1/parks/front/parks/', query: { country: 'Nigeria', search: 'Ikeja', lat: '6.5774', lng: '3.3212', page: '2' }, auth: 'none' },
  { name: 'park detail', run: (a) => a.parks.get(12), method: 'GET', path: '/api/v1/front/parks/12', auth: 'none' },
  { name: 'park by slug', run: (a) => a.parks.get('lagos-airport-car-park-b'), method: 'GET', path: '/api/v1/front/parks/lagos-airport-car-park-b', auth: 'none' },
  { name: 'park rate default type', run: (a) => a.parks.rate(12), method: 'GET', path: '/api/v1/front/parks/12/rate', query: { vehicle_type_id: '1' }, auth: 'none' },
  { name: 'park rate type 3', run: (a) => a.parks.rate(12, { vehicle_type_id: 3 }), method: 'GET', path: '/api/v1/front/parks/12/rate', query: { vehicle_type_id: '3' }, auth: 'none' },
  { name: 'get profile', run: (a) => a.users.profile(), method: 'GET', path: '/api/v1/users/profile', auth: 'required' },
  { name: 'patch profile', run: (a) => a.users.updateProfile({ first_name: 'Awa' }), method: 'PATCH', path: '/api/v1/users/profile', body: { first_name: 'Awa' }, auth: 'required' },
  { name: 'public vehicle types', run: (a) => a.vehicles.publicTypes(), method: 'GET', path: '/api/v1/vehicles/public', auth: 'none' },
  { name: 'list vehicles', run: (a) => a.vehicles.list(), method: 'GET', path: '/api/v1/user/vehicles/', auth: 'required' },
  { name: 'add vehicle', run: (a) => a.vehicles.create({ plate_number: 'LND 123 AB', vehicle_type_id: 1 }), method: 'POST', path: '/api/v1/user/vehicles/', body: { plate_number: 'LND 123 AB', vehicle_type_id: 1 }, auth: 'required' },
  { name: 'edit vehicle', run: (a) => a.vehicles.update(5, { color: 'red' }), method: 'PUT', path: '/api/v1/user/vehicles/5', body: { color: 'red' }, auth: 'required' },
  { name: 'delete vehicle', run: (a) => a.vehicles.remove(5), method: 'DELETE', path: '/api/v1/user/vehicles/5', auth: 'required' },
  { name: 'default vehicle', run: (a) => a.vehicles.setDefault(5), method: 'PUT', path: '/api/v1/user/vehicles/5/default', auth: 'required' },
  { name: 'wallet', run: (a) => a.wallet.get(), method: 'GET', path: '/api/v1/wallet', auth: 'required' },
  { name: 'wallet transactions', run: (a) => a.wallet.transactions(), method: 'GET', path: '/api/v1/wallet/transactions', auth: 'required' },
  { name: 'add funds', run: (a) => a.wallet.addFunds({ amount: 5000 }), method: 'POST', path: '/api/v1/wallet/add-funds', body: { amount: 5000 }, auth: 'required' },
  { name: 'verify payment', run: (a) => a.wallet.verifyPayment({ payment_reference: 'ref-1', amount: 5000, payment_provider: 'paystack' }), method: 'POST', path: '/api/v1/wallet/verify-payment', query: { payment_reference: 'ref-1', amount: '5000', payment_provider: 'paystack' }, auth: 'required' },
  { name: 'credit', run: (a) => a.wallet.credit({ amount: 50, reference: 'ref-2', description: 'Top-up' }), method: 'POST', path: '/api/v1/wallet/credit', query: { amount: '50', reference: 'ref-2', description: 'Top-up' }, auth: 'required' },
  { name: 'payment intent (outside /v1)', run: (a) => a.payments.createPaymentIntent({ amount: 1250, currency: 'usd', metadata: { booking: 'PK-1' } }), method: 'POST', path: '/api/create-payment-intent', body: { amount: 1250, currency: 'usd', metadata: { booking: 'PK-1' } }, auth: 'optional' },
  { name: 'events', run: (a) => a.events.list({ country: 'SN', search: 'match' }), method: 'GET', path: '/api/v1/events', query: { country: 'SN', search: 'match' }, auth: 'none' },
  { name: 'event detail', run: (a) => a.events.get('EV-1'), method: 'GET', path: '/api/v1/events/EV-1', auth: 'optional' },
  { name: 'private event access', run: (a) => a.events.privateAccess({ access_code: 'VIP' }), method: 'POST', path: '/api/v1/events/private-access', body: { access_code: 'VIP' }, auth: 'optional' },
  { name: 'marketplace', run: (a) => a.marketplace.list({ country: 'NG' }), method: 'GET', path: '/api/v1/marketplace', query: { country: 'NG' }, auth: 'none' },
  { name: 'marketplace item', run: (a) => a.marketplace.get(4), method: 'GET', path: '/api/v1/marketplace/4', auth: 'none' },
  { name: 'blog', run: (a) => a.blog.list({ lang: 'fr' }), method: 'GET', path: '/api/v1/blog/posts', query: { lang: 'fr' }, auth: 'none' },
  { name: 'blog post', run: (a) => a.blog.get('parking-lagos'), method: 'GET', path: '/api/v1/blog/posts/parking-lagos', auth: 'none' },
  { name: 'sitemap parks', run: (a) => a.sitemap.parks({ after: 'lagos-airport-car-park-b', limit: 50000 }), method: 'GET', path: '/api/v1/sitemap/parks', query: { after: 'lagos-airport-car-park-b', limit: '50000' }, auth: 'none' },
  { name: 'plans', run: (a) => a.plans.list({ country: 'CA' }), method: 'GET', path: '/api/v1/subscription-plans', query: { country: 'CA' }, auth: 'none' },
  { name: 'demo request', run: (a) => a.forms.demoRequest({ name: 'N', email: 'n@x.co', company: 'C', country_code: 'NG' }), method: 'POST', path: '/api/v1/demo-requests', body: { name: 'N', email: 'n@x.co', company: 'C', country_code: 'NG' }, auth: 'none' },
  { name: 'contact', run: (a) => a.forms.contact({ name: 'N', email: 'n@x.co', subject: 'S', message: 'M' }), method: 'POST', path: '/api/v1/contact', body: { name: 'N', email: 'n@x.co', subject: 'S', message: 'M' }, auth: 'optional' },
  { name: 'health', run: (a) => a.health(), method: 'GET', path: '/api/v1/health', auth: 'none' },
  { name: 'payment gateway', run: (a) => a.payments.gateway('SN'), method: 'GET', path: '/api/v1/payments/gateway', query: { country: 'SN' }, auth: 'none' },
  { name: 'outbox', run: (a) => a.dev.outbox({ email: 'a@b.co' }), method: 'GET', path: '/api/v1/dev/outbox', query: { email: 'a@b.co' }, auth: 'none' },
]

/** The contract's route a call names, matched by method and path template ({param} is one segment). */
function routeOf(method: string, path: string): RouteSpec | undefined {
  return Object.values(ROUTES as Record<string, RouteSpec>).find(
    (route) => route.method === method && new RegExp(`^${route.path.replace(/\{[^}]+\}/g, '[^/]+')}$`).test(path),
  )
}

/** Routes no SDK method calls, and why. */
const NOT_CALLED_BY_THE_SDK: Record<string, string> = {
  getPlaceholderImage: 'an image URL the browser loads itself (<img src>)',
  getBookingQrCode: 'an image URL the browser loads itself (<img src>, bookingQrCodeUrl)',
  getReady: 'a load balancer\'s readiness probe',
  paystackWebhook: 'Paystack calls it',
  waveWebhook: 'Wave calls it',
  stripeWebhook: 'Stripe calls it',
  getMapStyle: 'MapLibre loads the map style itself, by its URL',
  getMapLand: 'MapLibre loads it, named by the map style',
  getMapPlaces: 'MapLibre loads it, named by the map style',
}
/** The providers' sandbox stand-ins: pages the browser opens and scripts it loads, as the real providers'. */
const isStandIn = (route: RouteSpec) => route.tags.includes('sandbox')
const AUTH_OF_CALL = { required: 'bearer', optional: 'optional', none: 'none' } as const

describe('bookingQrCodeUrl', () => {
  it("is the contract's QR code route, on the base the client calls the API through", () => {
    const url = bookingQrCodeUrl('https://airport.example/parkade/api/v1/', 'PK-7QX2MA')
    expect(url).toBe('https://airport.example/parkade/api/v1/bookings/code/PK-7QX2MA/qr.svg')
    const route = routeOf('GET', new URL(url).pathname.replace('/parkade', ''))
    expect(route?.operationId).toBe('getBookingQrCode')
    expect(route?.auth).toBe('none')
    expect(bookingQrCodeUrl('/api/v1', ' pk-7qx2ma ')).toBe('/api/v1/bookings/code/PK-7QX2MA/qr.svg')
  })
})

describe('createApiClient: every call of the contract', () => {
  it.each(calls)('$name is a route of @parkade/contract with the same auth', (call) => {
    const route = routeOf(call.method, call.path)
    expect(route, `${call.method} ${call.path} is not in ROUTES`).toBeDefined()
    expect(route!.auth).toBe(AUTH_OF_CALL[call.auth])
  })

  it('calls every route of the contract, but those a browser never calls itself', () => {
    const called = new Set(calls.map((call) => routeOf(call.method, call.path)?.operationId))
    const missing = Object.values(ROUTES as Record<string, RouteSpec>)
      .filter((route) => !called.has(route.operationId) && !(route.operationId in NOT_CALLED_BY_THE_SDK) && !isStandIn(route))
      .map((route) => route.operationId)
    expect(missing).toEqual([])
    for (const id of Object.keys(NOT_CALLED_BY_THE_SDK)) expect(called.has(id), `${id} is called after all`).toBe(false)
  })

  it.each(calls)('$name → $method $path', async (call) => {
    const { api, requests } = clientWith('tok-1', () => ({ body: call.answer ?? {} }))
    await call.run(api)
    expect(requests).toHaveLength(1)
    const [req] = requests
    expect(req!.method).toBe(call.method)
    expect(req!.url.origin + req!.url.pathname).toBe('http://api.test' + call.path)
    expect(Object.fromEntries(req!.url.searchParams)).toEqual(call.query ?? {})
    expect(req!.body).toEqual(call.body)
    if (call.body !== undefined) expect(req!.headers['content-type']).toBe('application/json')
    expect(req!.headers['accept-language']).toBe('fr')
    if (call.auth === 'none') expect(req!.headers.authorization).toBeUndefined()
    else expect(req!.headers.authorization).toBe('Bearer tok-1')
  })

  it.each(calls.filter((c) => c.auth === 'required'))('$name without a token fails with SPEC §5 message and sends nothing', async (call) => {
    const { api, requests } = clientWith(null)
    await expect(call.run(api)).rejects.toThrow(SPEC_MESSAGES.noAuthToken)
    expect(requests).toHaveLength(0)
  })

  it.each(calls.filter((c) => c.auth === 'optional'))('$name without a token still goes out, with no Authorization header', async (call) => {
    const { api, requests } = clientWith(null, () => ({ body: call.answer ?? {} }))
    await call.run(api)
    expect(requests[0]!.headers.authorization).toBeUndefined()
  })
})

describe('answers and errors', () => {
  it('uses the server detail as the error message (SPEC §8)', async () => {
    const { api } = clientWith('t', () => ({ status: 409, body: { detail: 'This car park is full for the selected time.' } }))
    const error = await api.bookings.create({ park_id: 1, start_time: 's', end_time: 'e', payment_method: 'wallet' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParkadeApiError)
    expect((error as ParkadeApiError).message).toBe('This car park is full for the selected time.')
    expect((error as ParkadeApiError).status).toBe(409)
    expect((error as ParkadeApiError).kind).toBe('http')
  })

  it('falls back to the message field when there is no detail', async () => {
    const { api } = clientWith('t', () => ({ status: 400, body: { message: 'Amount must be positive' } }))
    await expect(api.wallet.addFunds({ amount: -1 })).rejects.toThrow('Amount must be positive')
  })

  it('reads the first message of a validation list under detail', async () => {
    const { api } = clientWith('t', () => ({ status: 422, body: { detail: [{ msg: 'field required' }] } }))
    await expect(api.users.profile()).rejects.toThrow('field required')
  })

  it('a login answer without access_token is "Invalid response from server"', async () => {
    const { api } = clientWith(null, () => ({ body: { token_type: 'bearer' } }))
    await expect(api.auth.login({ identifier: 'a@b.co', password: 'password1' })).rejects.toThrow(SPEC_MESSAGES.invalidServerResponse)
  })

  it('a registration answer without access_token is "Invalid response from server"', async () => {
    const { api } = clientWith(null, () => ({ body: {} }))
    await expect(api.auth.register({ email: 'a@b.co', password: 'password1', first_name: 'A', last_name: 'B' })).rejects.toThrow(SPEC_MESSAGES.invalidServerResponse)
  })

  it('a social login answer without access_token is "No access token received"', async () => {
    const { api } = clientWith(null, () => ({ body: { is_new_user: true } }))
    await expect(
      api.auth.socialLogin({ email: 'a@b.co', name: 'A', photo_url: null, firebase_uid: 'u', provider: 'apple', id_token: 'x' }),
    ).rejects.toThrow(SPEC_MESSAGES.noAccessToken)
  })

  it('park rate without a park id fails with "Park ID is required" and sends nothing', async () => {
    const { api, requests } = clientWith()
    await expect(api.parks.rate(undefined)).rejects.toThrow(SPEC_MESSAGES.parkIdRequired)
    await expect(api.parks.rate('')).rejects.toThrow(SPEC_MESSAGES.parkIdRequired)
    expect(requests).toHaveLength(0)
  })

  describe('no answer: offline, server down and a refused origin are told apart', () => {
    afterEach(() => vi.unstubAllGlobals())

    it('offline: the spec\'s network message, and no probe', async () => {
      vi.stubGlobal('navigator', { onLine: false })
      const fetch = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')))
      const api = createApiClient({ baseUrl: BASE, fetch })
      await expect(api.countries.list()).rejects.toMatchObject({ kind: 'network', code: 'client.offline', message: SPEC_MESSAGES.networkError })
      expect(fetch).toHaveBeenCalledTimes(1)
    })

    it('online but nothing answers, not even /health: the server could not be reached', async () => {
      vi.stubGlobal('navigator', { onLine: true })
      const fetch = vi.fn((_url: string, _init?: RequestInit) => Promise.reject(new TypeError('Failed to fetch')))
      const api = createApiClient({ baseUrl: BASE, fetch })
      const error = await api.countries.list().catch((e: unknown) => e)
      expect(error).toMatchObject({ kind: 'network', code: 'client.unreachable', message: CLIENT_MESSAGES.serverUnreachable })
      expect((error as Error).cause).toBeInstanceOf(TypeError)
      expect(fetch.mock.calls[1]![0]).toBe(`${BASE}/health`)
      expect(fetch.mock.calls[1]![1]).toMatchObject({ mode: 'no-cors', credentials: 'omit' })
    })

    it('online and /health arrives as an opaque answer: the browser refused this page\'s origin', async () => {
      vi.stubGlobal('navigator', { onLine: true })
      const fetch = vi.fn((_url: string, init?: RequestInit) => (init?.mode === 'no-cors' ? Promise.resolve(new Response(null, { status: 200 })) : Promise.reject(new TypeError('Failed to fetch'))))
      const api = createApiClient({ baseUrl: BASE, fetch })
      await expect(api.countries.list()).rejects.toMatchObject({ kind: 'network', code: 'client.origin_refused', message: CLIENT_MESSAGES.originRefused })
    })
  })

  it('a non-JSON success answer is an invalid response', async () => {
    const api = createApiClient({ baseUrl: BASE, fetch: async () => new Response('<html>oops</html>', { status: 200 }) })
    await expect(api.countries.list()).rejects.toThrow(SPEC_MESSAGES.invalidServerResponse)
  })

  it('an error answer with no body names the status', async () => {
    const api = createApiClient({ baseUrl: BASE, fetch: async () => new Response(null, { status: 409, statusText: 'Conflict' }) })
    await expect(api.countries.list()).rejects.toThrow('Request failed (409 Conflict)')
  })

  it.each([
    ['no body', null],
    ['a proxy’s HTML page', '<html><body><h1>502 Bad Gateway</h1><script>alert(1)</script></body></html>'],
    ['a stack trace', 'Error: connect ECONNREFUSED 10.0.0.5:5432\n    at TCPConnectWrap.afterConnect'],
  ])('a server failure with %s says the server could not answer, never the body', async (_, body) => {
    const api = createApiClient({ baseUrl: BASE, fetch: async () => new Response(body, { status: 502, statusText: 'Bad Gateway' }) })
    const error = await api.countries.list().catch((e: unknown) => e)
    expect(error).toMatchObject({ kind: 'http', status: 502, message: CLIENT_MESSAGES.serverUnavailable })
  })

  it('a server failure with a JSON detail shows the detail', async () => {
    const api = createApiClient({ baseUrl: BASE, fetch: async () => Response.json({ detail: 'Maintenance until 10:00.' }, { status: 503 }) })
    await expect(api.countries.list()).rejects.toThrow('Maintenance until 10:00.')
  })

  it('sends the Idempotency-Key header when given', async () => {
    const { api, requests } = clientWith()
    await api.wallet.addFunds({ amount: 100 }, { idempotencyKey: 'key-1' })
    expect(requests[0]!.headers['idempotency-key']).toBe('key-1')
  })

  it('reads items or data from the booking list (SPEC §3)', () => {
    const booking = { id: 1 } as never
    expect(bookingItems({ items: [booking], total: 1, page: 1, size: 10, pages: 1 })).toEqual([booking])
    expect(bookingItems({ data: [booking], total: 1, page: 1, size: 10, pages: 1 })).toEqual([booking])
    expect(bookingItems({ total: 0, page: 1, size: 10, pages: 0 })).toEqual([])
  })

  it('reads the token at every call, so a sign-in is seen without a new client', async () => {
    let token: string | null = null
    const server = fakeServer(() => ({ body: {} }))
    const api = createApiClient({ baseUrl: BASE, fetch: server.fetch, getToken: () => token })
    await expect(api.wallet.get()).rejects.toThrow(SPEC_MESSAGES.noAuthToken)
    token = 'later'
    await api.wallet.get()
    expect(server.requests[0]!.headers.authorization).toBe('Bearer later')
  })
})

describe('timeouts and cancellation', () => {
  const hanging = (_url: string, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) => {
      init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
    })

  it('times out after the configured time', async () => {
    vi.useFakeTimers()
    try {
      const api = createApiClient({ baseUrl: BASE, fetch: hanging, timeoutMs: 5000 })
      const pending = api.countries.list().catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(4999)
      let settled = false
      void pending.then(() => (settled = true))
      await Promise.resolve()
      expect(settled).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(await pending).toMatchObject({ kind: 'timeout', message: CLIENT_MESSAGES.requestTimeout })
    } finally {
      vi.useRealTimers()
    }
  })

  it('a per-call timeout overrides the client default', async () => {
    vi.useFakeTimers()
    try {
      const api = createApiClient({ baseUrl: BASE, fetch: hanging, timeoutMs: 60_000 })
      const pending = api.countries.list({ timeoutMs: 100 }).catch((e: unknown) => e)
      await vi.advanceTimersByTimeAsync(100)
      expect(await pending).toMatchObject({ kind: 'timeout' })
    } finally {
      vi.useRealTimers()
    }
  })

  it('honours the caller AbortSignal', async () => {
    const api = createApiClient({ baseUrl: BASE, fetch: hanging })
    const controller = new AbortController()
    const pending = api.parks.search({ search: 'Dakar' }, { signal: controller.signal })
    controller.abort()
    await expect(pending).rejects.toMatchObject({ kind: 'aborted' })
  })

  it('an already aborted signal fails without waiting', async () => {
    const api = createApiClient({ baseUrl: BASE, fetch: hanging })
    await expect(api.countries.list({ signal: AbortSignal.abort() })).rejects.toMatchObject({ kind: 'aborted' })
  })
})
