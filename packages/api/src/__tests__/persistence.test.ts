import { afterAll, describe, expect, it } from 'vitest'
import { SEED_PARKS } from '../seed/data/index.ts'
import { SEED_VERSION_KEY } from '../seed/applySeed.ts'
import { http } from './helpers/http.ts'
import { startTestServer, TEST_PASSWORD } from './helpers/startTestServer.ts'
import type { TestServer } from './helpers/startTestServer.ts'

const opened: TestServer[] = []
afterAll(async () => {
  for (const server of opened) await server.close().catch(() => undefined)
})

describe('persistence across a restart', () => {
  it('keeps accounts, tokens, codes and the seed (once) when the same storage is reopened', async () => {
    const first = await startTestServer({ keep: true })
    const { email, token, user } = await first.register()
    await http(`${first.apiBase}/users/profile`, { method: 'PATCH', token, body: { country_id: 'CA', language: 'fr' } })
    const parksBefore = (await first.db.query<{ n: number }>('SELECT count(*)::int AS n FROM parks')).rows[0]!.n
    const version = (await first.db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [SEED_VERSION_KEY])).rows[0]!.value
    await first.close()

    const second = await startTestServer({ storage: first.storage })
    opened.push(second)
    // Same JWT secret (kept in app_settings): the old token still works.
    const profile = await http(`${second.apiBase}/users/profile`, { token })
    expect(profile.status).toBe(200)
    expect(profile.body).toMatchObject({ id: user.id, email, country_id: 'CA', language: 'fr' })
    const login = await http(`${second.apiBase}/auth/login`, { body: { identifier: email, password: TEST_PASSWORD } })
    expect(login.status).toBe(200)
    // The seed was not applied twice.
    const parksAfter = (await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM parks')).rows[0]!.n
    expect(parksBefore).toBe(SEED_PARKS.length)
    expect(parksAfter).toBe(parksBefore)
    expect((await second.db.query<{ n: number }>('SELECT count(*)::int AS n FROM countries')).rows[0]!.n).toBe(5)
    expect((await second.db.query<{ value: string }>('SELECT value FROM app_settings WHERE key = $1', [SEED_VERSION_KEY])).rows[0]!.value).toBe(version)
    // The registration e-mail is still in the outbox.
    expect((await http(`${second.apiBase}/dev/outbox?email=${encodeURIComponent(email)}`)).body).toHaveLength(1)
    // Registering the same email again is still a conflict.
    expect((await http(`${second.apiBase}/auth/register`, { body: { email, password: TEST_PASSWORD, first_name: 'A', last_name: 'B' } })).status).toBe(409)
  })
})
