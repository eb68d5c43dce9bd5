import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createParkadeClient } from '@parkade/core'
import type { FetchLike, ParkadeClient, ParkadeClientOptions, ScriptDocument, ScriptElement } from '@parkade/core'
import { ParkadeProvider } from '../provider/ParkadeProvider.tsx'
import type { ParkadeProviderProps } from '../provider/ParkadeProvider.tsx'

export interface RecordedRequest {
  method: string
  url: URL
  body: unknown
  headers: Record<string, string>
}

export type Route = (req: RecordedRequest) => { status?: number; body?: unknown } | undefined

/**
 * A fetch that answers like the v1 contract from a list of routes (first match wins) and records
 * every request. Component tests use it at the network boundary; the browser suites use the real
 * sandbox API.
 */
export function fakeApi(routes: Route[]) {
  const requests: RecordedRequest[] = []
  const fetch: FetchLike = async (input, init) => {
    const headers = Object.fromEntries(Object.entries((init?.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]))
    const req: RecordedRequest = { method: init?.method ?? 'GET', url: new URL(input), body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined, headers }
    requests.push(req)
    for (const route of routes) {
      const answer = route(req)
      if (answer) return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } })
    }
    return new Response(JSON.stringify({ detail: `No fake route for ${req.method} ${req.url.pathname}` }), { status: 404 })
  }
  return { fetch, requests }
}

/** `route('GET', '/countries', body)` matches a method and a path under /api/v1. */
export function route(method: string, path: string | RegExp, body: unknown | ((req: RecordedRequest) => unknown), status = 200): Route {
  return (req) => {
    const p = req.url.pathname.replace(/^\/api\/v1/, '')
    const matches = typeof path === 'string' ? p === path : path.test(p)
    if (req.method !== method || !matches) return undefined
    return { status, body: typeof body === 'function' ? (body as (r: RecordedRequest) => unknown)(req) : body }
  }
}

export function testClient(fetch: FetchLike, options: Partial<ParkadeClientOptions> = {}): ParkadeClient {
  const client = createParkadeClient({ apiBaseUrl: 'http://api.test/api/v1', fetch, storage: null, ipLookup: false, country: 'NG', storageEvents: null, ...options })
  // jsdom runs no scripts and fires neither load nor error: here provider scripts fail at once, as
  // when they are blocked, and payments take the providers' hosted pages.
  const loadGateway = client.loadGateway
  client.loadGateway = (code, gatewayOptions = {}) => loadGateway(code, { ...gatewayOptions, environment: { document: NO_SCRIPTS, ...gatewayOptions.environment } })
  return client
}

const NO_SCRIPTS: ScriptDocument = {
  head: {
    appendChild(node: never) {
      const script = node as ScriptElement
      queueMicrotask(() => (script.onerror as (() => void) | null)?.())
    },
  },
  createElement: () => ({ src: '', async: false, onload: null, onerror: null, remove() {} }),
}

export function renderWithParkade(ui: ReactElement, { client, ...props }: { client: ParkadeClient } & Omit<ParkadeProviderProps, 'client' | 'children'>) {
  return render(
    <ParkadeProvider client={client} {...props}>
      {ui}
    </ParkadeProvider>,
  )
}
