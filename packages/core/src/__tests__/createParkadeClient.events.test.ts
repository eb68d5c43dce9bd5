import { describe, expect, expectTypeOf, it, vi } from 'vitest'
import { createEventBus } from '../client/createEventBus.ts'
import type { EventHandler } from '../client/createEventBus.ts'
import type { ParkadeEventMap } from '../client/ParkadeEventMap.ts'

describe('createEventBus', () => {
  it('on, emit, and the returned unsubscribe', () => {
    const bus = createEventBus<ParkadeEventMap>()
    const handler = vi.fn()
    const stop = bus.on('payment-failed', handler)
    bus.emit('payment-failed', { message: 'Card declined' })
    stop()
    bus.emit('payment-failed', { message: 'again' })
    expect(handler).toHaveBeenCalledTimes(1)
    expect(handler).toHaveBeenCalledWith({ message: 'Card declined' })
  })

  it('off removes one handler and only that one', () => {
    const bus = createEventBus<ParkadeEventMap>()
    const first = vi.fn()
    const second = vi.fn()
    bus.on('ready', first)
    bus.on('ready', second)
    bus.off('ready', first)
    bus.emit('ready', { widget: 'parkade-wallet' })
    expect(first).not.toHaveBeenCalled()
    expect(second).toHaveBeenCalledWith({ widget: 'parkade-wallet' })
  })

  it('events of other names are not heard', () => {
    const bus = createEventBus<ParkadeEventMap>()
    const handler = vi.fn()
    bus.on('login', handler)
    bus.emit('logout', { reason: 'logout' })
    expect(handler).not.toHaveBeenCalled()
  })

  it('a handler that throws does not keep the others from hearing', () => {
    const bus = createEventBus<ParkadeEventMap>()
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {})
    const after = vi.fn()
    bus.on('error', () => {
      throw new Error('host bug')
    })
    bus.on('error', after)
    bus.emit('error', { message: 'Something went wrong' })
    expect(after).toHaveBeenCalled()
    expect(spy).toHaveBeenCalled()
  })

  it('a handler removing itself while the event is delivered does not skip the next one', () => {
    const bus = createEventBus<ParkadeEventMap>()
    const calls: string[] = []
    const stop = bus.on('auth-required', () => {
      calls.push('first')
      stop()
    })
    bus.on('auth-required', () => calls.push('second'))
    bus.emit('auth-required', {})
    bus.emit('auth-required', {})
    expect(calls).toEqual(['first', 'second', 'second'])
  })

  it('clear removes every handler', () => {
    const bus = createEventBus<ParkadeEventMap>()
    const handler = vi.fn()
    bus.on('park-selected', handler)
    bus.clear()
    bus.emit('park-selected', { park: { id: 1 } as ParkadeEventMap['park-selected']['park'] })
    expect(handler).not.toHaveBeenCalled()
  })

  it('is typed by the event map', () => {
    const bus = createEventBus<ParkadeEventMap>()
    bus.on('country-changed', (payload) => {
      expectTypeOf(payload).toEqualTypeOf<ParkadeEventMap['country-changed']>()
      expectTypeOf(payload.code).toEqualTypeOf<string>()
    })
    expectTypeOf(bus.emit<'language-changed'>).parameter(1).toEqualTypeOf<{ language: 'en' | 'fr'; previous: 'en' | 'fr' }>()
    expectTypeOf<EventHandler<ParkadeEventMap['logout']>>().parameter(0).toEqualTypeOf<{ reason: 'logout' | 'auth-failed' }>()
    // @ts-expect-error an unknown event name
    bus.on('no-such-event', () => {})
    // @ts-expect-error a payload of the wrong shape
    bus.emit('language-changed', { language: 'de', previous: 'en' })
    // @ts-expect-error a missing payload
    bus.emit('ready')
    expect(true).toBe(true)
  })
})
