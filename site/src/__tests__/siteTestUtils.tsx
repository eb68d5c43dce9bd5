import { render } from '@testing-library/react'
import type { ReactElement, ReactNode } from 'react'
import { MemoryRouter, Route, Routes, useLocation } from 'react-router'
import { ParkadeProvider, createParkadeClient } from '../sdk.ts'
import type { FetchLike, ParkadeClient, ParkadeClientOptions } from '../sdk.ts'
import { SiteShell } from '../app/SiteShell.tsx'

export interface RecordedRequest {
  method: string
  url: URL
  body: unknown
}

export type ApiRoute = (req: RecordedRequest) => { status?: number; body?: unknown } | undefined

/** A fetch answering like the v1 contract from routes (first match wins), recording every request. */
export function fakeApi(routes: ApiRoute[] = []) {
  const requests: RecordedRequest[] = []
  const fetch: FetchLike = async (input, init) => {
    const req: RecordedRequest = { method: init?.method ?? 'GET', url: new URL(String(input)), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined }
    requests.push(req)
    for (const answer of routes.map((r) => r(req))) {
      if (answer) return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
    }
    return new Response(JSON.stringify({ detail: `No fake route for ${req.method} ${req.url.pathname}` }), { status: 404 })
  }
  return { fetch, requests }
}

/** `route('GET', '/countries', body)`: a method and a path under /api/v1. */
export function route(method: string, path: string | RegExp, body: unknown, status = 200): ApiRoute {
  return (req) => {
    const p = req.url.pathname.replace(/^\/api\/v1/, '')
    if (req.method !== method || !(typeof path === 'string' ? p === path : path.test(p))) return undefined
    return { status, body }
  }
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
