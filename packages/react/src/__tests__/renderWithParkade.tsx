import { render } from '@testing-library/react'
import type { ReactElement } from 'react'
import { createParkadeClient } from '@parkade/core'
import type { FetchLike, ParkadeClient, ParkadeClientOptions, ScriptDocument, ScriptElement } from '@parkade/core'
import { createFakeApi } from '@parkade/contract/testing'
import type { FakeHandler, FakeReply, FakeRequest } from '@parkade/contract/testing'
import { ParkadeProvider } from '../provider/ParkadeProvider.tsx'
import type { ParkadeProviderProps } from '../provider/ParkadeProvider.tsx'

export { problem, problemReply } from '@parkade/contract/testing'

export type RecordedRequest = FakeRequest

type Answer = Pick<FakeReply, 'status' | 'body' | 'offContract'>

/** A request handler that answers or passes (undefined), or a method and path `route` made. */
export type Route = ((req: RecordedRequest) => Answer | undefined) | { method: string; path: string | RegExp; reply: FakeHandler }

/**
 * The contract's fake API (@parkade/contract/testing) answering from a list of routes, the first
 * that answers winning, and recording every request. Component tests use it at the network
 * boundary; the browser suites use the real sandbox API.
 */
export function fakeApi(routes: Route[]) {
  const fake = createFakeApi()
  // Later registrations win in createFakeApi; here the first route does.
  for (const item of [...routes].reverse()) {
    if (typeof item === 'function') fake.onRequest(item)
    else fake.onPath(item.method, item.path, item.reply)
  }
  return { fetch: fake.fetch, requests: fake.requests, fake }
}

/** `routeReply('GET', '/countries', reply)`: a method and a path under /api/v1 answered with a reply or a handler's. */
export function routeReply(method: string, path: string | RegExp, reply: FakeReply | FakeHandler): Route {
  return { method, path, reply: typeof reply === 'function' ? reply : () => reply }
}

/** `route('GET', '/countries', body)` matches a method and a path under /api/v1; the status defaults to the route's success. */
export function route(method: string, path: string | RegExp, body: unknown | ((req: RecordedRequest) => unknown), status?: number): Route {
  return routeReply(method, path, (req) => ({ status, body: typeof body === 'function' ? (body as (r: RecordedRequest) => unknown)(req) : body }))
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
