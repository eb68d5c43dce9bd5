import type { AuthTokenResponse, FetchLike, UserProfile } from '@parkade/core'

/** A profile in the shape of the v1 contract. */
export function userProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 7,
    email: 'ada@example.com',
    first_name: 'Ada',
    last_name: 'Obi',
    phone: null,
    country_id: 'NG',
    country: { code: 'NG', name: 'Nigeria' },
    language: 'en',
    photo_url: null,
    email_verified: true,
    auth_providers: ['password'],
    created_at: '2026-01-05T10:00:00.000Z',
    ...overrides,
  }
}

/** POST /auth/login and /auth/register answer. */
export function tokenAnswer(token = 'tok-ada', user: Partial<UserProfile> = {}): AuthTokenResponse {
  return { access_token: token, token_type: 'bearer', expires_in: 3600, user: userProfile(user) }
}

/** A fetch that waits for `release()` before answering, to see a request in flight. */
export function gated(fetch: FetchLike) {
  let open!: () => void
  const gate = new Promise<void>((resolve) => {
    open = resolve
  })
  const held: FetchLike = async (input, init) => {
    await gate
    return fetch(input, init)
  }
  return { fetch: held, release: () => open() }
}
