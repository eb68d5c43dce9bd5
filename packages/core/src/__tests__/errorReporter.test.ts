import { describe, expect, it, vi } from 'vitest'
import { ParkadeApiError } from '../api/ParkadeApiError.ts'
import { createErrorReporter, isResourceError, RESIZE_OBSERVER_LOOP_MESSAGES } from '../errors/index.ts'
import type { ErrorEventSource } from '../errors/index.ts'

function errorEvent(fields: { message?: string; error?: unknown }) {
  return Object.assign(new Event('error'), fields)
}

function rejection(reason: unknown) {
  return Object.assign(new Event('unhandledrejection'), { reason })
}

function setup() {
  const report = vi.fn()
  const target = new EventTarget()
  const reporter = createErrorReporter({ report })
  const stop = reporter.install(target as unknown as ErrorEventSource)
  return { report, target, reporter, stop }
}

describe('createErrorReporter (SPEC §8)', () => {
  it("reports an uncaught error from the window's 'error' event", () => {
    const { report, target } = setup()
    const error = new TypeError('x is not a function')
    target.dispatchEvent(errorEvent({ message: `Uncaught ${error}`, error }))
    expect(report).toHaveBeenCalledExactlyOnceWith(error, { source: 'error' })
  })

  it('reports an error event with only a message as an Error', () => {
    const { report, target } = setup()
    target.dispatchEvent(errorEvent({ message: 'Script error.', error: null }))
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0]![0]).toBeInstanceOf(Error)
    expect((report.mock.calls[0]![0] as Error).message).toBe('Script error.')
  })

  it.each(RESIZE_OBSERVER_LOOP_MESSAGES)('ignores the ResizeObserver warning "%s", with or without an error object', (message) => {
    const { report, target, reporter } = setup()
    target.dispatchEvent(errorEvent({ message }))
    target.dispatchEvent(errorEvent({ message: `Uncaught Error: ${message}`, error: new Error(message) }))
    expect(reporter.capture(new Error(message))).toBe(false)
    expect(report).not.toHaveBeenCalled()
  })

  it('reports a rejection whose reason is an Error', () => {
    const { report, target } = setup()
    const error = new Error('boom')
    target.dispatchEvent(rejection(error))
    expect(report).toHaveBeenCalledExactlyOnceWith(error, { source: 'unhandledrejection' })
  })

  it.each([undefined, null, 'cancelled', 42, { detail: 'Not Found' }])('ignores a rejection whose reason is not an Error: %s', (reason) => {
    const { report, target } = setup()
    target.dispatchEvent(rejection(reason))
    expect(report).not.toHaveBeenCalled()
  })

  it('reports the same Error once, wherever it is seen', () => {
    const { report, target, reporter } = setup()
    const error = new Error('once')
    reporter.capture(error, { source: 'boundary', componentStack: '\n    at Page' })
    target.dispatchEvent(errorEvent({ message: error.message, error }))
    target.dispatchEvent(rejection(error))
    expect(report).toHaveBeenCalledExactlyOnceWith(error, { source: 'boundary', componentStack: '\n    at Page' })
  })

  it('stops listening when the function install returned is called', () => {
    const { report, target, stop } = setup()
    stop()
    target.dispatchEvent(errorEvent({ message: 'late', error: new Error('late') }))
    target.dispatchEvent(rejection(new Error('late')))
    expect(report).not.toHaveBeenCalled()
  })

  it('does not install anything until asked', () => {
    const report = vi.fn()
    const target = new EventTarget()
    const add = vi.spyOn(target, 'addEventListener')
    createErrorReporter({ report })
    expect(add).not.toHaveBeenCalled()
  })

  it('wraps a manual capture of a value that is not an Error, and reports nothing for nothing', () => {
    const report = vi.fn()
    const reporter = createErrorReporter({ report })
    expect(reporter.capture('a string')).toBe(true)
    expect((report.mock.calls[0]![0] as Error).message).toBe('a string')
    expect(reporter.capture(undefined)).toBe(false)
    expect(reporter.capture('from a listener', { source: 'unhandledrejection' })).toBe(false)
    expect(report).toHaveBeenCalledTimes(1)
  })

  it("applies the host's own ignore rule", () => {
    const report = vi.fn()
    const reporter = createErrorReporter({ report, ignore: (error) => error.message.startsWith('extension:') })
    expect(reporter.capture(new Error('extension: noise'))).toBe(false)
    expect(reporter.capture(new Error('real'))).toBe(true)
    expect(report).toHaveBeenCalledTimes(1)
  })

  it('survives a monitoring call that throws', () => {
    const reporter = createErrorReporter({
      report: () => {
        throw new Error('monitoring down')
      },
    })
    expect(() => reporter.capture(new Error('x'))).not.toThrow()
  })
})

describe('isResourceError (SPEC §4: maps, autocomplete, undefined property, fetch failures)', () => {
  it.each([
    ['Chromium fetch failure', new TypeError('Failed to fetch')],
    ['Firefox fetch failure', new TypeError('NetworkError when attempting to fetch resource.')],
    ['Safari fetch failure', new TypeError('Load failed')],
    ['Chromium lazy chunk', new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/HomePage-abc.js')],
    ['Firefox lazy chunk', new TypeError('error loading dynamically imported module: http://x/a.js')],
    ['Safari lazy chunk', new TypeError('Importing a module script failed.')],
    ['webpack chunk', Object.assign(new Error('Loading chunk 42 failed.'), { name: 'ChunkLoadError' })],
    ['Google Maps', new Error('google.maps is not defined')],
    ['Maps script', new Error('Failed to load https://maps.googleapis.com/maps/api/js')],
    ['place autocomplete', new Error('Autocomplete is not a constructor')],
    ['Chromium undefined property', new TypeError("Cannot read properties of undefined (reading 'lat')")],
    ['old Chromium undefined property', new TypeError("Cannot read property 'lat' of undefined")],
    ['Safari undefined property', new TypeError("undefined is not an object (evaluating 'park.lat')")],
    ['Firefox undefined property', new TypeError('can\'t access property "lat", park is undefined')],
    ['SDK network failure', new ParkadeApiError('Network error. Please check your internet connection and try again.', { kind: 'network' })],
    ['SDK time-out', new ParkadeApiError('The server took too long to answer. Please try again.', { kind: 'timeout' })],
  ])('%s is a resource error', (_name, error) => {
    expect(isResourceError(error)).toBe(true)
  })

  it.each([
    ['a server refusal', new ParkadeApiError('Booking not found', { kind: 'http', status: 404 })],
    ['an aborted request', new ParkadeApiError('The request was cancelled.', { kind: 'aborted' })],
    ['a null property', new TypeError("Cannot read properties of null (reading 'x')")],
    ['a plain bug', new RangeError('Invalid time value')],
    ['nothing', undefined],
    ['a number', 42],
  ])('%s is not', (_name, error) => {
    expect(isResourceError(error)).toBe(false)
  })
})
