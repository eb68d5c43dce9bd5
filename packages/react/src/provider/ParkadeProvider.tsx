import { useCallback, useEffect, useMemo, useRef, useState, useSyncExternalStore } from 'react'
import type { ReactNode } from 'react'
import { coreTextsFailure, coreTextsReady, createParkadeClient, isRecentFailure, loadCoreTextsInto, subscribeCoreTextsFailures } from '@parkade/core'
import type { CoreTextsFailure, Language, ParkadeClient, ParkadeClientOptions, ParkadeEventMap, ParkadeEventName } from '@parkade/core'
import { ParkadeContext } from './ParkadeContext.ts'
import type { ParkadeContextValue, ParkadeEventHandlers, ParkadeTheme } from './ParkadeContext.ts'
import { forgetPendingCheckouts } from '../Checkout/pendingCheckouts.ts'

const EVENT_NAMES: ParkadeEventName[] = [
  'ready',
  'park-selected',
  'booking-created',
  'payment-succeeded',
  'payment-failed',
  'login',
  'logout',
  'auth-required',
  'error',
  'country-changed',
  'language-changed',
]

export interface ParkadeProviderProps extends Partial<Omit<ParkadeClientOptions, 'country' | 'language' | 'token'>> {
  /** A client made by the host (shared with custom elements, say); else the provider makes one. */
  client?: ParkadeClient
  /** A country the page imposes (two-letter code). */
  country?: string | null
  /** A language the page imposes. */
  language?: Language | null
  /** A session the host already has (its own login); null after it was a token signs the SDK out. */
  token?: string | null
  theme?: ParkadeTheme
  partner?: string | null
  /** Typed callbacks, one per event name. */
  on?: ParkadeEventHandlers
  /** Every event, by name. */
  onEvent?: <K extends ParkadeEventName>(name: K, payload: ParkadeEventMap[K]) => void
  children?: ReactNode
}

/**
 * One SDK client for everything below it: every component under one provider shares one session,
 * one country and one language.
 */
export function ParkadeProvider({ client: given, country, language, token, theme = 'light', partner = null, on, onEvent, children, ...options }: ParkadeProviderProps) {
  // The client is made once; later option changes flow through the stores below.
  const [client] = useState<ParkadeClient>(() => {
    if (given) return given
    if (!options.apiBaseUrl) throw new Error('ParkadeProvider needs a client or an apiBaseUrl')
    return createParkadeClient({ ...options, apiBaseUrl: options.apiBaseUrl, country: country ?? null, language: language ?? null, token: token ?? null })
  })
  const ownsClient = !given

  useEffect(() => {
    if (!ownsClient) return
    return () => client.destroy()
  }, [client, ownsClient])

  useEffect(() => {
    if (country) client.stores.country.getState().setCountry(country)
  }, [client, country])

  // The first language went into the client; a later change of the prop is the page's new choice.
  const firstLanguage = useRef(language)
  useEffect(() => {
    if (language && language !== firstLanguage.current) client.stores.language.getState().choose(language)
  }, [client, language])

  // A host with its own login hands its session in, and takes it back when its driver signs out.
  const handedToken = useRef(token ?? null)
  useEffect(() => {
    const before = handedToken.current
    handedToken.current = token ?? null
    if (token) client.stores.auth.getState().setSession(token)
    else if (before && client.stores.auth.getState().token === before) client.stores.auth.getState().logout()
  }, [client, token])

  // Handlers live in a ref so a new `on` object each render doesn't re-subscribe.
  const handlers = useRef({ on, onEvent })
  useEffect(() => {
    handlers.current = { on, onEvent }
  })
  useEffect(() => {
    const offs = EVENT_NAMES.map((name) =>
      client.events.on(name, (payload) => {
        const handler = handlers.current.on?.[name] as ((p: typeof payload) => void) | undefined
        handler?.(payload)
        handlers.current.onEvent?.(name, payload)
      }),
    )
    return () => offs.forEach((off) => off())
  }, [client])

  // Signing out on a shared device: the next driver must not be offered this one's unpaid booking
  // (its times and plate) when opening the same park's checkout.
  useEffect(
    () =>
      client.events.on('logout', ({ reason }) => {
        if (reason === 'logout') forgetPendingCheckouts()
      }),
    [client],
  )

  // A page in a language whose texts are still on their way renders once they are here, never in
  // English first (a later switch waits for them in the language store). A server renders at once
  // after `await loadTexts(language)`.
  const subscribeTexts = useCallback(
    (onChange: () => void) => {
      client.i18n.store.on('added', onChange)
      const unsubscribe = client.stores.language.subscribe(onChange)
      const unsubscribeFailures = subscribeCoreTextsFailures(onChange)
      return () => {
        client.i18n.store.off('added', onChange)
        unsubscribe()
        unsubscribeFailures()
      }
    },
    [client],
  )
  // Ready, or why not: still on their way (undefined), or their fetch failed (not even English came).
  const textsState = (): true | CoreTextsFailure | undefined => {
    const language = client.stores.language.getState().language
    return coreTextsReady(client.i18n, language) || coreTextsFailure(client.i18n, language)
  }
  const texts = useSyncExternalStore(subscribeTexts, textsState, textsState)
  const ready = texts === true
  // With no words to show, the failure goes to the host's error boundary; a render a moment later
  // (its Try Again) fetches them again.
  const failure = ready ? undefined : texts
  useEffect(() => {
    if (failure && !isRecentFailure(failure)) void loadCoreTextsInto(client.i18n, client.stores.language.getState().language)
  }, [client, failure])

  const value = useMemo<ParkadeContextValue>(
    () => ({ client, theme, partner, emit: (name, payload) => client.events.emit(name, payload) }),
    [client, theme, partner],
  )
  if (isRecentFailure(failure)) throw failure.error
  return <ParkadeContext.Provider value={value}>{ready ? children : null}</ParkadeContext.Provider>
}
