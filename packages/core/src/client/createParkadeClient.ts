import { builtinGateway } from '@parkade/contract/domain'
import { createApiClient } from '../api/createApiClient.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import { ParkadeApiError } from '../api/ParkadeApiError.ts'
import type { UserProfile } from '../api/types.ts'
import type { FetchLike } from '../api/createHttp.ts'
import { BUILTIN_REGION_COUNTRY_IDS, DEFAULT_COUNTRY_CODE, DEFAULT_LANGUAGE, IP_LOOKUP_TIMEOUT_MS } from '../constants.ts'
import { DEFAULT_IP_LOOKUP_URL, detectCountryByIp } from '../geo/detectCountryByIp.ts'
import type { FetchLike as IpFetchLike } from '../geo/types.ts'
import { localeForCountry } from '../format/localeForCountry.ts'
import { warmFormatters } from '../format/warmFormatters.ts'
import { coreTextsReady } from '../i18n/coreTextsReady.ts'
import { createI18n } from '../i18n/createI18n.ts'
import { isLanguage } from '../i18n/language.ts'
import type { Language } from '../i18n/language.ts'
import { loadCoreTextsInto } from '../i18n/loadCoreTextsInto.ts'
import { textsSources } from '../i18n/textsSources.ts'
import type { TextsSource } from '../i18n/textsSources.ts'
import type { LanguageTexts } from '../stores/createLanguageStore.ts'
import type { ParkadeI18n } from '../i18n/ParkadeI18n.ts'
import { createStorage } from '../storage/createStorage.ts'
import { DEFAULT_STORAGE_NAMESPACE } from '../storage/storageKeys.ts'
import type { StorageBackend } from '../storage/types.ts'
import { createAuthStore } from '../stores/createAuthStore.ts'
import type { AuthStore } from '../stores/createAuthStore.ts'
import type { BookingsStore } from '../stores/createBookingsStore.ts'
import { createCountriesStore } from '../stores/createCountriesStore.ts'
import type { CountriesStore } from '../stores/createCountriesStore.ts'
import { createCountryStore } from '../stores/createCountryStore.ts'
import type { CountryStore, StorageEventSource } from '../stores/createCountryStore.ts'
import { createLanguageStore } from '../stores/createLanguageStore.ts'
import type { LanguageStore } from '../stores/createLanguageStore.ts'
import { createParksStore } from '../stores/createParksStore.ts'
import type { ParksStore } from '../stores/createParksStore.ts'
import { createProfileStore } from '../stores/createProfileStore.ts'
import type { ProfileStore } from '../stores/createProfileStore.ts'
import type { StatesStore } from '../stores/createStatesStore.ts'
import type { VehiclesStore } from '../stores/createVehiclesStore.ts'
import { paymentPageOrigins } from '../stores/paymentUrl.ts'
import type { WalletStore } from '../stores/createWalletStore.ts'
import type { ClientStorage, ClientStorageSchema, SelectedCountry } from '../stores/types.ts'
import type { SocialSignIn } from '../social/createSocialSignIn.ts'
import { lazySocialSignIn } from '../social/lazySocialSignIn.ts'
import type { FirebaseSettings, LoadFirebaseAuth } from '../social/types.ts'
import type { ParkadeEventMap } from './ParkadeEventMap.ts'
import { createEventBus } from './createEventBus.ts'
import { storeMakers } from './defaultStoreMakers.ts'
import type { OnDemandStores } from './storeMakers.ts'
import type { EventBus } from './createEventBus.ts'
import type { ClientGateways, LoadedGateway, LoadPaymentGatewayOptions } from '../payments/loadPaymentGateway.ts'
import { PAYMENT_SCRIPT_LOAD_FAILED } from '../payments/paymentErrors.ts'
import { unavailablePayment } from '../payments/unavailablePayment.ts'
import type { GatewayOverrides, PaymentEnvironment } from '../payments/types.ts'

export interface IpLookupOptions {
  /** Default: the public IP-geolocation service (it answers `country_code`). */
  url?: string
  /** Default: the client's `fetch`. */
  fetch?: IpFetchLike
}

export interface ParkadeClientOptions {
  /** `…/api/v1` of the Parkade API (the sandbox API locally). */
  apiBaseUrl: string
  /** Base of `POST /api/create-payment-intent`; default `apiBaseUrl` without `/v1`. */
  paymentsBaseUrl?: string
  /**
   * Payment providers' browser settings replacing what the server gives (publishable keys,
   * script URLs). Rarely needed: the server answers its own, its stand-ins in sandbox mode.
   * Secret keys are dropped.
   */
  gateways?: GatewayOverrides
  /** A country the page imposes (two-letter code); else stored, profile, IP, NG. */
  country?: string | null
  /**
   * The country a server rendered the page for, shown until the country is known (stored,
   * profile, IP lookup) so the page hydrates as rendered; never stored.
   */
  provisionalCountry?: string | null
  /** A language the page imposes; else the visitor's choice, else the country's. */
  language?: Language | null
  /** A token the host already has (its own sign-in). */
  token?: string | null
  /** Default: `localStorage`, looked up on first use; null keeps everything in memory. */
  storage?: StorageBackend | null
  /** With a custom `storage`: where session-only tokens go (default: memory); otherwise `sessionStorage`. */
  sessionStorage?: StorageBackend | null
  /** Prefix of every storage key; default 'parkade:'. */
  storageNamespace?: string
  /** Default: the global `fetch`, looked up at every call. */
  fetch?: FetchLike
  /** The IP lookup used when no country is known; false: none, NG. */
  ipLookup?: IpLookupOptions | false
  /** Request timeout of every API call. */
  timeoutMs?: number
  /**
   * Where other tabs' `storage` events arrive, so a country chosen in one tab shows in all.
   * Default: `window` when there is one and storage is not disabled; null: not followed.
   */
  storageEvents?: StorageEventSource | null
  /**
   * Google and Apple sign-in through Firebase Authentication: the project's web config, the Auth
   * emulator in development, and `load` — pass core's `loadFirebaseAuth`. The client never
   * imports Firebase itself, so bundles without social sign-in stay free of it. Absent: no
   * social sign-in (`client.social` is null).
   */
  firebase?: (FirebaseSettings & { load: LoadFirebaseAuth }) | null
  /**
   * The MapLibre style URL of park maps (a self-hosted Protomaps or OpenFreeMap style, say).
   * Default: the API's built-in style, `${apiBaseUrl}/map/style.json`, which needs no outside tiles.
   */
  mapStyle?: string | null
}

/**
 * The client's stores. The states, bookings, vehicles and wallet stores are made the first time
 * they are read. In parkade.js each comes with the components that show it (the wallet's and the
 * vehicles' with the checkout, the wallet's with the wallet): read before one of them has been
 * shown on the page, such a store throws an error that says so.
 */
export interface ParkadeStores {
  auth: AuthStore
  country: CountryStore
  language: LanguageStore
  profile: ProfileStore
  countries: CountriesStore
  states: StatesStore
  bookings: BookingsStore
  vehicles: VehiclesStore
  wallet: WalletStore
  parks: ParksStore
}

export interface ParkadeClientConfig {
  apiBaseUrl: string
  country: string | null
  language: Language | null
  storageNamespace: string
  ipLookupUrl: string | null
  timeoutMs: number | undefined
  /** The configured map style URL; null: the API's built-in style. */
  mapStyle: string | null
}

export interface ParkadeClient {
  api: ApiClient
  /** One set per client: every widget given this client shares one session. */
  stores: ParkadeStores
  /**
   * This client's own i18n instance (i18next's answers, on core's engine); the language store
   * drives it. It holds core's texts in each language fetched so far: the page's own once the
   * store has fetched them (a UI renders once `coreTextsReady`).
   */
  i18n: ParkadeI18n
  storage: ClientStorage
  events: EventBus<ParkadeEventMap>
  /** Google/Apple sign-in; null without the `firebase` option. */
  social: SocialSignIn | null
  config: Readonly<ParkadeClientConfig>
  /**
   * Loads the payment gateway of a country when a payment starts (SPEC §4: loading, ready, or
   * error and its fallback), with this client's gateway settings and API.
   */
  loadGateway(countryCode: string | null | undefined, options?: Pick<LoadPaymentGatewayOptions, 'onState' | 'alternative'> & { environment?: PaymentEnvironment }): Promise<LoadedGateway>
  /**
   * The origins a payment may send the driver to: the providers' pages, the API's origin, and the
   * stand-ins' origin the API names in its gateway answers (a page that reaches the API through
   * its own proxy still trusts them). Grows as gateway answers arrive.
   */
  readonly paymentPageOrigins: readonly string[]
  /** Resolves once the country is known: stored, profile, IP lookup, or NG on any failure. */
  ready: Promise<SelectedCountry>
  /** Stops timers, listeners and requests in flight; the client is unusable afterwards. */
  destroy(): void
}

function defaultStorageEvents(options: ParkadeClientOptions): StorageEventSource | null {
  if (options.storageEvents !== undefined) return options.storageEvents
  if (options.storage === null || typeof window === 'undefined') return null
  return window
}

/** One SDK instance: its API client, stores, i18n, storage and events. */
export function createParkadeClient(options: ParkadeClientOptions): ParkadeClient {
  const lifetime = new AbortController()
  const signal = lifetime.signal
  const events = createEventBus<ParkadeEventMap>()

  const storage = createStorage<ClientStorageSchema>({
    ...(options.storage !== undefined ? { backend: options.storage } : {}),
    ...(options.storageNamespace !== undefined ? { namespace: options.storageNamespace } : {}),
  })
  storage.cleanCorrupt()
  // Same backend choice, the browser-session area: tokens of sign-ins without "Remember me".
  const sessionStorage = createStorage<ClientStorageSchema>({
    ...(options.storage !== undefined ? { backend: options.storage === null ? null : (options.sessionStorage ?? null) } : {}),
    ...(options.storageNamespace !== undefined ? { namespace: options.storageNamespace } : {}),
    area: 'session',
  })

  // The http layer reads both at every call, so a login or language change reaches every request.
  const late: { auth?: AuthStore; language?: LanguageStore; country?: CountryStore } = {}
  const api = createApiClient({
    baseUrl: options.apiBaseUrl,
    ...(options.paymentsBaseUrl !== undefined ? { paymentsBaseUrl: options.paymentsBaseUrl } : {}),
    ...(options.fetch ? { fetch: options.fetch } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
    getToken: () => late.auth?.getState().token,
    getLanguage: () => late.language?.getState().language,
  })

  const profile = createProfileStore({ api, storage, getToken: () => late.auth?.getState().token ?? null, signal })
  const countries = createCountriesStore({ api, storage, signal })
  // One list, shared with the wallet store and the gateways, that the API's gateway answers extend.
  const pageOrigins = paymentPageOrigins(options.apiBaseUrl)
  const parks = createParksStore({ api, signal })

  // Made when first read; one each for the client's lifetime.
  const made: Partial<OnDemandStores> = {}
  const onDemand = <K extends keyof OnDemandStores>(name: K): OnDemandStores[K] => {
    const known = made[name]
    if (known) return known
    const make = storeMakers[name]
    if (!make) throw new Error(`[parkade] client.stores.${name} comes with the components that show it: none has been shown on this page yet.`)
    return (made[name] = make({ api, storage, signal, paymentOrigins: pageOrigins }))
  }

  // A store never made holds nobody's data, but the vehicles kept in storage by an earlier page do.
  const forgetUser = () => {
    profile.getState().reset()
    made.bookings?.getState().reset()
    if (made.vehicles) made.vehicles.getState().reset()
    else storage.remove('vehicles')
    made.wallet?.getState().reset()
  }

  const auth = createAuthStore({
    api,
    storage,
    sessionStorage,
    initialToken: options.token ?? null,
    signal,
    loadProfile: async () => {
      const loaded = await profile.getState().load()
      // Rethrown with the failure's code, so the sign-in shows it translated like any API error.
      const failure = profile.getState().error
      if (!loaded) throw new ParkadeApiError(failure?.message ?? 'Profile not loaded', { kind: 'http', body: failure })
      return loaded
    },
    onSignIn: (session) => {
      // Whoever was signed in before, their data is not this user's.
      forgetUser()
      if (session.user) profile.getState().setProfile(session.user)
      if (session.method !== 'session') void adoptPageCountry(session.user)
      events.emit('login', {
        method: session.method,
        user: session.user,
        ...(session.isNewUser !== undefined ? { isNewUser: session.isNewUser } : {}),
        ...(session.isAccountLinked !== undefined ? { isAccountLinked: session.isAccountLinked } : {}),
      })
    },
    onSignOut: (reason) => {
      forgetUser()
      events.emit('logout', { reason })
    },
  })
  late.auth = auth

  /**
   * A driver who never gave a country takes the page's at sign-in, while their wallet is empty: the
   * wallet's currency follows the country (SPEC §9), so a driver from the Dakar page tops up in XOF,
   * not in the NGN every country-less account would otherwise get. A wallet with money keeps its
   * currency; any failure leaves the profile as it was (the driver can set it there).
   */
  async function adoptPageCountry(user: UserProfile | null | undefined) {
    const code = late.country?.getState().selectedCountry?.code
    if (!user || user.country_id || !code) return
    try {
      const held = await api.wallet.get({ signal })
      if (held.balance !== 0 || signal.aborted) return
      const updated = await api.users.updateProfile({ country_id: code }, { signal })
      if (auth.getState().token === null || signal.aborted) return
      profile.getState().setProfile(updated)
      void made.wallet?.getState().load()
    } catch {
      // Left for the profile page.
    }
  }

  const ipLookup = options.ipLookup === false ? null : (options.ipLookup ?? {})
  const ipFetch = ipLookup?.fetch ?? options.fetch
  const country = createCountryStore({
    storage,
    initialCode: options.country ?? null,
    provisionalCode: options.provisionalCountry ?? null,
    getProfile: () => profile.getState().profile,
    ...(ipLookup
      ? {
          detect: async (lookupSignal: AbortSignal | undefined) =>
            (await detectCountryByIp({
              url: ipLookup.url ?? DEFAULT_IP_LOOKUP_URL,
              timeoutMs: IP_LOOKUP_TIMEOUT_MS,
              fallback: '',
              ...(ipFetch ? { fetch: ipFetch } : {}),
              ...(lookupSignal ? { signal: lookupSignal } : {}),
            })) || null,
        }
      : {}),
    lookup: (code) => {
      const known = countries.getState().countries.find((item) => item.code.toUpperCase() === code)
      if (known) return { id: known.id, name: known.name, flag: known.flag }
      const builtinId = (BUILTIN_REGION_COUNTRY_IDS as Record<string, number | undefined>)[code]
      return builtinId === undefined ? null : { id: builtinId }
    },
    storageEvents: defaultStorageEvents(options),
    signal,
  })
  late.country = country

  const i18n = createI18n(isLanguage(options.language) ? options.language : DEFAULT_LANGUAGE)
  const browserLanguage = typeof navigator === 'undefined' ? null : (navigator.languages?.[0] ?? navigator.language ?? '').slice(0, 2).toLowerCase()
  const language = createLanguageStore({ storage, country, hostLanguage: options.language ?? null, browserLanguage: isLanguage(browserLanguage) ? browserLanguage : null, i18n, texts: languageTexts(i18n), signal })
  late.language = language
  // Only where a page renders: a server or a test has no first render to spare the cost.
  const stopWarming = typeof window === 'undefined' ? () => {} : warmFormatters(localeForCountry(country.getState().selectedCountry?.code, language.getState().language))

  const unsubscribers = [
    country.subscribe((state, previous) => {
      const code = state.selectedCountry?.code ?? null
      const before = previous.selectedCountry?.code ?? null
      if (code && code !== before) {
        events.emit('country-changed', { code, id: state.selectedCountry?.id ?? null, previous: before })
      }
    }),
    language.subscribe((state, previous) => {
      if (state.language !== previous.language) {
        events.emit('language-changed', { language: state.language, previous: previous.language })
      }
    }),
    // The countries list names the selected country's id once it arrives.
    countries.subscribe((state, previous) => {
      if (state.countries !== previous.countries) country.getState().fillDetails()
    }),
  ]

  const ready = country
    .getState()
    .init()
    .then((selected) => {
      if (selected.id === null && !signal.aborted) void countries.getState().load()
      return selected
    })

  const firebase = options.firebase ?? null
  const social = firebase
    ? lazySocialSignIn({
        settings: { config: firebase.config, authEmulatorUrl: firebase.authEmulatorUrl ?? null },
        load: firebase.load,
        auth,
        sessionStorage,
      })
    : null

  // The server says where each provider's script is (its stand-ins in sandbox mode), once per
  // country; the code that asks arrives with the first payment, which most pages never take.
  const gateways: ClientGateways = { api, apiBaseUrl: options.apiBaseUrl, overrides: options.gateways ?? {}, pageOrigins, answers: new Map(), signal }

  return {
    api,
    stores: {
      auth,
      country,
      language,
      profile,
      countries,
      parks,
      get states() {
        return onDemand('states')
      },
      get bookings() {
        return onDemand('bookings')
      },
      get vehicles() {
        return onDemand('vehicles')
      },
      get wallet() {
        return onDemand('wallet')
      },
    },
    i18n,
    storage,
    events,
    social,
    config: Object.freeze({
      apiBaseUrl: options.apiBaseUrl,
      country: options.country ?? null,
      language: isLanguage(options.language) ? options.language : null,
      storageNamespace: options.storageNamespace ?? DEFAULT_STORAGE_NAMESPACE,
      ipLookupUrl: ipLookup ? (ipLookup.url ?? DEFAULT_IP_LOOKUP_URL) : null,
      timeoutMs: options.timeoutMs,
      mapStyle: options.mapStyle?.trim() || null,
    }),
    ready,
    paymentPageOrigins: pageOrigins,
    loadGateway: async (countryCode, gatewayOptions = {}) => {
      const payments = await import('../payments/loadPaymentGateway.ts').then(
        (module) => ({ module }),
        (cause: unknown) => ({ cause }),
      )
      if ('module' in payments) return payments.module.loadClientGateway(countryCode, gatewayOptions, gateways)
      // Offline at that moment: answered as a provider script that did not load; the next payment tries again.
      const code = (countryCode ?? '').trim().toUpperCase() || DEFAULT_COUNTRY_CODE
      const gateway = (await gateways.answers.get(code)?.catch(() => null)) ?? builtinGateway(code)
      gatewayOptions.onState?.('error', gateway)
      const error = new Error(PAYMENT_SCRIPT_LOAD_FAILED, { cause: payments.cause })
      return { gateway, adapter: unavailablePayment(gateway.provider, payments.cause), state: 'error', error, fellBack: false }
    },
    destroy: () => {
      if (signal.aborted) return
      lifetime.abort()
      stopWarming()
      for (const unsubscribe of unsubscribers) unsubscribe()
      events.clear()
    },
  }
}

/**
 * A language is there once core's texts and those of every component imported so far are: the
 * language store switches then, and nothing shown waits for its words. A component's texts that
 * cannot be fetched do not hold the switch: that component says so itself (it waits, then fails).
 */
function languageTexts(i18n: ParkadeI18n): LanguageTexts {
  return {
    has: (code) => coreTextsReady(i18n, code) && [...textsSources].every((source) => source.has(code)),
    load: async (code) => {
      const asked = new Set<TextsSource>()
      const ask = () =>
        [...textsSources]
          .filter((source) => !asked.has(source) && !source.has(code))
          .map((source) => {
            asked.add(source)
            return source.load(code).catch(() => {})
          })
      await Promise.all([loadCoreTextsInto(i18n, code), ...ask()])
      // A component imported while these loaded (a page's code arriving) renders in the new
      // language too: its texts are waited for before the switch, as the others' were.
      for (let more = ask(); more.length; more = ask()) await Promise.all(more)
    },
  }
}
