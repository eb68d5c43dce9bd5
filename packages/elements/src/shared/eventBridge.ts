import type { ParkadeClient, ParkadeEventName } from '@parkade/core'
import { PARKADE_EVENT_NAMES, PARKADE_EVENT_SCOPES, domEventName } from '../events.ts'

// The connected Parkade elements, in connection order.
const hosts = new Set<HTMLElement>()
// The elements that sent their 'ready' since they were last connected.
const announced = new WeakSet<HTMLElement>()
// The element whose widget is emitting right now: the bus is synchronous, so the bridge's
// handler runs inside `emitFrom` and knows where the event came from.
let origin: HTMLElement | null = null

/** Marks `host` as a Parkade element on the page until the returned function is called. */
export function registerHost(host: HTMLElement): () => void {
  hosts.add(host)
  announced.delete(host)
  return () => {
    hosts.delete(host)
  }
}

/**
 * True the first time `host` is ready since it was connected: an element sends one 'ready' per
 * mount, whatever its widgets announce (a new query remounts the search, a park's detail holds a
 * checkout).
 */
export function firstReady(host: HTMLElement): boolean {
  if (announced.has(host)) return false
  announced.add(host)
  return true
}

/** Runs `emit` with `host` as the origin of whatever it emits. */
export function emitFrom(host: HTMLElement, emit: () => void): void {
  const previous = origin
  origin = host
  try {
    emit()
  } finally {
    origin = previous
  }
}

/** Dispatches `parkade:<name>` from `target`: bubbles and composed, so it leaves the shadow root. */
export function dispatchParkadeEvent(target: EventTarget, name: ParkadeEventName, payload: unknown): void {
  target.dispatchEvent(new CustomEvent(domEventName(name), { detail: payload, bubbles: true, composed: true }))
}

/**
 * Forwards every event of the client's bus to the DOM: a widget's event from the element that
 * caused it (nothing when that element has left the page: never from another element; from
 * every connected element when no element caused it), a page event (login, logout, country,
 * language) from every connected element. Returns the function that stops forwarding.
 */
export function bridgeEvents(client: ParkadeClient): () => void {
  const offs = PARKADE_EVENT_NAMES.map((name) =>
    client.events.on(name, (payload) => {
      const from = origin
      const widget = PARKADE_EVENT_SCOPES[name] === 'widget' && from !== null
      const targets = widget ? (from.isConnected ? [from] : []) : [...hosts].filter((host) => host.isConnected)
      for (const target of targets) dispatchParkadeEvent(target, name, payload)
    }),
  )
  return () => offs.forEach((off) => off())
}
