import { describe, expect, it } from 'vitest'
import { ERROR_CATALOGUE } from '../errors/index.ts'
import { ROUTES } from '../routes/index.ts'
import type { RouteSpec } from '../routes/defineRoute.ts'

const routes = Object.entries(ROUTES) as [string, RouteSpec][]

describe('the route table', () => {
  it('names every route by its operationId, once per method and path', () => {
    const seen = new Set<string>()
    for (const [key, route] of routes) {
      expect(route.operationId, key).toBe(key)
      const id = `${route.method} ${route.path}`
      expect(seen.has(id), id).toBe(false)
      seen.add(id)
    }
    expect(routes.length).toBeGreaterThan(50)
  })

  it('gives every route a tag, a summary and a success answer', () => {
    for (const [key, route] of routes) {
      expect(route.tags.length, key).toBeGreaterThan(0)
      expect(route.summary.length, key).toBeGreaterThan(5)
      expect(Object.keys(route.responses).some((status) => Number(status) < 400), key).toBe(true)
    }
  })

  it('declares the answers every route can give: 401 behind a bearer; 400 with inputs; 413 and 415 wherever a body can come', () => {
    for (const [key, route] of routes) {
      const statuses = Object.keys(route.responses).map(Number)
      if (route.auth === 'bearer') expect(statuses, `${key} 401`).toContain(401)
      if (route.params || route.querystring || route.headers || route.body) expect(statuses, `${key} 400`).toContain(400)
      // Any POST, PUT or PATCH may arrive with a body, declared or not; webhooks take every content type.
      if (['POST', 'PUT', 'PATCH'].includes(route.method)) {
        expect(statuses, `${key} 413`).toContain(413)
        if (!route.path.startsWith('/api/webhooks/')) expect(statuses, `${key} 415`).toContain(415)
      }
    }
  })

  it('describes every answer', () => {
    for (const [key, route] of routes) {
      for (const [status, answer] of Object.entries(route.responses)) expect(answer.description.length, `${key} ${status}`).toBeGreaterThan(3)
    }
  })
})

describe('the error catalogue', () => {
  it('gives every code a dotted name, an error status, a title and a sentence', () => {
    for (const [code, spec] of Object.entries(ERROR_CATALOGUE)) {
      expect(code).toMatch(/^[a-z]+\.[a-z_]+$/)
      expect(spec.status, code).toBeGreaterThanOrEqual(400)
      expect(spec.title.length, code).toBeGreaterThan(2)
      expect(spec.message.length, code).toBeGreaterThan(3)
    }
  })
})
