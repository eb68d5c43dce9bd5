import { afterEach, beforeEach, describe, expect, expectTypeOf, it, vi } from 'vitest'
import { DEFAULT_IP_LOOKUP_URL, detectCountryByIp, directionsUrl, GeolocationError, getBrowserPosition } from '../geo/index.ts'
import type { FetchLike, FetchResponseLike, GeolocationLike } from '../geo/index.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

function jsonResponse(body: unknown, ok = true): FetchResponseLike {
  return { ok, json: () => Promise.resolve(body) }
}

/** A fetch that answers `body`. */
function answering(body: unknown, ok = true) {
  return vi.fn<FetchLike>(() => Promise.resolve(jsonResponse(body, ok)))
}

/** A fetch that never answers but, like the real one, rejects when its signal aborts. */
function hanging() {
  return vi.fn<FetchLike>(
    (_url, init) =>
      new Promise((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError')))
      }),
  )
}

/** Reports whether a promise has settled, without waiting for it. */
function track<T>(promise: Promise<T>) {
  const state: { settled: boolean; value?: T; error?: unknown } = { settled: false }
  promise.then(
    (value) => Object.assign(state, { settled: true, value }),
    (error: unknown) => Object.assign(state, { settled: true, error }),
  )
  return state
}

describe('detectCountryByIp (SPEC §4, §7)', () => {
  it('reads country_code from ipapi.co by default, upper-cased', async () => {
    const fetch = answering({ ip: '41.0.0.1', country_code: 'sn', country: 'SN' })
    await expect(detectCountryByIp({ fetch })).resolves.toBe('SN')
    expect(DEFAULT_IP_LOOKUP_URL).toBe('https://ipapi.co/json/')
    expect(fetch).toHaveBeenCalledOnce()
    expect(fetch.mock.calls[0]?.[0]).toBe('https://ipapi.co/json/')
    expect(fetch.mock.calls[0]?.[1]?.signal).toBeInstanceOf(AbortSignal)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('uses the given url', async () => {
    const fetch = answering({ country_code: 'CA' })
    await expect(detectCountryByIp({ fetch, url: 'http://127.0.0.1:8787/geo' })).resolves.toBe('CA')
    expect(fetch.mock.calls[0]?.[0]).toBe('http://127.0.0.1:8787/geo')
  })

  it('gives up at 5 s, aborting the request, and answers NG', async () => {
    const fetch = hanging()
    const state = track(detectCountryByIp({ fetch }))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(state.settled).toBe(false)
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.value).toBe('NG')
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true)
  })

  it('gives up at the timeout even when fetch ignores its signal', async () => {
    const fetch = vi.fn<FetchLike>(() => new Promise(() => {}))
    const state = track(detectCountryByIp({ fetch, timeoutMs: 1000 }))
    await vi.advanceTimersByTimeAsync(999)
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.value).toBe('NG')
  })

  it('answers NG on a non-2xx answer', async () => {
    await expect(detectCountryByIp({ fetch: answering({ country_code: 'US' }, false) })).resolves.toBe('NG')
  })

  it('answers NG on a network error', async () => {
    const fetch = vi.fn<FetchLike>(() => Promise.reject(new TypeError('Failed to fetch')))
    await expect(detectCountryByIp({ fetch })).resolves.toBe('NG')
  })

  it('answers NG on a body that is not JSON', async () => {
    const fetch = vi.fn<FetchLike>(() =>
      Promise.resolve({ ok: true, json: () => Promise.reject(new SyntaxError('Unexpected token <')) }),
    )
    await expect(detectCountryByIp({ fetch })).resolves.toBe('NG')
  })

  it.each([[{ country_code: 'NGA' }], [{ country_code: 566 }], [{ country_code: '' }], [{ country: 'US' }], [null], ['US'], [[]]])(
    'answers NG when the body %j carries no two-letter code',
    async (body) => {
      await expect(detectCountryByIp({ fetch: answering(body) })).resolves.toBe('NG')
    },
  )

  it('answers the given fallback instead of NG', async () => {
    await expect(detectCountryByIp({ fetch: answering({}, false), fallback: 'US' })).resolves.toBe('US')
  })

  it("answers the fallback when the caller's signal aborts, before or during the request", async () => {
    const before = new AbortController()
    before.abort()
    const unused = answering({ country_code: 'CA' })
    await expect(detectCountryByIp({ fetch: unused, signal: before.signal })).resolves.toBe('NG')
    expect(unused).not.toHaveBeenCalled()

    const during = new AbortController()
    const fetch = hanging()
    const state = track(detectCountryByIp({ fetch, signal: during.signal }))
    await vi.advanceTimersByTimeAsync(100)
    during.abort()
    await vi.advanceTimersByTimeAsync(0)
    expect(state.value).toBe('NG')
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(true)
  })

  it('looks up the global fetch at call time, and answers NG without one', async () => {
    vi.stubGlobal('fetch', undefined)
    await expect(detectCountryByIp()).resolves.toBe('NG')
    vi.stubGlobal('fetch', answering({ country_code: 'us' }))
    await expect(detectCountryByIp()).resolves.toBe('US')
  })

  it('accepts the real fetch', () => {
    expectTypeOf<typeof fetch>().toExtend<FetchLike>()
  })
})

type Success = Parameters<GeolocationLike['getCurrentPosition']>[0]
type Failure = NonNullable<Parameters<GeolocationLike['getCurrentPosition']>[1]>

/** A geolocation whose callbacks the test fires. */
function fakeGeolocation() {
  const calls: { success: Success; error: Failure | null | undefined; options: PositionOptions | undefined }[] = []
  const geolocation: GeolocationLike = {
    getCurrentPosition(success, error, options) {
      calls.push({ success, error, options })
    },
  }
  return { geolocation, calls }
}

describe('getBrowserPosition (SPEC §9: 5000 ms)', () => {
  it('resolves lat/lng and asks with a 5000 ms timeout', async () => {
    const { geolocation, calls } = fakeGeolocation()
    const position = getBrowserPosition({ geolocation })
    expect(calls[0]?.options).toEqual({ timeout: 5000, enableHighAccuracy: false, maximumAge: 0 })
    calls[0]?.success({ coords: { latitude: 6.5244, longitude: 3.3792 } })
    await expect(position).resolves.toEqual({ lat: 6.5244, lng: 3.3792 })
    expect(vi.getTimerCount()).toBe(0)
  })

  it.each([
    [1, 'denied'],
    [2, 'unavailable'],
    [3, 'timeout'],
    [99, 'unavailable'],
  ] as const)('maps error code %i to %j', async (code, expected) => {
    const { geolocation, calls } = fakeGeolocation()
    const position = getBrowserPosition({ geolocation })
    calls[0]?.error?.({ code, message: 'nope' })
    const error = await position.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(GeolocationError)
    expect(error).toBeInstanceOf(Error)
    expect((error as GeolocationError).code).toBe(expected)
    expect((error as GeolocationError).name).toBe('GeolocationError')
    expect((error as GeolocationError).cause).toEqual({ code, message: 'nope' })
  })

  it('rejects with timeout at 5000 ms when the browser never answers, and ignores a late answer', async () => {
    const { geolocation, calls } = fakeGeolocation()
    const state = track(getBrowserPosition({ geolocation }))
    await vi.advanceTimersByTimeAsync(4_999)
    expect(state.settled).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(state.error).toBeInstanceOf(GeolocationError)
    expect((state.error as GeolocationError).code).toBe('timeout')
    calls[0]?.success({ coords: { latitude: 1, longitude: 2 } })
    await vi.advanceTimersByTimeAsync(0)
    expect(state.value).toBeUndefined()
  })

  it('honours a custom timeout', async () => {
    const { geolocation, calls } = fakeGeolocation()
    const state = track(getBrowserPosition({ geolocation, timeoutMs: 2000 }))
    expect(calls[0]?.options?.timeout).toBe(2000)
    await vi.advanceTimersByTimeAsync(2000)
    expect((state.error as GeolocationError).code).toBe('timeout')
  })

  it('rejects unsupported when there is no geolocation', async () => {
    await expect(getBrowserPosition({ geolocation: null })).rejects.toMatchObject({ code: 'unsupported' })
    vi.stubGlobal('navigator', undefined)
    await expect(getBrowserPosition()).rejects.toMatchObject({ code: 'unsupported', name: 'GeolocationError' })
    vi.stubGlobal('navigator', {})
    await expect(getBrowserPosition()).rejects.toMatchObject({ code: 'unsupported' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('rejects unsupported when the browser throws instead of calling back', async () => {
    const geolocation: GeolocationLike = {
      getCurrentPosition() {
        throw new DOMException('Blocked by permissions policy', 'SecurityError')
      },
    }
    await expect(getBrowserPosition({ geolocation })).rejects.toMatchObject({ code: 'unsupported' })
    expect(vi.getTimerCount()).toBe(0)
  })

  it('looks up navigator.geolocation at call time', async () => {
    const { geolocation, calls } = fakeGeolocation()
    vi.stubGlobal('navigator', { geolocation })
    const position = getBrowserPosition()
    calls[0]?.success({ coords: { latitude: 14.7167, longitude: -17.4677 } })
    await expect(position).resolves.toEqual({ lat: 14.7167, lng: -17.4677 })
  })

  it('accepts the real navigator.geolocation', () => {
    expectTypeOf<Geolocation>().toExtend<GeolocationLike>()
  })
})

describe('directionsUrl: the driver\'s maps app at the park', () => {
  const park = { lat: 6.5774, lng: 3.3212, label: 'Murtala Muhammed Airport (Car Park A)' }
  const android = 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 Chrome/131.0 Mobile Safari/537.36'
  const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1'

  it('hands Android a geo: URI with the coordinates and the name', () => {
    expect(directionsUrl(park, android)).toBe('geo:6.577400,3.321200?q=6.577400,3.321200(Murtala%20Muhammed%20Airport%20Car%20Park%20A)')
  })

  it('gives other devices the cross-platform Maps URL, driving to the coordinates', () => {
    for (const agent of [iphone, 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0', '']) {
      expect(directionsUrl(park, agent)).toBe('https://www.google.com/maps/dir/?api=1&destination=6.577400,3.321200&travelmode=driving')
    }
  })
})
