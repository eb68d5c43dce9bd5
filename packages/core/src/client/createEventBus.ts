export type EventHandler<P> = (payload: P) => void

export interface EventBus<M extends object> {
  /** Adds a handler; the returned function removes it. */
  on<K extends keyof M>(name: K, handler: EventHandler<M[K]>): () => void
  off<K extends keyof M>(name: K, handler: EventHandler<M[K]>): void
  emit<K extends keyof M>(name: K, payload: M[K]): void
  /** Removes every handler. */
  clear(): void
}

/**
 * A tiny typed emitter. A handler that throws is reported and does not keep the others from
 * hearing the event.
 */
export function createEventBus<M extends object>(): EventBus<M> {
  const handlers = new Map<keyof M, Set<EventHandler<never>>>()

  const off = <K extends keyof M>(name: K, handler: EventHandler<M[K]>) => {
    handlers.get(name)?.delete(handler as EventHandler<never>)
  }

  return {
    on(name, handler) {
      let set = handlers.get(name)
      if (!set) {
        set = new Set()
        handlers.set(name, set)
      }
      set.add(handler as EventHandler<never>)
      return () => off(name, handler)
    },
    off,
    emit(name, payload) {
      const set = handlers.get(name)
      if (!set) return
      // A copy: a handler may remove itself or add others while the event is delivered.
      for (const handler of [...set]) {
        try {
          ;(handler as EventHandler<typeof payload>)(payload)
        } catch (error) {
          console.error(`[parkade] a '${String(name)}' handler threw`, error)
        }
      }
    },
    clear() {
      handlers.clear()
    },
  }
}
