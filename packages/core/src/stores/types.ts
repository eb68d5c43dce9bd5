import type { ErrorInfo } from '../api/ParkadeApiError.ts'
import type { Country, SocialProvider, State, UserProfile, Vehicle } from '../api/types.ts'
import type { ParkadeStorage } from '../storage/types.ts'

/** Where a request stands (SPEC §4: list requests set loading, success or error flags). */
export type RequestStatus = 'idle' | 'loading' | 'success' | 'error'

export interface RequestState {
  status: RequestStatus
  /** What to show (SPEC §8): the message and the API's error code, null unless `status` is 'error'. */
  error: ErrorInfo | null
}

/** The country the visitor is in, as the stores keep and broadcast it. */
export interface SelectedCountry {
  /** Two-letter code, upper case. */
  code: string
  /** The API's country id; null until the countries list names it. */
  id: number | null
  name?: string
  flag?: string
}

/** What the SDK keeps under each key of SPEC §3. Read back values are checked, not trusted. */
export interface ClientStorageSchema {
  token: string
  profile: UserProfile
  countries: Country[]
  states: State[]
  selectedCountry: SelectedCountry
  user: Record<string, unknown>
  email: string
  vehicles: Vehicle[]
  language: string
  userLanguagePreference: string
  social_login_success: boolean
  /** The provider of a sign-in that left for a redirect; kept in the browser session until it returns. */
  social_redirect: SocialProvider
}

export type ClientStorage = ParkadeStorage<ClientStorageSchema>

/** Options every store factory accepts. */
export interface StoreLifetime {
  /** Aborting it (the client's `destroy()`) cancels requests in flight, timers and listeners. */
  signal?: AbortSignal
}
