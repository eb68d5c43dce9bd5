import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { describeError } from '../api/ParkadeApiError.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import { NO_TOKEN_MESSAGE } from '../api/createHttp.ts'
import type { UpdateProfileRequest, UserProfile } from '../api/types.ts'
import { createLatestRequest } from './createLatestRequest.ts'
import { createMutationRunner } from './createMutationRunner.ts'
import type { ClientStorage, RequestState, StoreLifetime } from './types.ts'

export interface ProfileState extends RequestState {
  profile: UserProfile | null
  /** State of the last `update()`. */
  mutation: RequestState
  /** SPEC §5: 'No authentication token found' without a token, and no request. Resolves null on failure. */
  load(): Promise<UserProfile | null>
  update(patch: UpdateProfileRequest): Promise<UserProfile>
  /** A profile that arrived with a sign-in answer. */
  setProfile(profile: UserProfile | null): void
  /** Forgets the profile (sign-out). */
  reset(): void
}

export type ProfileStore = StoreApi<ProfileState>

export interface ProfileStoreOptions extends StoreLifetime {
  api: Pick<ApiClient, 'users'>
  storage: ClientStorage
  getToken: () => string | null
}

function readProfile(value: unknown): UserProfile | null {
  return value && typeof value === 'object' && !Array.isArray(value) ? (value as UserProfile) : null
}

const IDLE: RequestState = { status: 'idle', error: null }

export function createProfileStore(options: ProfileStoreOptions): ProfileStore {
  const { api, storage, getToken, signal: lifetime } = options
  const latest = createLatestRequest(lifetime)

  return createStore<ProfileState>()((set) => {
    const mutate = createMutationRunner((mutation) => set({ mutation }), lifetime)

    function keep(profile: UserProfile | null) {
      storage.set('profile', profile)
      set({ profile })
    }

    return {
      profile: readProfile(storage.get('profile')),
      status: 'idle',
      error: null,
      mutation: IDLE,

      load: async () => {
        const ticket = latest.start()
        if (!getToken()) {
          set({ status: 'error', error: { message: NO_TOKEN_MESSAGE } })
          return null
        }
        set({ status: 'loading', error: null })
        try {
          const profile = await api.users.profile({ signal: ticket.signal })
          if (!ticket.isLatest()) return null
          keep(profile)
          set({ status: 'success', error: null })
          return profile
        } catch (error) {
          if (ticket.isLatest()) set({ status: 'error', error: describeError(error) })
          return null
        }
      },

      update: (patch) =>
        mutate(async (signal) => {
          if (!getToken()) throw new Error(NO_TOKEN_MESSAGE)
          const profile = await api.users.updateProfile(patch, { signal })
          if (!lifetime?.aborted) keep(profile)
          return profile
        }),

      setProfile: (profile) => {
        latest.abort()
        keep(profile)
        set({ status: profile ? 'success' : 'idle', error: null })
      },

      reset: () => {
        latest.abort()
        storage.remove('profile')
        set({ profile: null, status: 'idle', error: null, mutation: IDLE })
      },
    }
  })
}
