import type { FastifyInstance, FastifyRequest, RouteHandlerMethod } from 'fastify'

interface InFlight {
  /** The answer is sent, or the client went away (the response's 'close'). */
  closed: boolean
  /** The answer reached onSend, or the handler returned: nothing of this request runs later. */
  answered: boolean
  /** Handlers of this request still running (0 or 1). */
  handlers: number
  counted: boolean
}

/**
 * Makes app.close() wait for every request in flight, handlers included, before it resolves, so
 * the database closed after it (server.ts, the tests' servers) is never used afterwards. The HTTP
 * server's own close waits for its connections only: a client that cuts its connection mid-request
 * (a load test stopping) leaves that request's hooks and handler running, which then met a closed
 * pool ("Cannot use a pool after calling end on the pool"). Fastify runs the rest of a request's
 * lifecycle after its client left, so a request counts until its connection closed and its answer
 * was made.
 *
 * Call before any route is registered (the handlers are wrapped as routes are added).
 */
export function trackRequestsInFlight(app: FastifyInstance): void {
  const states = new WeakMap<FastifyRequest, InFlight>()
  let count = 0
  let drained: (() => void) | null = null
  const release = (state: InFlight) => {
    if (!state.counted || !state.closed || !state.answered || state.handlers) return
    state.counted = false
    if (--count === 0) drained?.()
  }

  app.addHook('onRequest', async (request, reply) => {
    const state: InFlight = { closed: false, answered: false, handlers: 0, counted: true }
    count++
    states.set(request, state)
    // Node emits 'close' once the answer is sent or the connection is gone, whichever comes first.
    reply.raw.once('close', () => {
      state.closed = true
      release(state)
    })
  })
  app.addHook('onSend', async (request, _reply, payload) => {
    const state = states.get(request)
    if (state) {
      state.answered = true
      release(state)
    }
    return payload
  })
  app.addHook('onRoute', (route) => {
    const handler = route.handler as (...args: Parameters<RouteHandlerMethod>) => unknown
    route.handler = function (this: FastifyInstance, request, reply) {
      const state = states.get(request)
      if (!state) return handler.call(this, request, reply)
      state.handlers++
      const done = () => {
        state.handlers--
        state.answered = true
        release(state)
      }
      let result: unknown
      try {
        result = handler.call(this, request, reply)
      } catch (error) {
        done()
        throw error
      }
      // Returned as it came (a value, a promise, the reply): Fastify treats each its own way.
      if (result && typeof (result as Promise<unknown>).then === 'function') (result as Promise<unknown>).then(done, done)
      else done()
      return result
    } as RouteHandlerMethod
  })
  app.addHook('onClose', async () => {
    if (count === 0) return
    app.log.info({ requests: count }, 'closing: waiting for requests still running')
    await new Promise<void>((resolve) => (drained = resolve))
  })
}
