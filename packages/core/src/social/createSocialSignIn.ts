import type { SocialLoginRequest, SocialLoginResponse, SocialProvider } from '../api/types.ts'
import type { TranslationKey } from '../i18n/translationKey.ts'
import type { AuthStore } from '../stores/createAuthStore.ts'
import type { ClientStorage } from '../stores/types.ts'
import { socialLoginFailure } from './socialLoginErrorMessage.ts'
import type { SocialLoginStage } from './socialLoginErrorMessage.ts'
import type { FirebaseAuthBoundary, FirebaseSettings, FirebaseSignedInUser, LoadFirebaseAuth, ProviderOptions } from './types.ts'

/** 'signed-in': the token is stored and 'login' emitted. 'redirecting': the page is leaving for the provider. */
export type SocialSignInOutcome = { status: 'signed-in'; answer: SocialLoginResponse } | { status: 'redirecting' }

export interface SocialSignIn {
  /**
   * Google or Apple: a popup first; when it is blocked or closed, a redirect (the result is read
   * by `processRedirectResult()` when the driver is back). Then the Firebase ID token goes to
   * `POST /auth/social-login` through the auth store, which sets the success flag.
   * Rejects with an Error whose message is a SPEC §8 text.
   */
  signIn(provider: SocialProvider, options?: ProviderOptions): Promise<SocialSignInOutcome>
  /** A redirect left this browser session and has not been processed yet. */
  redirectPending(): boolean
  /**
   * On return from a redirect: signs the driver in with its result. Null when no redirect was
   * pending (Firebase is then not even loaded). Runs once per page; later calls share the result.
   */
  processRedirectResult(): Promise<SocialSignInOutcome | null>
}

export interface SocialSignInOptions {
  settings: FirebaseSettings
  load: LoadFirebaseAuth
  auth: AuthStore
  /** Where the pending redirect is remembered: the browser session (it ends with the tab). */
  sessionStorage: ClientStorage
  /** Default: `navigator.onLine`. */
  online?: () => boolean
}

/** The popup was not shown or not finished: the redirect is the way left. */
const FALL_BACK_TO_REDIRECT = new Set(['auth/popup-blocked', 'auth/popup-closed-by-user', 'auth/cancelled-popup-request'])

const codeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && typeof (error as { code?: unknown }).code === 'string' ? (error as { code: string }).code : ''

export function createSocialSignIn({ settings, load, auth, sessionStorage, online }: SocialSignInOptions): SocialSignIn {
  const isOnline = online ?? (() => (typeof navigator === 'undefined' ? true : navigator.onLine !== false))
  let boundary: Promise<FirebaseAuthBoundary> | null = null
  let redirectResult: Promise<SocialSignInOutcome | null> | null = null

  const fail = (error: unknown, provider: SocialProvider, stage: SocialLoginStage): Error =>
    socialLoginFailure(error, { provider, stage, online: isOnline() })

  async function firebase(provider: SocialProvider): Promise<FirebaseAuthBoundary> {
    boundary ??= load(settings)
    try {
      return await boundary
    } catch (error) {
      // A failed chunk load may succeed next time.
      boundary = null
      throw fail(error, provider, 'load')
    }
  }

  async function exchange(firebaseAuth: FirebaseAuthBoundary, user: FirebaseSignedInUser, provider: SocialProvider): Promise<SocialSignInOutcome> {
    let body: SocialLoginRequest
    try {
      if (!user.email) throw new Error(provider === 'apple' ? 'login.errors.appleFailed' satisfies TranslationKey : 'login.errors.googleFailed' satisfies TranslationKey)
      body = {
        email: user.email,
        name: user.displayName ?? '',
        photo_url: user.photoURL,
        firebase_uid: user.uid,
        provider,
        id_token: await user.getIdToken(),
      }
    } catch (error) {
      throw fail(error, provider, 'popup')
    }
    try {
      const answer = await auth.getState().socialLogin(body)
      return { status: 'signed-in', answer }
    } catch (error) {
      throw fail(error, provider, 'server')
    } finally {
      // The Parkade token is the session from here on; Firebase's own would outlive a logout.
      await firebaseAuth.signOut().catch(() => undefined)
    }
  }

  return {
    async signIn(provider, options = {}) {
      const firebaseAuth = await firebase(provider)
      let user: FirebaseSignedInUser
      try {
        user = await firebaseAuth.signInWithPopup(provider, options)
      } catch (popupError) {
        if (!FALL_BACK_TO_REDIRECT.has(codeOf(popupError))) throw fail(popupError, provider, 'popup')
        sessionStorage.set('social_redirect', provider)
        try {
          await firebaseAuth.signInWithRedirect(provider, options)
        } catch (redirectError) {
          sessionStorage.remove('social_redirect')
          // Both ways out were shut: a blocked popup is the driver's to allow.
          if (codeOf(popupError) === 'auth/popup-blocked' && !codeOf(redirectError).startsWith('auth/network')) {
            throw fail(popupError, provider, 'popup')
          }
          throw fail(redirectError, provider, 'redirect')
        }
        return { status: 'redirecting' }
      }
      return exchange(firebaseAuth, user, provider)
    },

    redirectPending: () => sessionStorage.get('social_redirect') !== null,

    processRedirectResult() {
      redirectResult ??= (async () => {
        const provider = sessionStorage.get('social_redirect')
        if (provider !== 'google' && provider !== 'apple') return null
        sessionStorage.remove('social_redirect')
        const firebaseAuth = await firebase(provider)
        let user: FirebaseSignedInUser | null
        try {
          user = await firebaseAuth.getRedirectResult()
        } catch (error) {
          throw fail(error, provider, 'redirect-result')
        }
        if (!user) throw new Error('login.errors.redirectFailed' satisfies TranslationKey)
        return exchange(firebaseAuth, user, provider)
      })()
      return redirectResult
    },
  }
}
