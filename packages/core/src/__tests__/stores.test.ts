import { describe, expect, it } from 'vitest'
import { createLatestRequest } from '../stores/createLatestRequest.ts'
import { createMutationRunner } from '../stores/createMutationRunner.ts'
import type { RequestState } from '../stores/types.ts'
import { deferred } from './stores.fakeApi.ts'

describe('createLatestRequest', () => {
  it('starting a request aborts the previous one; only the newest is latest', () => {
    const latest = createLatestRequest()
    const first = latest.start()
    const second = latest.start()
    expect(first.signal.aborted).toBe(true)
    expect(first.isLatest()).toBe(false)
    expect(second.isLatest()).toBe(true)
    latest.abort()
    expect(second.signal.aborted).toBe(true)
    expect(second.isLatest()).toBe(false)
  })

  it('the lifetime signal aborts the running request and every later one', () => {
    const lifetime = new AbortController()
    const latest = createLatestRequest(lifetime.signal)
    const running = latest.start()
    lifetime.abort()
    expect(running.signal.aborted).toBe(true)
    const later = latest.start()
    expect(later.signal.aborted).toBe(true)
    expect(later.isLatest()).toBe(false)
  })
})

describe('createMutationRunner', () => {
  it('loading → success, and loading → error with the message', async () => {
    const states: RequestState[] = []
    const run = createMutationRunner((state) => states.push(state))
    await run(async () => 1)
    await expect(run(() => Promise.reject(new Error('nope')))).rejects.toThrow('nope')
    expect(states).toEqual([
      { status: 'loading', error: null },
      { status: 'success', error: null },
      { status: 'loading', error: null },
      { status: 'error', error: expect.objectContaining({ message: 'nope' }) },
    ])
  })

  it('every change runs to the end, but the state shown is the newest one', async () => {
    const states: RequestState[] = []
    const run = createMutationRunner((state) => states.push(state))
    const slow = deferred<number>()
    const first = run(() => slow.promise)
    await run(async () => 2)
    slow.reject(new Error('late failure'))
    await expect(first).rejects.toThrow('late failure')
    expect(states.at(-1)).toEqual({ status: 'success', error: null })
  })
})
