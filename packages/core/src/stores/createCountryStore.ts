import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { DEFAULT_COUNTRY_CODE } from '../constants.ts'
import { isTwoLetterCountryCode } from '../validation/isTwoLetterCountryCode.ts'
import { profileCountryCode } from '../validation/profileCountryCode.ts'
import type { ProfileCountryFields } from '../validation/profileCountryCode.ts'
import type { ClientStorage, RequestState, SelectedCountry, StoreLifetime } from './types.ts'

/** How the current country was chosen; only 'user' counts as a country change for the language notice. */
export type CountrySource = 'host' | 'stored' | 'profile' | 'ip' | 'default' | 'user' | 'other-tab'

export interface CountryState extends RequestState {
  selectedCountry: SelectedCountry | null
  source: CountrySource | null
  /** The country the IP lookup answered, for the chooser's hint; null when unknown or failed. */
  detectedCode: string | null
  /**
   * SPEC §4: the stored country, else the profile's two-letter code (SPEC §5), else detection
   * by IP, NG on any failure. Runs the lookup once; later calls share it.
   */
  init(): Promise<SelectedCountry>
  /** The visitor chose a country: stored and broadcast to every subscriber. Null for a bad code. */
  setCountry(country: string | Pick<SelectedCountry, 'code'> & Partial<SelectedCountry>): SelectedCountry | null
  /** Runs the IP lookup for the hint only; the selection stays. */
  detect(): Promise<string | null>
  /** Fills a missing id, name or flag once the countries list knows them; not a change. */
  fillDetails(): void
}

export type CountryStore = StoreApi<CountryState>

/** `window` fits; so does any EventTarget in tests. */
export interface StorageEventSource {
  addEventListener(type: 'storage', listener: (event: Event) => void): void
  removeEventListener(type: 'storage', listener: (event: Event) => void): void
}

export interface CountryStoreOptions extends StoreLifetime {
  storage: ClientStorage
  /** A country the host page imposes; wins over the stored one at start. */
  initialCode?: string | null
  /**
   * The country to show until one is known, when none is stored: the one a server rendered the
   * page for (from the request), so the page hydrates as rendered. Not stored; `init()` still
   * looks the country up by IP and replaces it.
   */
  provisionalCode?: string | null
  getProfile?: () => ProfileCountryFields | null
  /** The IP lookup: a two-letter code, or null on any failure. Absent: no lookup, NG. */
  detect?: (signal: AbortSignal | undefined) => Promise<string | null>
  /** id, name and flag of a code, from the countries list or the built-in ids. */
  lookup?: (code: string) => Partial<Omit<SelectedCountry, 'code'>> | null
  /** Where the `storage` event of other tabs arrives; null or absent: not followed. */
  storageEvents?: StorageEventSource | null
}

function readSelectedCountry(value: unknown): SelectedCountry | null {
  if (!value || typeof value !== 'object') return null
  const record = value as Record<string, unknown>
  if (!isTwoLetterCountryCode(record.code)) return null
  const country: SelectedCountry = {
    code: record.code.toUpperCase(),
    id: typeof record.id === 'number' && Number.isFinite(record.id) ? record.id : null,
  }
  if (typeof record.name === 'string') country.name = record.name
  if (typeof record.flag === 'string') country.flag = record.flag
  return country
}

export function createCountryStore(options: CountryStoreOptions): CountryStore {
  const { storage, signal: lifetime } = options

  function describe(code: string, known?: Partial<SelectedCountry>): SelectedCountry {
    const found = options.lookup?.(code) ?? {}
    const country: SelectedCountry = { code, id: known?.id ?? found.id ?? null }
    const name = known?.name ?? found.name
    const flag = known?.flag ?? found.flag
    if (name !== undefined) country.name = name
    if (flag !== undefined) country.flag = flag
    return country
  }

  function initial(): { selectedCountry: SelectedCountry; source: CountrySource } | null {
    if (isTwoLetterCountryCode(options.initialCode)) {
      return { selectedCountry: describe(options.initialCode.toUpperCase()), source: 'host' }
    }
    const stored = readSelectedCountry(storage.get('selectedCountry'))
    if (stored) return { selectedCountry: stored, source: 'stored' }
    const fromProfile = profileCountryCode(options.getProfile?.() ?? null)
    if (fromProfile) return { selectedCountry: describe(fromProfile), source: 'profile' }
    return null
  }

  const start = initial()
  if (start && start.source !== 'stored') storage.set('selectedCountry', start.selectedCountry)
  let provisional: SelectedCountry | null = !start && isTwoLetterCountryCode(options.provisionalCode) ? describe(options.provisionalCode.toUpperCase()) : null

  const store = createStore<CountryState>()((set, get) => {
    let pending: Promise<SelectedCountry> | null = null

    function select(country: SelectedCountry, source: CountrySource) {
      provisional = null
      storage.set('selectedCountry', country)
      set({ selectedCountry: country, source, status: 'success', error: null })
      return country
    }

    async function lookupByIp(): Promise<string | null> {
      if (!options.detect) return null
      try {
        const code = await options.detect(lifetime)
        return isTwoLetterCountryCode(code) ? code.toUpperCase() : null
      } catch {
        return null
      }
    }

    return {
      selectedCountry: start?.selectedCountry ?? provisional,
      source: start?.source ?? (provisional ? 'default' : null),
      detectedCode: null,
      status: start ? 'success' : 'idle',
      error: null,

      init: () => {
        const current = get().selectedCountry
        if (current && !provisional) return Promise.resolve(current)
        // A profile may have arrived since the store was made.
        const fromProfile = profileCountryCode(options.getProfile?.() ?? null)
        if (fromProfile) return Promise.resolve(select(describe(fromProfile), 'profile'))
        pending ??= (async () => {
          set({ status: 'loading', error: null })
          const detected = await lookupByIp()
          set({ detectedCode: detected })
          // The visitor may have chosen while the lookup ran; their choice stands.
          const chosen = get().selectedCountry
          if (chosen && !provisional) return chosen
          if (lifetime?.aborted) return describe(detected ?? DEFAULT_COUNTRY_CODE)
          return detected ? select(describe(detected), 'ip') : select(describe(DEFAULT_COUNTRY_CODE), 'default')
        })()
        return pending
      },

      setCountry: (input) => {
        const raw = typeof input === 'string' ? input : input.code
        if (!isTwoLetterCountryCode(raw)) return null
        const code = raw.toUpperCase()
        const known = typeof input === 'string' ? undefined : input
        return select(describe(code, known), 'user')
      },

      detect: async () => {
        const detected = await lookupByIp()
        if (!lifetime?.aborted) set({ detectedCode: detected })
        return detected
      },

      fillDetails: () => {
        const current = get().selectedCountry
        if (!current) return
        const filled = describe(current.code, {
          ...(current.id !== null ? { id: current.id } : {}),
          ...(current.name !== undefined ? { name: current.name } : {}),
          ...(current.flag !== undefined ? { flag: current.flag } : {}),
        })
        if (filled.id === current.id && filled.name === current.name && filled.flag === current.flag) return
        if (provisional) provisional = filled
        else storage.set('selectedCountry', filled)
        set({ selectedCountry: filled })
      },
    }
  })

  const events = options.storageEvents
  if (events) {
    const key = `${storage.namespace}selectedCountry`
    const onStorage = (event: Event) => {
      if ((event as Partial<StorageEvent>).key !== key) return
      const country = readSelectedCountry(storage.get('selectedCountry'))
      const current = store.getState().selectedCountry
      if (!country || (current && current.code === country.code && current.id === country.id)) return
      store.setState({ selectedCountry: country, source: 'other-tab', status: 'success', error: null })
    }
    events.addEventListener('storage', onStorage)
    lifetime?.addEventListener('abort', () => events.removeEventListener('storage', onStorage), { once: true })
  }

  return store
}
