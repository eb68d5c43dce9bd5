import type { ParkadeClient, ParkadeEventName } from '@parkade/core'
import { PARKADE_EVENT_NAMES, PARKADE_EVENT_SCOPES, domEventName } from '../events.ts'

// The connected Parkade elements, in connection order.
const hosts = new Set<HTMLElement>()
// The element whose widget is emitting right now: the bus is synchronous, so the bridge's
// handler runs inside `emitFrom` and knows where the event came from.
let origin: HTMLElement | null = null

/** Marks `host` as a Parkade element on the page until the returned function is called. */
export function registerHost(host: HTMLElement): () => void {
  hosts.add(host)
  return () => {
    hosts.delete(host)
  }
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
 * caused it, a page event (login, logout, country, language) from every connected element.
 * Returns the function that stops forwarding.
 */
export function bridgeEvents(client: ParkadeClient): () => void {
  const offs = PARKADE_EVENT_NAMES.map((name) =>
    client.events.on(name, (payload) => {
      const from = origin
      const targets = PARKADE_EVENT_SCOPES[name] === 'widget' && from?.isConnected ? [from] : [...hosts].filter((host) => host.isConnected)
      for (const target of targets) dispatchParkadeEvent(target, name, payload)
    }),
  )
  return () => offs.forEach((off) => off())
}
