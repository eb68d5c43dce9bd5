/**
 * core's i18n engine: i18next's answers for the part of i18next the SDK uses, without its 15 kB gzip.
 * createI18n builds every client's instance on it (parkade.js, @parkade/react, a server), and
 * __tests__/liteI18next.test.ts runs createI18n on real i18next too and checks that both answer alike.
 *
 * It implements the subset that createI18n, core, react and elements use, with i18next 27's semantics:
 * - `createInstance()`, then `init()` with inlined `resources`, `lng`, `fallbackLng` (one code or a
 *   list), `supportedLngs` and `defaultNS`: synchronous, returns a resolved promise of `t`.
 * - `t(key, options)` and `exists(key, options)` in the default namespace, over `options.lng` (else
 *   `language`) then the fallback languages. Keys are '.'-paths through nested objects; '' and null
 *   count as missing (returnEmptyString and returnNull false). A missing key, or one naming an object,
 *   gives the key.
 * - `count` (a number): looks up key_zero (count 0), key_<Intl.PluralRules category>, key, key_other.
 * - `{{name}}`, `{{- name}}` and `{{a.b}}` filled from the options, never escaped (createI18n sets
 *   escapeValue: false); a variable not passed stays as written (i18next's skipOnVariables).
 * - `changeLanguage(code)`: switches at once (a code outside supportedLngs gives fallbackLng[0]),
 *   emits 'languageChanged', sets `language` and `languages`; `on`/`off`.
 * - `getResourceBundle`, `addResourceBundle(lng, ns, resources, deep, overwrite)` (copies `resources`),
 *   `removeResourceBundle`; `store.data` and `store.on`/`off` for 'added' and 'removed'. Like i18next,
 *   the store keeps the `resources` objects given to init and a deep add merges into them.
 * Outside that subset, because no SDK code or resource uses them (the test fails if a resource
 * starts to): formats (`{{x, number}}`), `$t()` nesting, context,
 * ordinals, defaultValue, returnObjects, `ns:key` keys and the `ns` option, region codes (fr-SN),
 * escaping, resolvedLanguage, plugins (`use`), getFixedT, cloneInstance, addResource(s), the '*' event
 * and space-separated event names.
 */
import type { i18n } from 'i18next'

type Tree = Record<string, unknown>
type Listener = (...args: unknown[]) => void
interface Options {
  lng?: string
  fallbackLng?: string | string[]
  supportedLngs?: readonly string[]
  defaultNS?: string
  resources?: Tree
}

/** The value at a path, through own properties of objects only (a server-sent 'constructor' finds nothing). */
const walk = (node: unknown, path: string[]): unknown =>
  path.reduce<unknown>((n, k) => (n && typeof n == 'object' && Object.hasOwn(n, k) ? (n as Tree)[k] : undefined), node)

/** i18next's deepExtend: fills `target` from `source`; a text replaces a text only with `overwrite`. */
const extend = (target: Tree, source: Tree, overwrite?: boolean): void => {
  for (const p in source)
    if (p != '__proto__' && p != 'constructor')
      if (!Object.hasOwn(target, p)) target[p] = source[p]
      else if (typeof target[p] == 'string' || typeof source[p] == 'string') {
        if (overwrite) target[p] = source[p]
      } else extend(target[p] as Tree, source[p] as Tree, overwrite)
}

/** `on`/`off` on `target` (returning it, as i18next does), and the matching `emit`. */
const events = <T extends object>(target: T) => {
  let listeners: [string, Listener][] = []
  return Object.assign(target, {
    on: (event: string, listener: Listener) => (listeners.push([event, listener]), target),
    off: (event: string, listener?: Listener) => {
      listeners = listeners.filter(([e, l]) => e != event || (listener && l != listener))
    },
    emit: (event: string, ...args: unknown[]) => listeners.filter(([e]) => e == event).forEach(([, l]) => l(...args)),
  })
}

function createInstance(): i18n {
  let options: Options = {}
  const store = events({ data: {} as Tree })
  const fallbacks = () => ([] as string[]).concat(options.fallbackLng ?? [])
  // The languages a lookup tries: the code, then the fallbacks, each once and only if supported.
  const hierarchy = (code: string) =>
    [code, ...fallbacks()].filter((c, i, all) => (!options.supportedLngs || options.supportedLngs.includes(c)) && all.indexOf(c) == i)

  // i18next's Translator.resolve: the first valid value, else the last one looked up.
  const resolve = (key: string, o: Record<string, unknown>) => {
    let found: unknown
    const count = o.count
    for (const code of hierarchy((o.lng as string) || instance.language)) {
      const keys = [key]
      if (count !== undefined && typeof count != 'string') {
        const category = new Intl.PluralRules(code).select(count as number)
        keys.unshift(`${key}_${category}`)
        if (count === 0) keys.unshift(`${key}_zero`)
        if (category != 'other') keys.push(`${key}_other`)
      }
      for (const k of keys) {
        found = walk(store.data, [code, options.defaultNS as string, ...k.split('.')])
        if (found != null && found !== '') return found
      }
    }
    return found
  }

  const t = (key: string, o: Record<string, unknown> = {}): string => {
    const value = resolve(key, o)
    return ((typeof value == 'string' && value) || key).replace(/{{-?(.+?)}}/g, (match, name: string) => {
      name = name.trim()
      const v = walk(o, name.split('.'))
      return v !== undefined || Object.hasOwn(o, name) ? String(v ?? '') : match
    })
  }

  const changeLanguage = (code?: string) => {
    const l = code && (!options.supportedLngs || options.supportedLngs.includes(code) ? code : fallbacks()[0])
    if (l) {
      instance.language = l
      instance.languages = hierarchy(l)
      instance.emit('languageChanged', l)
    }
    return Promise.resolve(t)
  }

  const instance = events({
    language: undefined as unknown as string,
    languages: [] as string[],
    store,
    t,
    changeLanguage,
    init(o: Options) {
      options = o
      store.data = o.resources ?? {}
      return changeLanguage(o.lng || fallbacks()[0])
    },
    exists: (key: string, o: Record<string, unknown> = {}) => key != null && resolve(key, o) !== undefined,
    getResourceBundle: (lng: string, ns: string) => walk(store.data, [lng, ns]),
    addResourceBundle(lng: string, ns: string, resources: Tree, deep?: boolean, overwrite?: boolean) {
      let pack = (walk(store.data, [lng, ns]) || {}) as Tree
      resources = JSON.parse(JSON.stringify(resources)) as Tree
      if (deep) extend(pack, resources, overwrite)
      else pack = { ...pack, ...resources }
      ;((store.data[lng] ||= {}) as Tree)[ns] = pack
      store.emit('added', lng, ns, resources)
      return instance
    },
    removeResourceBundle(lng: string, ns: string) {
      if (walk(store.data, [lng, ns]) !== undefined) delete (store.data[lng] as Tree)[ns]
      store.emit('removed', lng, ns)
      return instance
    },
  })
  // Typed as i18next's instance for callers; only the members above exist.
  return instance as unknown as i18n
}

export default { createInstance } satisfies Pick<i18n, 'createInstance'>
