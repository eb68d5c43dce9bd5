import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { http } from './helpers/http.ts'
import { loadConfig } from '../config.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer()
})
afterAll(() => server?.close())

describe('platform', () => {
  it('answers health with the database kind and sandbox mode', async () => {
    const { status, body } = await http(`${server.apiBase}/health`)
    expect(status).toBe(200)
    expect(body).toEqual({ status: 'ok', mode: 'sandbox', database: process.env.DATABASE_URL ? 'postgres' : 'pglite', sandbox: true })
  })

  it('answers readiness once every migration is applied, and 503 with the missing one otherwise', async () => {
    const ready = await http(`${server.apiBase}/ready`)
    expect(ready.status).toBe(200)
    expect(ready.body).toMatchObject({ status: 'ready', database: process.env.DATABASE_URL ? 'postgres' : 'pglite' })
    const newest = await server.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name DESC LIMIT 1')
    await server.db.query('DELETE FROM schema_migrations WHERE name = $1', [newest.rows[0]!.name])
    try {
      const notReady = await http(`${server.apiBase}/ready`)
      expect(notReady.status).toBe(503)
      expect(notReady.body.detail).toBe(`Migrations not applied yet: ${newest.rows[0]!.name}.`)
      expect(notReady.headers.get('retry-after')).toBe('5')
    } finally {
      await server.db.query('INSERT INTO schema_migrations (name) VALUES ($1)', [newest.rows[0]!.name])
    }
  })

  it('answers unknown routes with 404 JSON', async () => {
    for (const path of ['/api/v1/nope', '/nothing/here', '/api/v1/parks/front/parks/extra/segments']) {
      const { status, body, headers } = await http(`${server.url}${path}`)
      expect(status).toBe(404)
      expect(headers.get('content-type')).toMatch(/^application\/problem\+json/)
      expect(body).toEqual({
        type: 'https://docs.parkade.example/errors/request.not_found',
        title: 'Not found',
        status: 404,
        detail: 'Not found',
        code: 'request.not_found',
        instance: `urn:parkade:request:${body.request_id}`,
        request_id: expect.any(String),
      })
    }
  })

  it('answers malformed JSON with 400 and a detail', async () => {
    const { status, body } = await http(`${server.apiBase}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      rawBody: '{"identifier": "a@b.c",',
    })
    expect(status).toBe(400)
    expect(body.detail).toBe('The request body is not valid JSON.')
  })

  it('answers a body that is not JSON with 415 and a detail', async () => {
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
      const { status, body } = await http(`${server.apiBase}/auth/login`, { method: 'POST', headers: { 'content-type': type }, rawBody: 'identifier=a' })
      expect(status, type).toBe(415)
      expect(body.detail).toMatch(/application\/json/)
    }
  })

  it('answers a missing body with 400 naming the body', async () => {
    const { status, body } = await http(`${server.apiBase}/auth/login`, { method: 'POST' })
    expect(status).toBe(400)
    expect(body.detail).toBe('The request body must be a JSON object.')
  })

  it('answers a JSON array or scalar body with 400', async () => {
    for (const raw of ['[]', '42', '"text"', 'null']) {
      const { status, body } = await http(`${server.apiBase}/contact`, { method: 'POST', headers: { 'content-type': 'application/json' }, rawBody: raw })
      expect(status, raw).toBe(400)
      expect(typeof body.detail).toBe('string')
    }
  })

  it('refuses unknown body fields, naming them', async () => {
    const { status, body } = await http(`${server.apiBase}/auth/login`, { body: { identifier: 'a@b.co', password: 'x', admin: true } })
    expect(status).toBe(400)
    expect(body.detail).toBe('admin: is not an accepted field')
  })

  it('does not coerce JSON body types', async () => {
    const { status, body } = await http(`${server.apiBase}/demo-requests`, {
      body: { name: 'Ada', email: 'ada@example.com', company: 'Acme', country_code: 'NG', spaces: '12' },
    })
    expect(status).toBe(400)
    expect(body.detail).toBe('spaces: must be a whole number')
  })

  it('coerces query types and reports bad ones by name', async () => {
    expect((await http(`${server.apiBase}/parks/front/parks/?page=2&size=5`)).body.page).toBe(2)
    const bad = await http(`${server.apiBase}/parks/front/parks/?page=abc`)
    expect(bad.status).toBe(400)
    expect(bad.body.detail).toBe('page: must be a whole number')
    const big = await http(`${server.apiBase}/parks/front/parks/?size=51`)
    expect(big.status).toBe(400)
    expect(big.body.detail).toBe('size: must be at most 50')
  })

  it('answers 4xx, never 500, for text the database cannot store', async () => {
    const search = await http(`${server.apiBase}/parks/front/parks/?search=a%00b`)
    expect(search.status).toBeGreaterThanOrEqual(400)
    expect(search.status).toBeLessThan(500)
    expect(typeof search.body.detail).toBe('string')
    const contact = await http(`${server.apiBase}/contact`, { body: { name: 'A\u0000B', email: 'a@b.co', subject: 'S', message: 'M' } })
    expect(contact.status).toBeGreaterThanOrEqual(400)
    expect(contact.status).toBeLessThan(500)
    expect(typeof contact.body.detail).toBe('string')
  })

  it('serves the OpenAPI document with every route, tagged and summarised', async () => {
    const { status, body } = await http(`${server.apiBase}/openapi.json`)
    expect(status).toBe(200)
    expect(body.openapi).toMatch(/^3\./)
    const documented = new Set<string>()
    for (const [path, methods] of Object.entries(body.paths as Record<string, Record<string, { tags?: string[]; summary?: string }>>)) {
      for (const [method, operation] of Object.entries(methods)) {
        documented.add(`${method.toUpperCase()} ${path}`)
        expect(operation.tags?.length, `${method} ${path} has tags`).toBeGreaterThan(0)
        expect(operation.summary, `${method} ${path} has a summary`).toBeTruthy()
      }
    }
    const expected = [
      'GET /api/v1/health',
      'GET /api/v1/ready',
      'POST /api/v1/auth/register',
      'POST /api/v1/auth/login',
      'POST /api/v1/auth/verify-email',
      'POST /api/v1/auth/resend-verification',
      'POST /api/v1/auth/forgot-password',
      'POST /api/v1/auth/reset-password',
      'POST /api/v1/auth/social-login',
      'GET /api/v1/users/profile',
      'PATCH /api/v1/users/profile',
      'GET /api/v1/users/fees',
      'GET /api/v1/countries',
      'GET /api/v1/states/load',
      'GET /api/v1/payments/gateway',
      'GET /api/v1/parks/front/parks/',
      'GET /api/v1/front/parks/{id}',
      'GET /api/v1/front/parks/{id}/rate',
      'GET /api/v1/vehicles/public',
      'GET /api/v1/front/fees',
      'GET /api/v1/events',
      'GET /api/v1/events/{event_code}',
      'POST /api/v1/events/private-access',
      'GET /api/v1/marketplace',
      'GET /api/v1/marketplace/{id}',
      'GET /api/v1/blog/posts',
      'GET /api/v1/blog/posts/{idOrSlug}',
      'GET /api/v1/subscription-plans',
      'POST /api/v1/demo-requests',
      'POST /api/v1/contact',
      'GET /api/v1/dev/outbox',
    ]
    for (const route of expected) expect(documented, route).toContain(route)
    // Every route the server answers (except the docs pages themselves) is in the document.
    const served = server.app.routeList.filter((route) => !route.includes('/docs'))
    expect(served.length).toBeGreaterThanOrEqual(expected.length)
    for (const route of served) expect(documented, `${route} is documented`).toContain(route)
    expect(body.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' })
  })

  it('serves the docs page and its assets locally', async () => {
    const page = await fetch(`${server.apiBase}/docs/`)
    expect(page.status).toBe(200)
    const html = await page.text()
    expect(html).toMatch(/swagger-ui/i)
    expect(html).not.toMatch(/https?:\/\/(unpkg|cdn)/)
    const script = html.match(/src="\.?\/?([^"]*swagger-ui-bundle\.js)"/)?.[1]
    expect(script).toBeTruthy()
    expect((await fetch(`${server.apiBase}/docs/${script!.replace(/^.*\//, 'static/')}`)).status).toBe(200)
  })

  it('answers CORS for any partner origin, with the bearer header and no credentials', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'https://airport.partner.example', 'http://localhost:4321']) {
      const preflight = await fetch(`${server.apiBase}/users/profile`, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'PATCH', 'access-control-request-headers': 'authorization,content-type,idempotency-key' },
      })
      expect(preflight.status).toBe(204)
      expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
      expect(preflight.headers.get('access-control-allow-methods')).toMatch(/PATCH/)
      expect(preflight.headers.get('access-control-allow-headers')?.toLowerCase()).toMatch(/authorization.*idempotency-key|idempotency-key.*authorization/)
      // Cookies are never used, so never allowed.
      expect(preflight.headers.get('access-control-allow-credentials')).toBeNull()
      const read = await fetch(`${server.apiBase}/countries`, { headers: { origin } })
      expect(read.headers.get('access-control-allow-origin')).toBe('*')
      expect(read.headers.get('access-control-expose-headers')?.toLowerCase()).toMatch(/x-request-id/)
    }
  })

  it('serves generated placeholder images', async () => {
    const response = await fetch(`${server.apiBase}/images/airport-1.svg`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/image\/svg\+xml/)
    const svg = await response.text()
    expect(svg).toMatch(/^<svg/)
    // No words drawn into a picture: they could not follow the page's language.
    expect(svg).not.toMatch(/<text/)
    expect((await fetch(`${server.apiBase}/images/bad%20key.svg`)).status).toBe(400)
  })
})

describe('the development outbox is served only when asked for', () => {
  // The outbox lists anyone's sign-up and reset codes: on a server whose environment says
  // nothing about development it would hand over every account.
  const cases: [string, NodeJS.ProcessEnv, number][] = [
    ['no NODE_ENV and no provider keys', {}, 404],
    ['NODE_ENV=production even with PARKADE_DEV_ROUTES=1', { NODE_ENV: 'production', PARKADE_DEV_ROUTES: '1' }, 404],
    ['PARKADE_DEV_ROUTES=1', { PARKADE_DEV_ROUTES: '1' }, 200],
  ]
  for (const [name, env, status] of cases) {
    it(`${name}: GET /dev/outbox answers ${status}`, async () => {
      const other = await startTestServer({ config: { devRoutes: loadConfig(env).devRoutes }, seed: false })
      try {
        await other.register()
        const answer = await http<unknown>(`${other.apiBase}/dev/outbox`)
        expect(answer.status).toBe(status)
        // A refusal, not the messages (and their codes) under another shape.
        if (status === 404) expect(answer.body).toEqual(expect.objectContaining({ code: 'request.not_found', detail: 'Not found' }))
        if (status === 404) expect(JSON.stringify(answer.body)).not.toMatch(/verify-email|"to"/)
      } finally {
        await other.close()
      }
    })
  }

  it('only an explicit development setting turns it on', () => {
    expect(loadConfig({ NODE_ENV: 'staging' }).devRoutes).toBe(false)
    expect(loadConfig({ PARKADE_DEV_ROUTES: 'true' }).devRoutes).toBe(false)
    expect(loadConfig({ NODE_ENV: 'development' }).devRoutes).toBe(true)
    expect(loadConfig({ NODE_ENV: 'test' }).devRoutes).toBe(true)
  })
})
