import { I18N_NAMESPACE, createEventBus, isLanguage } from '@parkade/core'
import type { Language, ParkadeClient, ParkadeClientOptions, ParkadeEventMap, ParkadeEventName, ParkadeResources } from '@parkade/core'
import type { ParkadeTheme } from '@parkade/react'
import { PARKADE_EVENT_NAMES } from '../events.ts'
import type { ParkadeElementDefinition } from '../shared/defineParkadeElement.tsx'
import { hasLanguage } from '../shared/hasLanguage.ts'
import { loadLanguage, setLanguageLoader } from '../shared/languageLoader.ts'
import {
  destroySharedClient,
  getSharedClient,
  getSharedDefaults,
  peekSharedClient,
  setSharedDefaults,
  subscribeSharedClient,
  updateSharedClient,
} from '../shared/getSharedClient.ts'
import { injectScript } from './injectScript.ts'
import { scriptChunks } from './scriptChunks.ts'

declare const __PARKADE_VERSION__: string

/** A feature name: the element's tag without `parkade-` (`park-search` → `<parkade-park-search>`). */
export type ParkadeFeature = 'park-search' | 'park-detail' | 'checkout' | 'wallet' | 'login' | 'event-booking'

export interface ParkadeInitOptions {
  /** `…/api/v1` of the Parkade API, for every element without an `api-base-url`. */
  apiBaseUrl?: string
  /** Two-letter country code the page imposes. */
  country?: string
  /** 'en' or 'fr'. */
  lang?: Language
  theme?: ParkadeTheme
  /** Attribution code of the embedding partner, sent with bookings. */
  partner?: string
  /** A session the host already has (its own login). */
  token?: string | null
  /** The host's own pages for these steps of every login dialog; without them they stay in the dialog. */
  forgotPasswordUrl?: string
  createAccountUrl?: string
  /** Mount every `[data-parkade]` element, now and as they appear; default true. */
  autoMount?: boolean
  /** Anything else for `createParkadeClient` (storage, timeouts…). */
  clientOptions?: Partial<ParkadeClientOptions>
}

/** An element's attributes as camelCase options: `{ park: 'lagos-airport', vehicleType: 2 }`. */
export type ParkadeMountOptions = Record<string, string | number | boolean | null | undefined | object>

export type ParkadeHandler<K extends ParkadeEventName> = (payload: ParkadeEventMap[K]) => void

/** `window.Parkade` once parkade.js has run. Callable too, as the loader's queue calls it: `Parkade('init', {…})`. */
export interface ParkadeGlobal {
  (command: string, ...args: unknown[]): unknown
  readonly version: string
  /** Set so the loader snippet never injects parkade.js twice. */
  readonly l: 1
  /** Page-wide settings and the page's client; later calls change country, language or session. */
  init(options?: ParkadeInitOptions): ParkadeClient | null
  /** Puts `<parkade-<feature>>` into `target` (an element or a selector) and returns it. */
  mount(target: Element | string, feature: ParkadeFeature, options?: ParkadeMountOptions): HTMLElement
  /** Hears an event once per occurrence, whichever element caused it; returns the function that stops. */
  on<K extends ParkadeEventName>(name: K, handler: ParkadeHandler<K>): () => void
  off<K extends ParkadeEventName>(name: K, handler: ParkadeHandler<K>): void
  /** Hands the host's session to every element; null signs out. */
  setSession(token: string | null): void
  /** Removes listeners, the observer, what `mount` made and the page's client. Safe to call twice. */
  destroy(): void
}

/** `window.Parkade` as the loader snippet leaves it: a function queueing its calls. */
export interface ParkadeLoaderStub {
  (...args: unknown[]): void
  q?: ArrayLike<unknown>[]
  l?: number
}

declare global {
  interface Window {
    Parkade?: ParkadeGlobal | ParkadeLoaderStub
  }
}

export interface InstallParkadeOptions {
  /** The elements to register; each tag is `parkade-<feature>`. */
  elements: readonly ParkadeElementDefinition[]
  window?: Window
  /** parkade.js's own `<script>`: its `data-*` are `init` defaults and its URL locates `parkade-<lang>.js`. */
  script?: HTMLScriptElement | null
  /** Languages this bundle lacks, loaded on demand from `parkade-<lang>.js` next to parkade.js. */
  lazyLanguages?: readonly Language[]
}

function isInstalled(value: unknown): value is ParkadeGlobal {
  return typeof value === 'function' && 'destroy' in value && 'version' in value
}

function toAttribute(name: string): string {
  return name.replace(/([a-z0-9])([A-Z])/g, (_, a: string, b: string) => `${a}-${b.toLowerCase()}`)
}

function definedOnly<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>
}

/**
 * Makes `window.Parkade`, runs the calls the loader queued, registers the elements and mounts
 * `[data-parkade]`. The script-tag entry calls it; importing this module does nothing.
 */
export function installParkade(options: InstallParkadeOptions): ParkadeGlobal {
  const win = options.window ?? window
  const doc = win.document
  const before = win.Parkade
  if (isInstalled(before)) {
    // parkade.js ran twice (two tags, or a snippet after the tag): one Parkade per page.
    for (const args of (before as ParkadeLoaderStub).q ?? []) before(...(Array.from(args) as [string]))
    return before
  }
  const queue = Array.from((before as ParkadeLoaderStub | undefined)?.q ?? [])
  const features = new Map(options.elements.map((definition) => [definition.tag.replace(/^parkade-/, ''), definition]))
  const scriptUrl = options.script?.src || null

  const bus = createEventBus<ParkadeEventMap>()
  const mounted = new Set<HTMLElement>()
  let containers = new WeakMap<Element, HTMLElement>()
  let observer: MutationObserver | null = null
  let autoMount = true
  let running = false
  let bridged: { client: ParkadeClient; off: () => void } | null = null
  const watchedLanguages = new WeakSet<ParkadeClient>()
  const locales = new Map<string, { promise: Promise<ParkadeResources>; resolve: (resources: ParkadeResources) => void }>()

  // ── Lazy languages: parkade-<lang>.js calls Parkade('locale', lang, resources) ──────────────
  const loadLocale = (language: Language): Promise<ParkadeResources> => {
    const known = locales.get(language)
    if (known) return known.promise
    let resolve!: (resources: ParkadeResources) => void
    let reject!: (error: Error) => void
    const promise = new Promise<ParkadeResources>((yes, no) => {
      resolve = yes
      reject = no
    })
    locales.set(language, { promise, resolve })
    const src = new URL(`parkade-${language}.js`, scriptUrl ?? doc.baseURI).href
    injectScript(doc, src, options.script ?? null).catch(() => {
      locales.delete(language)
      reject(new Error(`[parkade] could not load ${src}`))
    })
    return promise
  }
  // Each client's core texts in a language this bundle lacks: the elements wait for them, and ask
  // again when the driver presses Retry.
  const lazyLanguages = new Set(options.lazyLanguages)
  const loadLazyLanguage = (client: ParkadeClient, language: Language): Promise<void> =>
    lazyLanguages.has(language)
      ? loadLocale(language).then((resources) => {
          if (!hasLanguage(client, language)) client.i18n.addResourceBundle(language, I18N_NAMESPACE, resources, true, true)
        })
      : Promise.resolve()
  if (lazyLanguages.size) setLanguageLoader(loadLazyLanguage)

  const watchLanguage = (client: ParkadeClient) => {
    if (watchedLanguages.has(client)) return
    watchedLanguages.add(client)
    const check = (language: Language) => {
      // The parts fetched from now on bring their texts in this language with them.
      scriptChunks(win).l = language
      // Fetched as soon as the language is known, alongside the elements' parts.
      loadLanguage(client, language).catch((error: Error) => console.warn(error.message))
    }
    check(client.stores.language.getState().language)
    client.stores.language.subscribe((state, previous) => {
      if (state.language !== previous.language) check(state.language)
    })
  }

  // ── The page's client: its events reach Parkade.on, its language loads ──────────────────────
  const follow = (client: ParkadeClient | null) => {
    if (bridged?.client === client) return
    bridged?.off()
    bridged = null
    if (!client) return
    const offs = PARKADE_EVENT_NAMES.map((name) => client.events.on(name, (payload) => bus.emit(name, payload as never)))
    bridged = { client, off: () => offs.forEach((off) => off()) }
    watchLanguage(client)
  }
  let unsubscribe: (() => void) | null = null

  // ── Mounting ───────────────────────────────────────────────────────────────────────────────
  const mount = (target: Element | string, feature: ParkadeFeature, mountOptions: ParkadeMountOptions = {}): HTMLElement => {
    const definition = features.get(feature)
    if (!definition) throw new Error(`[parkade] mount: unknown feature '${feature}' (known: ${[...features.keys()].join(', ')})`)
    const parent = typeof target === 'string' ? doc.querySelector(target) : target
    // A queued call may run before the page has parsed its target: it goes in once it has.
    const later = !parent && typeof target === 'string' && doc.readyState === 'loading'
    if (!parent && !later) throw new Error(`[parkade] mount: no element matches ${String(target)}`)
    const element = doc.createElement(definition.tag)
    for (const [name, value] of Object.entries(mountOptions)) {
      if (value === undefined || value === null || value === false) continue
      element.setAttribute(toAttribute(name), typeof value === 'object' ? JSON.stringify(value) : value === true ? '' : String(value))
    }
    if (parent) parent.appendChild(element)
    else
      doc.addEventListener(
        'DOMContentLoaded',
        () => {
          if (mounted.has(element)) doc.querySelector(target as string)?.appendChild(element)
        },
        { once: true },
      )
    mounted.add(element)
    return element
  }

  const mountContainer = (container: Element) => {
    if (containers.has(container)) return
    const { parkade: feature, ...rest } = (container as HTMLElement).dataset ?? {}
    if (!feature) return
    try {
      containers.set(container, mount(container, feature as ParkadeFeature, rest))
    } catch (error) {
      console.error(error)
    }
  }

  const scan = (node: Node) => {
    if (node.nodeType !== 1) return
    const element = node as Element
    if (element.hasAttribute('data-parkade')) mountContainer(element)
    element.querySelectorAll('[data-parkade]').forEach(mountContainer)
  }

  let installed = false
  const startAutoMount = () => {
    if (!installed || !running || !autoMount || observer) return
    if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', onReady, { once: true })
      return
    }
    const watcher = new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes') scan(record.target)
        else record.addedNodes.forEach(scan)
      }
    })
    observer = watcher
    watcher.observe(doc.documentElement, { childList: true, subtree: true, attributes: true, attributeFilter: ['data-parkade'] })
    scan(doc.documentElement)
  }
  function onReady() {
    startAutoMount()
  }

  const start = () => {
    if (running) return
    running = true
    unsubscribe = subscribeSharedClient(follow)
    follow(peekSharedClient())
    startAutoMount()
  }

  // ── The API ────────────────────────────────────────────────────────────────────────────────
  const methods = {
    init(initOptions: ParkadeInitOptions = {}) {
      start()
      const { autoMount: auto, lang, ...rest } = initOptions
      setSharedDefaults(definedOnly({ ...rest, lang: isLanguage(lang) ? lang : undefined }))
      let client = peekSharedClient()
      if (client) {
        updateSharedClient(client, { country: initOptions.country ?? null, lang: lang ?? null })
        if (initOptions.token !== undefined) client.stores.auth.getState().setSession(initOptions.token)
      } else if (getSharedDefaults().apiBaseUrl) {
        client = getSharedClient()
      }
      if (auto === false) {
        autoMount = false
        observer?.disconnect()
        observer = null
      } else if (auto === true && !autoMount) {
        autoMount = true
        startAutoMount()
      }
      return client
    },
    mount,
    on<K extends ParkadeEventName>(name: K, handler: ParkadeHandler<K>) {
      start()
      return bus.on(name, handler)
    },
    off<K extends ParkadeEventName>(name: K, handler: ParkadeHandler<K>) {
      bus.off(name, handler)
    },
    setSession(token: string | null) {
      start()
      const client = peekSharedClient()
      if (client) client.stores.auth.getState().setSession(token)
      else setSharedDefaults({ token })
    },
    destroy() {
      if (!running) return
      running = false
      doc.removeEventListener('DOMContentLoaded', onReady)
      observer?.disconnect()
      observer = null
      for (const element of mounted) element.remove()
      mounted.clear()
      containers = new WeakMap()
      unsubscribe?.()
      unsubscribe = null
      follow(null)
      bus.clear()
      destroySharedClient()
      autoMount = true
    },
    locale(language: string, resources: ParkadeResources) {
      locales.get(language)?.resolve(resources)
    },
  }

  const api = ((command: string, ...args: unknown[]) => {
    const method = (methods as Record<string, unknown>)[command]
    if (typeof method !== 'function') {
      console.warn(`[parkade] unknown command '${command}'`)
      return undefined
    }
    return (method as (...a: unknown[]) => unknown)(...args)
  }) as ParkadeGlobal
  const { locale: _locale, ...publicMethods } = methods
  Object.assign(api, publicMethods, { version: typeof __PARKADE_VERSION__ === 'string' ? __PARKADE_VERSION__ : '0.0.0', l: 1 })

  win.Parkade = api
  const script = options.script
  if (script) {
    const { apiBaseUrl, country, lang, partner, theme, forgotPasswordUrl, createAccountUrl } = script.dataset
    const given = definedOnly({ apiBaseUrl, country, lang: isLanguage(lang) ? lang : undefined, partner, theme: theme as ParkadeTheme | undefined, forgotPasswordUrl, createAccountUrl })
    if (Object.keys(given).length > 0) setSharedDefaults(given)
  }
  start()
  for (const args of queue) {
    try {
      api(...(Array.from(args) as [string, ...unknown[]]))
    } catch (error) {
      console.error(error)
    }
  }
  // Defined after the queue ran, so elements already in the page start with `init`'s settings.
  for (const definition of options.elements) definition.define(win.customElements)
  installed = true
  startAutoMount()
  return api
}
