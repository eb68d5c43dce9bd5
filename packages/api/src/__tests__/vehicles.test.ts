import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PLATE_INVALID } from '../routes/vehicles.ts'
import { startTestServer } from './helpers/startTestServer.ts'
import { call } from './moneyTestKit.ts'

type Server = Awaited<ReturnType<typeof startTestServer>>

let server: Server
let alice: { token: string; user: { id: number } }
let bob: { token: string; user: { id: number } }

beforeAll(async () => {
  server = await startTestServer()
  alice = await server.register()
  bob = await server.register()
})
afterAll(() => server?.close())

describe('vehicles: GET/POST /user/vehicles/', () => {
  it('starts empty, saves a normalised plate, and makes the first vehicle the default', async () => {
    expect((await call(server, 'GET', '/user/vehicles/', { token: alice.token })).body).toEqual([])
    const created = await call(server, 'POST', '/user/vehicles/', {
      token: alice.token,
      body: { plate_number: '  lnd -  123   ab ', vehicle_type_id: 1, make: ' Toyota ', model: 'Corolla', color: '' },
    })
    expect(created.status).toBe(201)
    expect(created.body).toMatchObject({ plate_number: 'LND-123 AB', vehicle_type_id: 1, make: 'Toyota', model: 'Corolla', color: null, is_default: true })
    expect(new Date(created.body.created_at).toISOString()).toBe(created.body.created_at)

    const second = await call(server, 'POST', '/user/vehicles/', { token: alice.token, body: { plate_number: 'ABC 987 XY' } })
    expect(second.status).toBe(201)
    expect(second.body).toMatchObject({ plate_number: 'ABC 987 XY', vehicle_type_id: 1, is_default: false })

    const list = await call(server, 'GET', '/user/vehicles/', { token: alice.token })
    expect(list.body.map((v: { plate_number: string }) => v.plate_number)).toEqual(['LND-123 AB', 'ABC 987 XY'])
  })

  it('refuses the same plate twice for one user, however it is spelled (409)', async () => {
    const twin = await call(server, 'POST', '/user/vehicles/', { token: alice.token, body: { plate_number: 'lnd123ab' } })
    expect(twin.status).toBe(409)
    expect(twin.body.detail).toBe('You have already saved the plate LND-123 AB.')
  })

  it('lets another user save the same plate', async () => {
    const other = await call(server, 'POST', '/user/vehicles/', { token: bob.token, body: { plate_number: 'LND-123 AB', vehicle_type_id: 1 } })
    expect(other.status).toBe(201)
    expect(other.body.is_default).toBe(true)
  })

  it('moves the default when a new vehicle asks to be it', async () => {
    const created = await call(server, 'POST', '/user/vehicles/', { token: bob.token, body: { plate_number: 'KJA 1 BC', is_default: true } })
    expect(created.body.is_default).toBe(true)
    const list = await call(server, 'GET', '/user/vehicles/', { token: bob.token })
    expect(list.body.filter((v: { is_default: boolean }) => v.is_default)).toHaveLength(1)
    expect(list.body[0].plate_number).toBe('KJA 1 BC')
  })

  it.each([
    [{}, 'plate_number: is required'],
    [{ plate_number: 'A' }, PLATE_INVALID],
    [{ plate_number: 'AB--12' }, PLATE_INVALID],
    [{ plate_number: 'ÄBC 123' }, PLATE_INVALID],
    [{ plate_number: 'ABCDEFGHIJKLMNOP' }, PLATE_INVALID],
    [{ plate_number: 'ABC 123', vehicle_type_id: 999 }, 'vehicle_type_id: this vehicle type does not exist.'],
    [{ plate_number: 'ABC 123', vehicle_type_id: 'car' }, 'vehicle_type_id: must be a whole number'],
    [{ plate_number: 'ABC 123', owner_id: 2 }, 'owner_id: is not an accepted field'],
    [{ plate_number: 'ABC 123', make: 'x'.repeat(51) }, 'make: must be at most 50 characters'],
  ])('refuses %j with a readable detail (400)', async (body, detail) => {
    const answer = await call(server, 'POST', '/user/vehicles/', { token: alice.token, body })
    expect(answer.status).toBe(400)
    expect(answer.body.detail).toBe(detail)
  })

  it('refuses a missing or invalid token (401)', async () => {
    expect((await call(server, 'GET', '/user/vehicles/')).status).toBe(401)
    const bad = await call(server, 'POST', '/user/vehicles/', { token: 'not-a-token', body: { plate_number: 'ABC 123' } })
    expect(bad.status).toBe(401)
    expect(typeof bad.body.detail).toBe('string')
  })
})

describe('vehicles: PUT/DELETE /user/vehicles/:id and /default', () => {
  async function vehicles(token: string) {
    return (await call(server, 'GET', '/user/vehicles/', { token })).body as { id: number; plate_number: string; is_default: boolean }[]
  }

  it('changes only the fields sent', async () => {
    const [, second] = await vehicles(alice.token)
    const changed = await call(server, 'PUT', `/user/vehicles/${second!.id}`, { token: alice.token, body: { color: 'Blue', plate_number: 'abc-987-xy' } })
    expect(changed.status).toBe(200)
    expect(changed.body).toMatchObject({ id: second!.id, plate_number: 'ABC-987-XY', color: 'Blue', is_default: false })
  })

  it('refuses an empty change, a duplicate plate and un-defaulting the default', async () => {
    const [first, second] = await vehicles(alice.token)
    const empty = await call(server, 'PUT', `/user/vehicles/${first!.id}`, { token: alice.token, body: {} })
    expect(empty.status).toBe(400)
    expect(empty.body.detail).toBe('Send at least one field to change.')
    const twin = await call(server, 'PUT', `/user/vehicles/${second!.id}`, { token: alice.token, body: { plate_number: 'LND 123 AB' } })
    expect(twin.status).toBe(409)
    const undefault = await call(server, 'PUT', `/user/vehicles/${first!.id}`, { token: alice.token, body: { is_default: false } })
    expect(undefault.status).toBe(409)
    expect(undefault.body.detail).toMatch(/default vehicle/)
  })

  it('sets the default: exactly one default afterwards', async () => {
    const [first, second] = await vehicles(alice.token)
    expect(first!.is_default).toBe(true)
    const answer = await call(server, 'PUT', `/user/vehicles/${second!.id}/default`, { token: alice.token })
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ id: second!.id, is_default: true })
    const after = await vehicles(alice.token)
    expect(after.filter((v) => v.is_default).map((v) => v.id)).toEqual([second!.id])
  })

  it("answers 404 for another user's vehicle on every route, and changes nothing", async () => {
    const [target] = await vehicles(alice.token)
    const id = target!.id
    for (const [method, path, body] of [
      ['PUT', `/user/vehicles/${id}`, { color: 'Red' }],
      ['DELETE', `/user/vehicles/${id}`, undefined],
      ['PUT', `/user/vehicles/${id}/default`, undefined],
    ] as const) {
      const answer = await call(server, method, path, { token: bob.token, body })
      expect(answer.status, `${method} ${path}`).toBe(404)
      expect(answer.body.detail).toBe('Vehicle not found.')
    }
    expect((await vehicles(alice.token)).find((v) => v.id === id)).toMatchObject({ plate_number: target!.plate_number })
  })

  it('answers 404 for an unknown id and 400 for a malformed one', async () => {
    expect((await call(server, 'PUT', '/user/vehicles/999999/default', { token: alice.token })).status).toBe(404)
    const malformed = await call(server, 'DELETE', '/user/vehicles/abc', { token: alice.token })
    expect(malformed.status).toBe(400)
    expect(malformed.body.detail).toMatch(/^id: /)
  })

  it('deletes, and promotes the oldest remaining vehicle when the default goes', async () => {
    const before = await vehicles(alice.token)
    const defaultVehicle = before.find((v) => v.is_default)!
    const deleted = await call(server, 'DELETE', `/user/vehicles/${defaultVehicle.id}`, { token: alice.token })
    expect(deleted.status).toBe(200)
    expect(deleted.body).toEqual({ detail: 'Vehicle deleted.' })
    const after = await vehicles(alice.token)
    expect(after).toHaveLength(before.length - 1)
    expect(after.filter((v) => v.is_default)).toHaveLength(1)
    expect((await call(server, 'DELETE', `/user/vehicles/${defaultVehicle.id}`, { token: alice.token })).status).toBe(404)
  })

  it('keeps one default under concurrent first saves', async () => {
    const carol = await server.register()
    const answers = await Promise.all(
      ['AAA 111', 'BBB 222', 'CCC 333', 'DDD 444', 'EEE 555'].map((plate) =>
        call(server, 'POST', '/user/vehicles/', { token: carol.token, body: { plate_number: plate } }),
      ),
    )
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201])
    expect((await vehicles(carol.token)).filter((v) => v.is_default)).toHaveLength(1)
  })
})

describe('vehicles: every route needs a valid token', () => {
  it.each([
    ['GET', '/user/vehicles/'],
    ['POST', '/user/vehicles/'],
    ['PUT', '/user/vehicles/1'],
    ['DELETE', '/user/vehicles/1'],
    ['PUT', '/user/vehicles/1/default'],
  ])('%s %s answers 401 without a token and with an invalid one', async (method, path) => {
    const body = method === 'POST' || (method === 'PUT' && !path.endsWith('default')) ? { plate_number: 'ABC 123' } : undefined
    for (const token of [null, 'invalid.token.value']) {
      const answer = await call(server, method, path, { token, body })
      expect(answer.status).toBe(401)
      expect(answer.body.detail).toEqual(expect.any(String))
    }
  })
})
