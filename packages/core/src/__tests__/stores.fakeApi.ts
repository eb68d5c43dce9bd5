// Shared by the stores and client tests: the contract's fake API (@parkade/contract/testing)
// under the names these tests use, plus fixtures.
import { examplePark, FAKE_BASE_URL, createFakeApi } from '@parkade/contract/testing'
import type { FakeHandler, FakeReply, FakeRequest } from '@parkade/contract/testing'
import { createApiClient } from '../api/createApiClient.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import type { Booking, Country, Park, UserProfile, Vehicle } from '../api/types.ts'
import { createMemoryStorage } from '../storage/createMemoryStorage.ts'
import { createStorage } from '../storage/createStorage.ts'
import type { StorageBackend } from '../storage/types.ts'
import type { ClientStorage, ClientStorageSchema } from '../stores/types.ts'

export { deferred, problem, problemReply } from '@parkade/contract/testing'
export type { Deferred } from '@parkade/contract/testing'

export const BASE_URL = FAKE_BASE_URL

export type RecordedRequest = FakeRequest
export type Reply = FakeReply

/**
 * A fake server: `on(method, path, reply)` answers a path below /api/v1 (or a full URL on
 * another host), later routes winning; `ignoreAbort` plays a fetch that answers even after its
 * signal aborted. Replies are checked against the contract.
 */
export function createFakeServer({ ignoreAbort = false }: { ignoreAbort?: boolean } = {}) {
  const fake = createFakeApi({ baseUrl: BASE_URL, ignoreAbort })
  return {
    fetch: fake.fetch,
    requests: fake.requests,
    /** Later routes win over earlier ones for the same request. */
    on(method: string, path: string | RegExp, reply: Reply | FakeHandler) {
      fake.onPath(method, path, reply)
    },
    /** Requests to a path (and method), in order. */
    to(method: string, path: string | RegExp) {
      return fake.to(method, path)
    },
    /** Answers a route by operationId, typed by its schema. */
    onRoute: fake.on,
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
  park: { id: 3, name: 'Ikeja City Mall', slug: 'ikeja-city-mall', park_code: 'ICM', address: 'Obafemi Awolowo Way', city: 'Lagos', lat: 6.6, lng: 3.35, country_code: 'NG', image_url: null },
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

export const park = (id: number, overrides: Partial<Park> = {}): Park => examplePark({ id, slug: `park-${id}`, park_code: `PK${id}`, name: `Park ${id}`, ...overrides })

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
