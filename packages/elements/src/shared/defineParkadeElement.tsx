import { Suspense, useEffect, useMemo, useReducer, useState, useSyncExternalStore } from 'react'
import type { ComponentType, ReactNode } from 'react'
import r2wc from '@r2wc/react-to-web-component'
import type { ParkadeClient } from '@parkade/core'
import { ParkadeContext, ParkadeProvider, useParkade } from '@parkade/react'
import type { ParkadeTheme } from '@parkade/react'
import { dispatchParkadeEvent, emitFrom, firstReady, registerHost } from './eventBridge.ts'
import {
  MISSING_API_BASE_URL,
  getSharedClient,
  getSharedDefaults,
  getSharedVersion,
  peekSharedClient,
  subscribeSharedClient,
  updateSharedClient,
} from './getSharedClient.ts'

/** How an attribute's text becomes a property value. */
export type ParkadePropType = 'string' | 'number' | 'boolean' | 'json'

type PropTypeOf<T> = [NonNullable<T>] extends [string]
  ? 'string'
  : [NonNullable<T>] extends [number]
    ? 'number'
    : [NonNullable<T>] extends [boolean]
      ? 'boolean'
      : 'json'

/** One type per property, checked against the property's TypeScript type. */
export type ParkadePropTypes<P> = { [K in keyof P & string]-?: PropTypeOf<P[K]> }

/** What every Parkade element accepts, as attribute (kebab-case) and as property (camelCase). */
export interface ParkadeElementCommonProps {
  /** `api-base-url`: `…/api/v1` of the Parkade API; the first element's value creates the page's client. */
  apiBaseUrl?: string
  /** Two-letter country code; changing it changes the country of every element. */
  country?: string
  /** 'en' or 'fr'; changing it changes the language of every element. */
  lang?: string
  /** 'light', 'dark' or 'auto'. */
  theme?: string
  /** Attribution code of the embedding partner, sent with bookings. */
  partner?: string
}

const COMMON_PROP_TYPES: ParkadePropTypes<ParkadeElementCommonProps> = {
  apiBaseUrl: 'string',
  country: 'string',
  lang: 'string',
  theme: 'string',
  partner: 'string',
}

/** What a feature adapter gets besides its own properties. */
export interface ParkadeElementContext {
  host: HTMLElement
  shadowRoot: ShadowRoot
}

/** An element instance: an HTMLElement with its properties. */
export type ParkadeElement<P = object> = HTMLElement & ParkadeElementCommonProps & P

export interface ParkadeElementDefinition<P = object> {
  /** The tag name, `parkade-…`. */
  readonly tag: string
  /** Every property and how its attribute is read. */
  readonly propTypes: Readonly<Record<string, ParkadePropType>>
  /** The element's class, made on first call: a server has no `HTMLElement`. Registers nothing. */
  element(): CustomElementConstructor & { new (): ParkadeElement<P> }
  /** Registers the tag unless it is taken, and returns the class registered under it. */
  define(registry?: CustomElementRegistry): CustomElementConstructor
}

const THEMES: readonly string[] = ['light', 'dark', 'auto'] satisfies ParkadeTheme[]

function toAttribute(prop: string): string {
  return prop.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`)
}

/**
 * Gives every event a widget emits this element as its origin (see eventBridge), and lets one
 * 'ready' through per mount, named for the element's feature.
 */
function ElementScope({ host, feature, children }: { host: HTMLElement; feature: string; children: ReactNode }) {
  const parent = useParkade()
  const value = useMemo(() => {
    const emit: typeof parent.emit = (name, payload) => {
      if (name !== 'ready') emitFrom(host, () => parent.emit(name, payload))
      else if (firstReady(host)) emitFrom(host, () => parent.emit('ready', { widget: feature }))
    }
    return { ...parent, emit }
  }, [parent, host, feature])
  return <ParkadeContext.Provider value={value}>{children}</ParkadeContext.Provider>
}

const clientIds = new WeakMap<ParkadeClient, number>()
let nextClientId = 0
function clientId(client: ParkadeClient): number {
  let id = clientIds.get(client)
  if (id === undefined) clientIds.set(client, (id = ++nextClientId))
  return id
}

function tryGetSharedClient(options: ParkadeElementCommonProps): ParkadeClient | null {
  try {
    return getSharedClient(options)
  } catch {
    return null
  }
}

function elementRoot<P extends object>(tag: string, Feature: ComponentType<P & ParkadeElementContext>) {
  function ParkadeElementRoot(props: P & ParkadeElementCommonProps & { container?: ShadowRoot }) {
    const { container, apiBaseUrl, country, lang, theme, partner, ...featureProps } = props
    const shadowRoot = container as ShadowRoot
    const host = shadowRoot.host as HTMLElement
    // The first render makes the page's client if there is none and this element knows the API.
    useState(() => tryGetSharedClient({ apiBaseUrl, country, lang }))
    // Then the element follows the page's client: made, destroyed (null: render nothing), or
    // the page's defaults changed. After `Parkade.destroy()` it stays empty until a client exists again.
    useSyncExternalStore(subscribeSharedClient, getSharedVersion)
    const client = peekSharedClient()
    // Bumped when the client gains resources (French arriving).
    const [, rerender] = useReducer((n: number) => n + 1, 0)

    // An element that found no API base URL gets a client once its attribute arrives.
    useEffect(() => {
      if (peekSharedClient() || tryGetSharedClient({ apiBaseUrl, country, lang })) return
      console.error(`[parkade] <${tag}>: ${MISSING_API_BASE_URL}`)
      dispatchParkadeEvent(host, 'error', { message: MISSING_API_BASE_URL, widget: tag.replace(/^parkade-/, '') })
      // eslint-disable-next-line react-hooks/exhaustive-deps -- only a new api-base-url is a reason to try again
    }, [apiBaseUrl])

    useEffect(() => {
      if (client) updateSharedClient(client, { country })
    }, [client, country])
    useEffect(() => {
      if (client) updateSharedClient(client, { lang })
    }, [client, lang])

    useEffect(() => {
      if (!client) return
      const store = client.i18n.store
      store.on('added', rerender)
      return () => store.off('added', rerender)
    }, [client])

    if (!client) return null
    const defaults = getSharedDefaults()
    const chosenTheme = [theme, defaults.theme].find((value) => value && THEMES.includes(value)) as ParkadeTheme | undefined
    return (
      <ParkadeProvider key={clientId(client)} client={client} theme={chosenTheme ?? 'light'} partner={partner || defaults.partner || null}>
        <ElementScope host={host} feature={tag.replace(/^parkade-/, '')}>
          {/* A component waits here for its texts in the page's language (each a module fetched on
              first use), not on the host's page: the element stays empty until they are there. */}
          <Suspense fallback={null}>
            <Feature {...(featureProps as P)} host={host} shadowRoot={shadowRoot} />
          </Suspense>
        </ElementScope>
      </ParkadeProvider>
    )
  }
  ParkadeElementRoot.displayName = `ParkadeElement(${tag})`
  return ParkadeElementRoot
}

// r2wc keeps an element's properties and its render function under these registered symbols.
const R2WC_PROPS = Symbol.for('r2wc.props')
const R2WC_RENDER = Symbol.for('r2wc.render')

interface R2wcElement extends HTMLElement {
  connectedCallback(): void
  disconnectedCallback(): void
  attributeChangedCallback(name: string, oldValue: string | null, value: string | null): void
  [R2WC_PROPS]: Record<string, unknown>
  [R2WC_RENDER](): void
}

/**
 * A Parkade custom element over a React component, rendered with Preact in an open shadow root,
 * inside a `ParkadeProvider` over the page's one client. Calling this defines nothing: the
 * definition's `define()` does, and the class is made only then.
 */
export function defineParkadeElement<P extends object>(
  tag: `parkade-${string}`,
  Feature: ComponentType<P & ParkadeElementContext>,
  propTypes: ParkadePropTypes<P>,
): ParkadeElementDefinition<P> {
  const allTypes: Record<string, ParkadePropType> = { ...COMMON_PROP_TYPES, ...(propTypes as Record<string, ParkadePropType>) }
  const propOfAttribute = new Map(Object.keys(allTypes).map((prop) => [toAttribute(prop), prop]))
  let made: (CustomElementConstructor & { new (): ParkadeElement<P> }) | undefined

  const element = () => {
    if (made) return made
    const Base = r2wc(elementRoot(tag, Feature), { shadow: 'open', props: allTypes as never }) as unknown as { new (): R2wcElement }
    class ParkadeElementClass extends Base {
      #unregister: (() => void) | null = null

      // Registered before the first render, so a page event never misses a connected element.
      override connectedCallback() {
        this.#unregister ??= registerHost(this)
        super.connectedCallback()
      }

      override disconnectedCallback() {
        this.#unregister?.()
        this.#unregister = null
        super.disconnectedCallback()
      }

      override attributeChangedCallback(name: string, oldValue: string | null, value: string | null) {
        const prop = propOfAttribute.get(name)
        // r2wc ignores a removed or empty attribute; here removing one clears its property, and a
        // bare boolean attribute (`<x flag>`) is true, as in HTML.
        if (prop && (value === null || value === '')) {
          this[R2WC_PROPS][prop] = value === '' && allTypes[prop] === 'boolean' ? true : undefined
          this[R2WC_RENDER]()
          return
        }
        try {
          super.attributeChangedCallback(name, oldValue, value)
        } catch (error) {
          // A json attribute that is not JSON: the element keeps its last good value.
          dispatchParkadeEvent(this, 'error', { message: `Invalid ${name} attribute`, widget: tag.replace(/^parkade-/, ''), cause: error })
        }
      }
    }
    made = ParkadeElementClass as unknown as CustomElementConstructor & { new (): ParkadeElement<P> }
    return made
  }

  return {
    tag,
    propTypes: allTypes,
    element,
    define(registry = customElements) {
      const existing = registry.get(tag)
      if (existing) return existing
      const ctor = element()
      registry.define(tag, ctor)
      return ctor
    },
  }
}
