import { describe, expect, it, vi } from 'vitest'
import { SPEC_MESSAGES } from '../i18n/messages.ts'
import { lazySocialSignIn } from '../social/lazySocialSignIn.ts'
import { createAuthStore } from '../stores/createAuthStore.ts'
import { createFakeServer, createTestApi, createTestStorage } from './stores.fakeApi.ts'

// The sign-in code is fetched when first used; here that fetch fails (offline).
vi.mock('../social/createSocialSignIn.ts', () => {
  throw new TypeError('Failed to fetch dynamically imported module')
})

function setup() {
  const { storage } = createTestStorage()
  const session = createTestStorage().storage
  const auth = createAuthStore({ api: createTestApi(createFakeServer()), storage })
  const load = vi.fn()
  const social = lazySocialSignIn({ settings: { config: { apiKey: 'k', authDomain: 'd', projectId: 'p' } }, load, auth, sessionStorage: session })
  return { social, session, load }
}

describe('lazySocialSignIn (client.social before its code arrives)', () => {
  it('a sign-in whose code cannot be fetched says social login is unavailable (SPEC §8), each time it is tried', async () => {
    const { social, load } = setup()
    await expect(social.signIn('google')).rejects.toThrow(SPEC_MESSAGES.socialLoginUnavailable)
    await expect(social.signIn('apple')).rejects.toThrow(SPEC_MESSAGES.socialLoginUnavailable)
    expect(load).not.toHaveBeenCalled()
  })

  it('with no redirect pending, answers null without fetching anything; a pending one is read from the session', async () => {
    const { social, session } = setup()
    expect(social.redirectPending()).toBe(false)
    await expect(social.processRedirectResult()).resolves.toBeNull()

    session.set('social_redirect', 'google')
    expect(social.redirectPending()).toBe(true)
    await expect(social.processRedirectResult()).rejects.toThrow(SPEC_MESSAGES.socialLoginUnavailable)
  })
})
