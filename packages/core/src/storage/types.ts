/** The part of the Web Storage API we use; `localStorage`, `sessionStorage` and fakes fit. */
export interface StorageBackend {
  getItem(key: string): string | null
  setItem(key: string, value: string): void
  removeItem(key: string): void
}

/**
 * What each key of SPEC §3 holds. Object shapes belong to the API types, so they are loose
 * here; narrow them with `createStorage<MySchema>()`.
 */
export interface StorageSchema {
  /** The auth token (key `token`). */
  token: string
  profile: Record<string, unknown>
  countries: unknown[]
  states: unknown[]
  selectedCountry: Record<string, unknown>
  user: Record<string, unknown>
  email: string
  vehicles: unknown[]
  language: string
  userLanguagePreference: string
  social_login_success: boolean
  /** A Google/Apple sign-in that left for the provider's page (browser session only). */
  social_redirect: string
}

export type StorageKey = keyof StorageSchema

/** A schema with the keys of SPEC §3 and any value types. */
export type StorageShape = { [K in StorageKey]: unknown }

export interface ParkadeStorage<S extends StorageShape = StorageSchema> {
  readonly namespace: string
  /** The stored value, or null when absent or unreadable. Never throws. */
  get<K extends StorageKey>(key: K): S[K] | null
  /** Stores the value; `null`/`undefined` remove the key instead. Never throws. */
  set<K extends StorageKey>(key: K, value: S[K] | null | undefined): void
  remove(key: StorageKey): void
  /** Removes every key of SPEC §3 in this namespace. */
  clear(): void
  /** The start-up clean-up of SPEC §5; returns the keys it removed. */
  cleanCorrupt(): StorageKey[]
}

export interface CreateStorageOptions {
  /**
   * Where values live. `null` keeps them in memory only; absent looks up
   * `globalThis.localStorage` on first use and falls back to memory when it is missing or throws.
   */
  backend?: StorageBackend | null
  /** Prefix of every key; default 'parkade:'. */
  namespace?: string
  /**
   * Which browser area an absent `backend` looks up: 'local' (default) outlives the browser
   * session, 'session' ends with the tab (a sign-in without "Remember me").
   */
  area?: 'local' | 'session'
}
