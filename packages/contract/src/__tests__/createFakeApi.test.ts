import { describe, expect, it } from 'vitest'
import { createContractValidator, createFakeApi, deferred, problem } from '../testing/index.ts'
import type { FakeApi, FakeReply } from '../testing/index.ts'

const BASE = 'http://api.test/api/v1'

const nigeria = { id: 1, name: 'Nigeria', name_fr: 'Nigeria', code: 'NG', flag: '🇳🇬', currency: 'NGN' as const, phone_prefix: '+234', supported: true }

/** The fake's violations are emptied after a check, so the test itself does not fail at its end. */
function takeViolations(fake: FakeApi): string[] {
  return fake.violations.splice(0)
}

describe('createFakeApi', () => {
  it('answers a route by operationId with what its schema describes', async () => {
    const fake = createFakeApi().on('listCountries', { body: [nigeria] })
    const response = await fake.fetch(`${BASE}/countries`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/json')
    expect(await response.json()).toEqual([nigeria])
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/countries', operationId: 'listCountries' })
  })

  it('fails a reply that breaks the schema, naming the route, status and errors', async () => {
    const fake = createFakeApi().on('listCountries', { body: [{ ...nigeria, continent: 'Africa' }] as never })
    await expect(fake.fetch(`${BASE}/countries`)).rejects.toThrow(/GET \/countries → 200: listCountries: \/0 must NOT have additional properties \(continent\)/)
    const { supported: _supported, ...withoutSupported } = nigeria
    fake.on('listCountries', { body: [withoutSupported] as never })
    await expect(fake.fetch(`${BASE}/countries`)).rejects.toThrow(/must have required property 'supported'/)
    expect(takeViolations(fake)).toHaveLength(2)
  })

  it('fails a status the route does not declare', async () => {
    // The types refuse it as well: listCountries declares 200 and 503 only.
    // @ts-expect-error 404 is not a status of listCountries
    const fake = createFakeApi().on('listCountries', { status: 404, body: problem('request.not_found') })
    await expect(fake.fetch(`${BASE}/countries`)).rejects.toThrow(/listCountries does not declare 404/)
    expect(takeViolations(fake)).toEqual([expect.stringContaining('listCountries does not declare 404')])
  })

  it('checks replies given by method and path, and by a handler of any request, too', async () => {
    const fake = createFakeApi().onPath('GET', '/countries', { body: [{ id: 1 }] })
    await expect(fake.fetch(`${BASE}/countries`)).rejects.toThrow(/listCountries/)
    fake.onRequest(() => ({ status: 200, body: { detail: 'free text' } }))
    await expect(fake.fetch(`${BASE}/wallet`)).rejects.toThrow(/getWallet/)
    expect(takeViolations(fake)).toHaveLength(2)
  })

  it('sends a reply marked off the contract unchecked, for tests of how clients survive one', async () => {
    const fake = createFakeApi().onPath('POST', '/auth/login', { status: 400, body: { message: 'Account locked' }, offContract: 'a server before Problem Details' })
    const response = await fake.fetch(`${BASE}/auth/login`, { method: 'POST', body: '{}' })
    expect(await response.json()).toEqual({ message: 'Account locked' })
    expect(fake.violations).toEqual([])
  })

  it('gives the handler the path parameters, query, body and headers', async () => {
    const fake = createFakeApi()
    const seen: unknown[] = []
    fake.on('getParkRate', (request) => {
      seen.push({ params: request.params, query: request.query })
      return { status: 404, body: problem('park.not_found') }
    })
    fake.on('updateVehicle', (request) => {
      seen.push({ params: request.params, body: request.body, auth: request.headers.authorization })
      return { status: 404, body: problem('vehicle.not_found') }
    })
    await fake.fetch(`${BASE}/front/parks/ikeja%20mall/rate?vehicle_type_id=2`)
    await fake.fetch(`${BASE}/user/vehicles/9`, { method: 'PUT', body: JSON.stringify({ color: 'blue' }), headers: { Authorization: 'Bearer t' } })
    expect(seen).toEqual([
      { params: { id: 'ikeja mall' }, query: { vehicle_type_id: '2' } },
      { params: { id: '9' }, body: { color: 'blue' }, auth: 'Bearer t' },
    ])
    expect(fake.to('updateVehicle')).toHaveLength(1)
    expect(fake.to('PUT', /^\/user\/vehicles\/\d+$/)).toHaveLength(1)
  })

  it('builds the Problem Details body the API answers, which its schema accepts', () => {
    const validator = createContractValidator()
    // No route: the answer is checked as Problem Details alone.
    const check = { Check: (body: unknown) => validator.check(undefined, { status: 404, contentType: 'application/problem+json', body }) === null }
    const body = problem('park.no_rate', { vehicle_type_id: 4 })
    expect(check.Check(body)).toBe(true)
    expect(body).toMatchObject({
      type: 'https://docs.parkade.example/errors/park.no_rate',
      title: 'No rate',
      status: 404,
      detail: 'This park has no rate for vehicle type 4.',
      code: 'park.no_rate',
      params: { vehicle_type_id: 4 },
      instance: `urn:parkade:request:${body.request_id}`,
    })
    expect(check.Check(problem('request.not_found'))).toBe(true)
  })

  it('answers a request no handler takes with 404 request.not_found as Problem Details', async () => {
    const fake = createFakeApi()
    const response = await fake.fetch(`${BASE}/nowhere`)
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toBe('application/problem+json')
    expect(await response.json()).toMatchObject({ status: 404, code: 'request.not_found', detail: 'Not found' })
  })

  it('lets later registrations win, and a handler pass a request on', async () => {
    const fake = createFakeApi().on('listCountries', { body: [nigeria] })
    fake.on('listCountries', { body: [] })
    expect(await (await fake.fetch(`${BASE}/countries`)).json()).toEqual([])
    fake.on('listCountries', () => undefined)
    expect(await (await fake.fetch(`${BASE}/countries`)).json()).toEqual([])
  })

  it('answers the payment intent outside /api/v1 and addresses on other hosts', async () => {
    const fake = createFakeApi()
    fake.on('createPaymentIntent', { status: 409, body: problem('data.conflict') })
    fake.onPath('GET', 'https://ipapi.co/json/', { body: { country_code: 'SN' } })
    await fake.fetch('http://api.test/api/create-payment-intent', { method: 'POST', body: '{}' }).catch(() => undefined)
    expect(fake.requests[0]).toMatchObject({ path: '/api/create-payment-intent', operationId: 'createPaymentIntent' })
    expect(await (await fake.fetch('https://ipapi.co/json/')).json()).toEqual({ country_code: 'SN' })
    fake.violations.splice(0)
  })

  it('holds a deferred reply, and rejects on abort unless told to ignore it', async () => {
    const held = deferred<FakeReply>()
    const fake = createFakeApi().onPath('GET', '/countries', () => held.promise)
    const controller = new AbortController()
    const answer = fake.fetch(`${BASE}/countries`, { signal: controller.signal })
    controller.abort()
    await expect(answer).rejects.toMatchObject({ name: 'AbortError' })
    expect(fake.requests[0]?.signal?.aborted).toBe(true)

    const stubborn = createFakeApi({ ignoreAbort: true }).onPath('GET', '/countries', () => held.promise)
    const late = new AbortController()
    const lateAnswer = stubborn.fetch(`${BASE}/countries`, { signal: late.signal })
    late.abort()
    held.resolve({ body: [nigeria] })
    expect((await lateAnswer).status).toBe(200)
  })
})
