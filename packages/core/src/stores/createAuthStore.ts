import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { describeError } from '../api/ParkadeApiError.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import type {
  AuthTokenResponse,
  RegisterRequest,
  SocialLoginRequest,
  SocialLoginResponse,
  SocialProvider,
  UserProfile,
  VerifyEmailRequest,
  VerifyEmailResponse,
} from '../api/types.ts'
import type { TranslationKey } from '../i18n/translationKey.ts'
import { validateLogin } from '../validation/validateLogin.ts'
import type { LoginErrors } from '../validation/validateLogin.ts'
import { LoginValidationError } from './LoginValidationError.ts'
import { createLatestRequest } from './createLatestRequest.ts'
import type { ClientStorage, RequestState, StoreLifetime } from './types.ts'

export type SignOutReason = 'logout' | 'auth-failed'

export type AuthMethod = 'password' | 'register' | 'verify' | 'social' | 'session'

/** A successful sign-in; `isNewUser`/`isAccountLinked` pick the welcome message (SPEC §1). */
export interface AuthSession {
  method: AuthMethod
  token: string
  user: UserProfile | null
  isNewUser?: boolean
  isAccountLinked?: boolean
  socialProvider?: SocialProvider
}

export interface LoginInput {
  email: string
  password: string
  /** true keeps the email for the next visit, false forgets it, absent leaves it. */
  remember?: boolean
}

export interface AuthState extends RequestState {
  /** Present means signed in (SPEC §4). */
  token: string | null
  /** Field errors of the last `login()` (SPEC §5); empty when valid. */
  fieldErrors: LoginErrors
  lastSignIn: AuthSession | null
  /** Validates first (no request when invalid), then signs in with `identifier` = email. */
  login(input: LoginInput): Promise<AuthTokenResponse>
  register(body: RegisterRequest): Promise<AuthTokenResponse>
  /** Stores the answer's `token`. */
  verifyEmail(body: VerifyEmailRequest): Promise<VerifyEmailResponse>
  /** Exchanges a verified social identity for a token and sets the success flag. */
  socialLogin(body: SocialLoginRequest): Promise<SocialLoginResponse>
  /**
   * After a social login (possibly through a redirect and a reload): needs the success flag and
   * a token, else 'No successful social login found'; then loads the profile.
   */
  completeSocialLogin(): Promise<{ token: string; profile: UserProfile | null }>
  /** SPEC §4: the success flag is cleared 1 s after the welcome toast; the UI calls this then. */
  clearSocialLoginFlag(): void
  /** A host hands in a token it obtained itself; null signs out. */
  setSession(token: string | null): void
  /** Clears the token and the profile, user and email keys. The reload and redirect are the site's. */
  logout(): void
  clearError(): void
}

export type AuthStore = StoreApi<AuthState>

export interface AuthStoreOptions extends StoreLifetime {
  api: Pick<ApiClient, 'auth'>
  storage: ClientStorage
  /** Where a sign-in without "Remember me" keeps its token: gone when the browser session ends. */
  sessionStorage?: ClientStorage
  /** Overrides the stored token at start (a host that signs users in itself). */
  initialToken?: string | null
  /** Used by `completeSocialLogin()`; the client passes the profile store's `load`. */
  loadProfile?: () => Promise<UserProfile | null>
  onSignIn?: (session: AuthSession) => void
  /** Called whenever a token goes away: a logout, or a failed auth request (SPEC §4). */
  onSignOut?: (reason: SignOutReason) => void
}

const SIGNED_OUT_KEYS = ['token', 'profile', 'user', 'email', 'social_login_success'] as const

export function createAuthStore(options: AuthStoreOptions): AuthStore {
  const { api, storage, sessionStorage, signal: lifetime } = options
  const latest = createLatestRequest(lifetime)

  if (options.initialToken) storage.set('token', options.initialToken)
  const startToken = options.initialToken || storage.get('token') || sessionStorage?.get('token') || null

  return createStore<AuthState>()((set, get) => {
    // `persist: false` (no "Remember me") keeps the token out of long-lived storage.
    function signIn(session: AuthSession, { persist = true }: { persist?: boolean } = {}) {
      if (persist || !sessionStorage) {
        storage.set('token', session.token)
        sessionStorage?.remove('token')
      } else {
        storage.remove('token')
        sessionStorage.set('token', session.token)
      }
      set({ token: session.token, status: 'success', error: null, fieldErrors: {}, lastSignIn: session })
      options.onSignIn?.(session)
    }

    function dropToken(patch: Partial<AuthState>, reason: SignOutReason) {
      const had = get().token !== null
      storage.remove('token')
      sessionStorage?.remove('token')
      set({ ...patch, token: null, lastSignIn: null })
      if (had) options.onSignOut?.(reason)
    }

    // SPEC §4: an auth failure stores the message and clears the token.
    function fail(error: unknown): never {
      dropToken({ status: 'error', error: describeError(error) }, 'auth-failed')
      throw error
    }

    async function run<T>(work: (signal: AbortSignal) => Promise<T>, onAnswer: (answer: T) => void): Promise<T> {
      const ticket = latest.start()
      set({ status: 'loading', error: null, fieldErrors: {} })
      let answer: T
      try {
        answer = await work(ticket.signal)
      } catch (error) {
        if (ticket.isLatest()) fail(error)
        throw error
      }
      if (ticket.isLatest()) onAnswer(answer)
      return answer
    }

    return {
      token: startToken,
      status: 'idle',
      error: null,
      fieldErrors: {},
      lastSignIn: null,

      login: async ({ email, password, remember }) => {
        const fieldErrors = validateLogin({ email, password })
        if (fieldErrors.email || fieldErrors.password) {
          const error = new LoginValidationError(fieldErrors)
          set({ status: 'error', error: { message: error.message }, fieldErrors })
          throw error
        }
        const identifier = email.trim()
        return run(
          (signal) => api.auth.login({ identifier, password }, { signal }),
          (answer) => {
            if (remember === true) storage.set('email', identifier)
            if (remember === false) storage.remove('email')
            signIn({ method: 'password', token: answer.access_token, user: answer.user ?? null }, { persist: remember !== false })
          },
        )
      },

      register: (body) =>
        run(
          (signal) => api.auth.register(body, { signal }),
          (answer) => {
            // The verify screen reads it back.
            storage.set('email', body.email)
            signIn({ method: 'register', token: answer.access_token, user: answer.user ?? null, isNewUser: true })
          },
        ),

      verifyEmail: (body) =>
        run(
          (signal) => api.auth.verifyEmail(body, { signal }),
          (answer) => signIn({ method: 'verify', token: answer.token, user: answer.user ?? null }),
        ),

      socialLogin: (body) =>
        run(
          (signal) => api.auth.socialLogin(body, { signal }),
          (answer) => {
            storage.set('social_login_success', true)
            signIn({
              method: 'social',
              token: answer.access_token,
              user: answer.user ?? null,
              isNewUser: answer.is_new_user,
              isAccountLinked: answer.is_account_linked,
              socialProvider: answer.social_provider,
            })
          },
        ),

      completeSocialLogin: async () => {
        const token = get().token ?? storage.get('token') ?? sessionStorage?.get('token') ?? null
        if (storage.get('social_login_success') !== true || !token) {
          fail(new Error('validation.noSocialLoginSuccess' satisfies TranslationKey))
        }
        const ticket = latest.start()
        set({ status: 'loading', error: null })
        let profile: UserProfile | null
        try {
          profile = options.loadProfile ? await options.loadProfile() : null
        } catch (error) {
          // Signed in, but the app could not follow: the token stays, the user is told to refresh.
          if (ticket.isLatest()) set({ status: 'error', error: { message: 'login.errors.appStateUpdateFailed' satisfies TranslationKey } })
          throw new Error('login.errors.appStateUpdateFailed' satisfies TranslationKey, { cause: error })
        }
        if (ticket.isLatest()) set({ token, status: 'success', error: null })
        return { token, profile }
      },

      clearSocialLoginFlag: () => storage.remove('social_login_success'),

      setSession: (token) => {
        latest.abort()
        if (!token) {
          get().logout()
          return
        }
        if (token === get().token) return
        signIn({ method: 'session', token, user: null })
      },

      logout: () => {
        latest.abort()
        for (const key of SIGNED_OUT_KEYS) storage.remove(key)
        dropToken({ status: 'idle', error: null, fieldErrors: {} }, 'logout')
      },

      clearError: () => set({ error: null, fieldErrors: {}, status: get().token ? 'success' : 'idle' }),
    }
  })
}
