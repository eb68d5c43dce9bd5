// @parkade/core's typed client against the real server, one call at a time (accounts and catalogue;
// bookings, wallet, vehicles and payments have their own file).
import { createApiClient, ParkadeApiError } from '@parkade/core'
import type { ApiClient } from '@parkade/core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, TEST_PASSWORD, uniqueEmail } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

let server: TestServer
let token: string | null = null
let language: string | undefined
let client: ApiClient
beforeAll(async () => {
  server = await startTestServer()
  client = createApiClient({ baseUrl: server.apiBase, getToken: () => token, getLanguage: () => language })
})
afterAll(() => server?.close())

async function codeFor(email: string, kind: 'verify-email' | 'reset-password'): Promise<string> {
  const messages = await client.dev.outbox({ email })
  const code = messages.find((m) => m.kind === kind)?.code
  if (!code) throw new Error(`no ${kind} code for ${email}`)
  return code
}

describe('createApiClient against the sandbox API', () => {
  it('health', async () => {
    expect(await client.health()).toMatchObject({ status: 'ok', sandbox: true })
  })

  it('auth.register, verifyEmail, resendVerification, login', async () => {
    const email = uniqueEmail('client')
    const registered = await client.auth.register({ email, password: TEST_PASSWORD, first_name: 'Kofi', last_name: 'Mensah', country_id: 'NG' })
    expect(registered.access_token).toBeTruthy()
    expect(registered.user.email_verified).toBe(false)
    expect(await client.auth.resendVerification({ email })).toEqual({ detail: expect.stringMatching(/code has been sent/) })
    const verified = await client.auth.verifyEmail({ email, code: await codeFor(email, 'verify-email') })
    expect(verified.user.email_verified).toBe(true)
    const login = await client.auth.login({ identifier: email, password: TEST_PASSWORD })
    expect(login.user.email).toBe(email)
    token = login.access_token
  })

  it('errors carry the server detail (SPEC §8)', async () => {
    const error = await client.auth.login({ identifier: uniqueEmail(), password: 'wrong-password' }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParkadeApiError)
    expect((error as ParkadeApiError).message).toBe('Invalid email or password.')
    expect((error as ParkadeApiError).status).toBe(401)
    const invalid = await client.auth.register({ email: 'bad', password: TEST_PASSWORD, first_name: 'A', last_name: 'B' }).catch((e: unknown) => e)
    expect((invalid as ParkadeApiError).message).toBe('email: must be a valid email address')
  })

  it('auth.forgotPassword and resetPassword', async () => {
    const email = uniqueEmail('reset')
    await client.auth.register({ email, password: TEST_PASSWORD, first_name: 'Ife', last_name: 'Ade' })
    await client.auth.forgotPassword({ email })
    const answer = await client.auth.resetPassword({ email, code: await codeFor(email, 'reset-password'), new_password: 'new-secret-123' })
    expect(answer.detail).toMatch(/reset/)
    expect((await client.auth.login({ identifier: email, password: 'new-secret-123' })).access_token).toBeTruthy()
  })

  it('auth.socialLogin is refused without a verifiable token', async () => {
    const error = await client.auth
      .socialLogin({ email: 'x@example.com', name: 'X', photo_url: null, firebase_uid: 'uid-x', provider: 'google', id_token: 'not-a-token' })
      .catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ParkadeApiError)
    expect((error as ParkadeApiError).status).toBe(401)
    expect((error as ParkadeApiError).message).toMatch(/unavailable|failed/)
  })

  it('users.profile, updateProfile, fees', async () => {
    const profile = await client.users.profile()
    expect(profile.first_name).toBe('Kofi')
    const updated = await client.users.updateProfile({ country_id: 'SN', language: 'fr' })
    expect(updated).toMatchObject({ country_id: 'SN', language: 'fr' })
    const fees = await client.users.fees()
    expect(fees.every((fee) => fee.currency === 'XOF')).toBe(true)
  })

  it('countries.list and states.load', async () => {
    const countries = await client.countries.list()
    expect(countries.map((c) => c.code)).toEqual(['NG', 'US', 'GB', 'SN', 'CA'])
    const states = await client.states.load(2)
    expect(states.some((s) => s.name === 'Georgia' && s.country_id === 2)).toBe(true)
  })

  it('parks.search, get, rate', async () => {
    const page = await client.parks.search({ country: 'Nigeria', search: 'Lagos', lat: 6.5774, lng: 3.3212, page: 1 })
    expect(page.items.length).toBeGreaterThan(0)
    expect(page.items[0]!.distance_km).not.toBeNull()
    const park = await client.parks.get(page.items[0]!.park_code)
    expect(park.id).toBe(page.items[0]!.id)
    const rate = await client.parks.rate(park.id)
    expect(rate).toMatchObject({ park_id: park.id, vehicle_type_id: 1, currency: 'NGN' })
    await expect(client.parks.get('does-not-exist')).rejects.toThrow('Park not found.')
  })

  it('fees.list and vehicles.publicTypes', async () => {
    expect((await client.fees.list({ country_id: 'CA' })).every((f) => f.country_id === 5)).toBe(true)
    expect((await client.fees.list({ country_id: '2' }))[0]!.currency).toBe('USD')
    language = 'fr'
    expect((await client.vehicles.publicTypes())[0]!.description).toMatch(/Berline/)
    language = undefined
  })

  it('events.list, get, privateAccess', async () => {
    const events = await client.events.list({ page: 1 })
    expect(events.page).toBe(1)
    const opened = await client.events.privateAccess({ access_code: 'VIP-2027-LOS' })
    expect(opened.is_private).toBe(true)
    // The signed-in user who opened it can read it by code.
    const again = await client.events.get(opened.event_code)
    expect(again.event_code).toBe(opened.event_code)
    expect(again.parks?.length).toBeGreaterThan(0)
  })

  it('marketplace.list and get', async () => {
    const items = await client.marketplace.list({ country: 'CA' })
    expect(items.items.length).toBeGreaterThan(0)
    expect((await client.marketplace.get(items.items[0]!.id)).id).toBe(items.items[0]!.id)
  })

  it('blog.list and get', async () => {
    const posts = await client.blog.list({ lang: 'fr' })
    expect(posts.items.every((p) => p.lang === 'fr')).toBe(true)
    expect((await client.blog.get(posts.items[0]!.slug)).id).toBe(posts.items[0]!.id)
  })

  it('sitemap.parks pages through every park by slug', async () => {
    const first = await client.sitemap.parks({ limit: 10 })
    expect(first.items).toHaveLength(10)
    const second = await client.sitemap.parks({ after: first.next_after!, limit: 10 })
    expect(second.items).toHaveLength(10)
    expect(second.items.filter((item) => first.items.some((seen) => seen.slug === item.slug))).toEqual([])
    expect((await client.sitemap.parks()).next_after).toBeNull()
  })

  it('plans.list', async () => {
    const plans = await client.plans.list({ country: 'US' })
    expect(plans.length).toBeGreaterThan(0)
    expect(plans.every((p) => p.currency === 'USD')).toBe(true)
  })

  it('forms.demoRequest and contact', async () => {
    expect(await client.forms.demoRequest({ name: 'Awa', email: 'awa@example.com', company: 'Dakar Arena', country_code: 'SN' })).toMatchObject({ id: expect.any(Number) })
    expect(await client.forms.contact({ name: 'Awa', email: 'awa@example.com', subject: 'Hi', message: 'Hello' })).toMatchObject({ id: expect.any(Number) })
  })

  it('dev.outbox', async () => {
    const messages = await client.dev.outbox()
    expect(messages.length).toBeGreaterThan(0)
    expect(messages[0]).toMatchObject({ id: expect.any(Number), kind: expect.any(String) })
  })
})
