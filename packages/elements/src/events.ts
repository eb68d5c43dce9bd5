import type { ParkadeEventMap, ParkadeEventName } from '@parkade/core'

export type { ParkadeEventMap, ParkadeEventName }

/**
 * Every event a Parkade element tells its host page about, as the DOM `CustomEvent` it
 * dispatches (the partner guide's table of events is checked against this map). The names are core's `ParkadeEventMap` names under a `parkade:` prefix, the detail
 * is the same payload the React `on…` callbacks get, and every event has `bubbles` and
 * `composed` set, so it leaves the shadow root and can be heard on the element, any ancestor,
 * `document` or `window`.
 *
 * Where an event is dispatched:
 * - widget events (`ready`, `park-selected`, `booking-created`, `payment-*`, `auth-required`,
 *   `error`) come from the element whose widget caused them;
 * - page events (`login`, `logout`, `country-changed`, `language-changed`) concern the one
 *   session every element shares, so each connected element dispatches them. A listener on
 *   `document` hears one per element: listen on one element, or use `Parkade.on`, which is
 *   called once per event.
 *
 * ```js
 * const search = document.querySelector('parkade-park-search')
 * search.addEventListener('parkade:park-selected', (event) => show(event.detail.park))
 * document.querySelector('parkade-login').addEventListener('parkade:login', (e) => greet(e.detail.user))
 * ```
 */
export interface ParkadeElementEventMap {
  /** The widget finished its first render and data load; `detail.widget` is its feature name. Once each time the element is added to the page. From: the widget. */
  'parkade:ready': CustomEvent<ParkadeEventMap['ready']>
  /** The driver picked a park in the results; `detail.park` is the park, `detail.arrival`, `departure` (ISO) and `vehicleTypeId` the stay it was priced for. From: the widget. */
  'parkade:park-selected': CustomEvent<ParkadeEventMap['park-selected']>
  /** A booking was created; `detail.payment` is set while a gateway payment must still complete it. Once per booking. From: the widget. */
  'parkade:booking-created': CustomEvent<ParkadeEventMap['booking-created']>
  /** The server verified a payment (booking or wallet top-up). From: the widget. */
  'parkade:payment-succeeded': CustomEvent<ParkadeEventMap['payment-succeeded']>
  /** A payment failed, was cancelled or could not be verified. From: the widget. */
  'parkade:payment-failed': CustomEvent<ParkadeEventMap['payment-failed']>
  /** A driver signed in (password, registration, verification, social, or `Parkade.setSession`). From: every element. */
  'parkade:login': CustomEvent<ParkadeEventMap['login']>
  /** The session ended: a logout or a failed auth request. From: every element. */
  'parkade:logout': CustomEvent<ParkadeEventMap['logout']>
  /** The widget needs a signed-in driver; a host with its own login answers with `Parkade.setSession(token)`. From: the widget. */
  'parkade:auth-required': CustomEvent<ParkadeEventMap['auth-required']>
  /** Something failed that the host may log or show; `detail.message` is what the driver was told. From: the widget. */
  'parkade:error': CustomEvent<ParkadeEventMap['error']>
  /** The shared country changed (a picker, an attribute, the IP lookup). From: every element. */
  'parkade:country-changed': CustomEvent<ParkadeEventMap['country-changed']>
  /** The shared language changed. From: every element. */
  'parkade:language-changed': CustomEvent<ParkadeEventMap['language-changed']>
}

/** `parkade:<name>` for a name of core's event map. */
export type ParkadeDomEventName<K extends ParkadeEventName = ParkadeEventName> = `parkade:${K}`

/** Which elements dispatch each event (see `ParkadeElementEventMap`). A `Record`, so a new event in core must be placed here. */
export const PARKADE_EVENT_SCOPES: Readonly<Record<ParkadeEventName, 'widget' | 'page'>> = {
  ready: 'widget',
  'park-selected': 'widget',
  'booking-created': 'widget',
  'payment-succeeded': 'widget',
  'payment-failed': 'widget',
  login: 'page',
  logout: 'page',
  'auth-required': 'widget',
  error: 'widget',
  'country-changed': 'page',
  'language-changed': 'page',
}

/** Every event name of core's map. */
export const PARKADE_EVENT_NAMES = Object.keys(PARKADE_EVENT_SCOPES) as ParkadeEventName[]

/** The DOM name of an event: `parkade:park-selected`. */
export function domEventName<K extends ParkadeEventName>(name: K): ParkadeDomEventName<K> {
  return `parkade:${name}`
}

// The DOM map and core's map must name the same events: adding one to core without documenting
// it here is a type error.
type SameKeys<A, B> = [Exclude<A, B>, Exclude<B, A>] extends [never, never] ? true : never
const _sameEvents: SameKeys<keyof ParkadeElementEventMap, ParkadeDomEventName> = true
void _sameEvents

declare global {
  // Typed listeners: `el.addEventListener('parkade:login', (e) => e.detail.user)`.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- an augmentation has nothing of its own
  interface HTMLElementEventMap extends ParkadeElementEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- composed events reach the document too
  interface DocumentEventMap extends ParkadeElementEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- and the window
  interface WindowEventMap extends ParkadeElementEventMap {}
}
