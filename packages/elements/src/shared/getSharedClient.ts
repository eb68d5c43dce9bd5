import { createParkadeClient, isLanguage } from '@parkade/core'
import type { ParkadeClient, ParkadeClientOptions } from '@parkade/core'
import type { ParkadeTheme } from '@parkade/react'
import { bridgeEvents } from './eventBridge.ts'

/** What an element (its attributes) or `Parkade.init` says about the page's one client. */
export interface SharedClientOptions {
  /** `…/api/v1` of the Parkade API. */
  apiBaseUrl?: string | null
  /** Two-letter country code the page imposes. */
  country?: string | null
  /** 'en' or 'fr'. */
  lang?: string | null
}

/** Page-wide settings: what elements fall back to when an attribute is missing. */
export interface ParkadeDefaults extends SharedClientOptions {
  theme?: ParkadeTheme | null
  /** Attribution code of the embedding partner, sent with bookings. */
  partner?: string | null
  /** A session the host already has. */
  token?: string | null
  /** The host's own "forgot password" and "create account" pages, for every login dialog; without them those steps stay in the dialog. */
  forgotPasswordUrl?: string | null
  createAccountUrl?: string | null
  /** Anything else for `createParkadeClient` (storage, fetch, timeouts…). */
  clientOptions?: Partial<ParkadeClientOptions>
}

export const MISSING_API_BASE_URL = 'Parkade needs an API base URL: set api-base-url on the element or call Parkade.init({ apiBaseUrl })'

type Listener = (client: ParkadeClient | null) => void

let shared: ParkadeClient | null = null
// Changes at every notification: a snapshot for useSyncExternalStore.
let version = 0
let unbridge: (() => void) | null = null
let defaults: ParkadeDefaults = {}
const listeners = new Set<Listener>()

function notify() {
  version += 1
  for (const listener of [...listeners]) listener(shared)
}

/**
 * The page's one client: the first caller's `apiBaseUrl`, `country` and `lang` (or the defaults
 * of `Parkade.init`) create it, every later caller shares it, so every element on the page has one
 * session, one country and one language. Throws when no API base URL is known yet.
 */
export function getSharedClient(options: SharedClientOptions = {}): ParkadeClient {
  if (shared) return shared
  const apiBaseUrl = options.apiBaseUrl || defaults.apiBaseUrl
  if (!apiBaseUrl) throw new Error(MISSING_API_BASE_URL)
  const lang = options.lang || defaults.lang
  shared = createParkadeClient({
    ...defaults.clientOptions,
    apiBaseUrl,
    country: options.country || defaults.country || null,
    language: isLanguage(lang) ? lang : null,
    token: defaults.token ?? null,
  })
  unbridge = bridgeEvents(shared)
  notify()
  return shared
}

/** The page's client if one exists; never creates one. */
export function peekSharedClient(): ParkadeClient | null {
  return shared
}

/**
 * A page's (or an element's) new country or language: applied to the shared stores, so every
 * element follows. Values equal to the current ones change nothing.
 */
export function updateSharedClient(client: ParkadeClient, { country, lang }: Pick<SharedClientOptions, 'country' | 'lang'>): void {
  if (country && country.toUpperCase() !== client.stores.country.getState().selectedCountry?.code) {
    client.stores.country.getState().setCountry(country)
  }
  if (isLanguage(lang) && lang !== client.stores.language.getState().language) {
    client.stores.language.getState().choose(lang)
  }
}

/** Merges page-wide defaults (`Parkade.init`); elements re-render with them. */
export function setSharedDefaults(next: ParkadeDefaults): void {
  defaults = { ...defaults, ...next }
  notify()
}

export function getSharedDefaults(): Readonly<ParkadeDefaults> {
  return defaults
}

/** A number that changes whenever the client is made or destroyed or the defaults change. */
export function getSharedVersion(): number {
  return version
}

/** Called with the client whenever it is created, destroyed (null) or the defaults change. */
export function subscribeSharedClient(listener: Listener): () => void {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

/** Destroys the page's client and forgets the defaults; the next element or `init` starts afresh. */
export function destroySharedClient(): void {
  const client = shared
  shared = null
  defaults = {}
  unbridge?.()
  unbridge = null
  client?.destroy()
  if (client) notify()
}
