// Shared by the stores and client tests: a fake `fetch` at the network boundary that records
// every request and answers like the v1 contract (api/types.ts), plus fixtures.
import { createApiClient } from '../api/createApiClient.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import type { Booking, Country, UserProfile, Vehicle } from '../api/types.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createStorage } from '../storage/createStorage.ts'
import type { StorageBackend } from '../storage/types.ts'
import type { ClientStorage, ClientStorageSchema } from '../stores/types.ts'

export const BASE_URL = 'http://api.test/api/v1'

export interface RecordedRequest {
  method: string
  /** Path below /api/v1, or the full path for other hosts. */
  path: string
  url: string
  query: Record<string, string>
  body: unknown
  headers: Record<string, string>
  signal: AbortSignal | undefined
}

export interface Reply {
  status?: number
  body?: unknown
}

type Handler = (request: RecordedRequest) => Reply | Promise<Reply>

export interface Deferred<T> {
  promise: Promise<T>
  resolve(value: T): void
  reject(error: unknown): void
}

export function deferred<T>(): Deferred<T> {
  let resolve!: (value: T) => void
  let reject!: (error: unknown) => void
  const promise = new Promise<T>((res, rej) => {
    resolve = res
    reject = rej
  })
  return { promise, resolve, reject }
}

/**
 * A fake server: `on(method, path, reply)`; unknown routes answer 404 like FastAPI.
 * `ignoreAbort` plays a fetch that answers even after its signal aborted.
 */
export function createFakeServer({ ignoreAbort = false }: { ignoreAbort?: boolean } = {}) {
  const requests: RecordedRequest[] = []
  const routes: { method: string; path: string | RegExp; handler: Handler }[] = []

  const fetch = async (input: string, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(input)
    const headers: Record<string, string> = {}
    new Headers(init.headers).forEach((value, key) => {
      headers[key] = value
    })
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.origin === new URL(BASE_URL).origin ? url.pathname.replace(/^\/api\/v1/, '') : url.origin + url.pathname,
      url: input,
      query: Object.fromEntries(url.searchParams),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
      headers,
      signal: init.signal ?? undefined,
    }
    requests.push(request)
    const route = [...routes]
      .reverse()
      .find((item) => item.method === request.method && (typeof item.path === 'string' ? item.path === request.path : item.path.test(request.path)))
    const signal = ignoreAbort ? undefined : init.signal
    if (signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError')
    const answer = route ? Promise.resolve(route.handler(request)) : Promise.resolve<Reply>({ status: 404, body: { detail: 'Not Found' } })
    const aborted = new Promise<never>((_, reject) => {
      signal?.addEventListener('abort', () => reject(new DOMException('The operation was aborted.', 'AbortError')), { once: true })
    })
    const reply = await Promise.race([answer, aborted])
    const status = reply.status ?? 200
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    })
  }

  return {
    fetch,
    requests,
    /** Later routes win over earlier ones for the same request. */
    on(method: string, path: string | RegExp, reply: Reply | Handler) {
      routes.push({ method, path, handler: typeof reply === 'function' ? reply : () => reply })
    },
    /** Requests to a path (and method), in order. */
    to(method: string, path: string | RegExp) {
      return requests.filter((r) => r.method === method && (typeof path === 'string' ? r.path === path : path.test(r.path)))
    },
  }
}

export type FakeServer = ReturnType<typeof createFakeServer>

export function createTestApi(server: FakeServer, getToken: () => string | null = () => 'token-1'): ApiClient {
  return createApiClient({ baseUrl: BASE_URL, fetch: server.fetch, getToken })
}

export function createTestStorage(backend: StorageBackend = createMemoryStorage()): { storage: ClientStorage; backend: StorageBackend } {
  return { storage: createStorage<ClientStorageSchema>({ backend }), backend }
}

export const profile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  id: 7,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  phone: null,
  country_id: 'NG',
  country: null,
  language: null,
  photo_url: null,
  email_verified: true,
  auth_providers: ['password'],
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

export const tokenAnswer = (token = 'token-1', user: UserProfile = profile()) => ({
  access_token: token,
  token_type: 'bearer',
  expires_in: 3600,
  user,
})

export const booking = (id: number, overrides: Partial<Booking> = {}): Booking => ({
  id,
  booking_code: `PK-${id}`,
  park_id: 3,
  park: { id: 3, name: 'Ikeja City Mall', slug: 'ikeja-city-mall', park_code: 'ICM', address: 'Obafemi Awolowo Way', city: 'Lagos', lat: 6.6, lng: 3.35 },
  vehicle_type_id: 1,
  vehicle_id: null,
  plate_number: 'LAG-123-AB',
  start_time: '2026-03-01T09:00:00.000Z',
  end_time: '2026-03-01T11:00:00.000Z',
  status: 'active',
  subtotal: 2000,
  fees: [],
  total: 2000,
  currency: 'NGN',
  payment_method: 'wallet',
  payment_status: 'paid',
  payment_reference: null,
  partner: null,
  event_code: null,
  created_at: '2026-02-28T09:00:00.000Z',
  updated_at: '2026-02-28T09:00:00.000Z',
  ...overrides,
})

export const vehicle = (id: number, overrides: Partial<Vehicle> = {}): Vehicle => ({
  id,
  plate_number: `LAG-${id}`,
  vehicle_type_id: 1,
  make: null,
  model: null,
  color: null,
  is_default: false,
  created_at: '2026-01-01T00:00:00.000Z',
  ...overrides,
})

export const COUNTRIES: Country[] = [
  { id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN', phone_prefix: '+234', supported: true },
  { id: 4, name: 'Senegal', name_fr: 'Sénégal', code: 'SN', flag: '🇸🇳', currency: 'XOF', phone_prefix: '+221', supported: true },
  { id: 5, name: 'Canada', name_fr: 'Canada', code: 'CA', flag: '🇨🇦', currency: 'CAD', phone_prefix: '+1', supported: true },
]
