import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { ParkadeProvider, createParkadeClient } from '../sdk.ts'
import type { FetchLike, ParkadeClient, ParkadeClientOptions } from '../sdk.ts'
import { createFakeApi } from '@parkade/contract/testing'
import type { FakeHandler, FakeReply, FakeRequest } from '@parkade/contract/testing'
import { SiteShell } from '../app/SiteShell.tsx'

export { problem, problemReply } from '@parkade/contract/testing'

export type RecordedRequest = FakeRequest

/** A request handler that answers or passes (undefined), or a method and path `route` made. */
export type ApiRoute = ((req: RecordedRequest) => Pick<FakeReply, 'status' | 'body' | 'offContract'> | undefined) | { method: string; path: string | RegExp; reply: FakeHandler }

/** The contract's fake API (@parkade/contract/testing) answering from routes (first that answers wins), recording every request. */
export function fakeApi(routes: ApiRoute[] = []) {
  const fake = createFakeApi()
  // Later registrations win in createFakeApi; here the first route does.
  for (const item of [...routes].reverse()) {
    if (typeof item === 'function') fake.onRequest(item)
    else fake.onPath(item.method, item.path, item.reply)
  }
  return { fetch: fake.fetch, requests: fake.requests, fake }
}

/** `routeReply('GET', '/countries', reply)`: a method and a path under /api/v1 answered with a full reply. */
export function routeReply(method: string, path: string | RegExp, reply: FakeReply): ApiRoute {
  return { method, path, reply: () => reply }
}

/** `route('GET', '/countries', body)`: a method and a path under /api/v1; the status defaults to the route's success. */
export function route(method: string, path: string | RegExp, body: unknown, status?: number): ApiRoute {
  return routeReply(method, path, { status, body })
}

export function testClient(fetch: FetchLike = fakeApi().fetch, options: Partial<ParkadeClientOptions> = {}): ParkadeClient {
  return createParkadeClient({ apiBaseUrl: 'http://api.test/api/v1', fetch, storage: null, ipLookup: false, country: 'NG', storageEvents: null, ...options })
}

/** Shows the router's location, so a test can read where a navigation went. */
export function LocationProbe() {
  const location = useLocation()
  return (
    <output data-testid="location" hidden>
      {location.pathname + location.search}
    </output>
  )
}

export interface RenderSiteOptions {
  client: ParkadeClient
  path?: string
  /** Routes around `ui`; default: `ui` on every path. */
  routes?: ReactNode
}

/** `ui` inside the site's providers (SDK, router at `path`, toasts, login dialog…), as the app has it. */
export function renderSite(ui: ReactElement | null, { client, path = '/', routes }: RenderSiteOptions) {
  return render(
    <ParkadeProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <SiteShell>
          {routes ?? (
            <Routes>
              <Route path="*" element={ui} />
            </Routes>
          )}
          <LocationProbe />
        </SiteShell>
      </MemoryRouter>
    </ParkadeProvider>,
  )
}

export const SAMPLE_PROFILE = {
  id: 7,
  email: 'ada@example.com',
  first_name: 'Ada',
  last_name: 'Obi',
  phone: null,
  country_id: 'NG',
  country: { code: 'NG', name: 'Nigeria' },
  language: null,
  photo_url: null,
  email_verified: true,
  auth_providers: ['password'],
  created_at: '2026-01-05T10:00:00Z',
} as const
