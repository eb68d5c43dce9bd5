import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ParkadeApiError } from '@parkade/core'
import { deferred } from '@parkade/contract/testing'
import type { Deferred } from '@parkade/contract/testing'
import { useLoad } from '../ui/useLoad.ts'

/** A loader whose every request waits for the test to answer it, by the key it was asked for. */
function loader() {
  const asked: { key: string; signal: AbortSignal; answer: Deferred<string> }[] = []
  return {
    asked,
    load: (key: string | null) => (signal: AbortSignal) => {
      const answer = deferred<string>()
      asked.push({ key: key ?? '', signal, answer })
      return answer.promise
    },
  }
}

afterEach(() => vi.useRealTimers())

describe('useLoad', () => {
  it('asks nothing without a key, and is loading until the key’s answer arrives', async () => {
    const { asked, load } = loader()
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load(key)), { initialProps: { key: null as string | null } })
    expect(result.current.status).toBe('idle')
    expect(asked).toHaveLength(0)

    rerender({ key: 'lagos' })
    expect(result.current).toMatchObject({ status: 'loading', value: null, error: null })
    await act(async () => asked[0]!.answer.resolve('Lagos answer'))
    expect(result.current).toMatchObject({ status: 'success', value: 'Lagos answer', last: 'Lagos answer' })
  })

  it('aborts the older key’s request: its late answer never replaces the newer one, and the last answer shows meanwhile', async () => {
    const { asked, load } = loader()
    const { result, rerender } = renderHook(({ key }) => useLoad(key, load(key)), { initialProps: { key: 'lagos' as string | null } })
    await act(async () => asked[0]!.answer.resolve('Lagos answer'))
    rerender({ key: 'dakar' })
    rerender({ key: 'abuja' })
    expect(asked.slice(1).map((a) => [a.key, a.signal.aborted])).toEqual([
      ['dakar', true],
      ['abuja', false],
    ])
    expect(result.current).toMatchObject({ status: 'loading', value: null, last: 'Lagos answer' })

    await act(async () => asked[1]!.answer.resolve('Dakar answer'))
    expect(result.current).toMatchObject({ status: 'loading', last: 'Lagos answer' })
    await act(async () => asked[2]!.answer.resolve('Abuja answer'))
    expect(result.current).toMatchObject({ status: 'success', value: 'Abuja answer' })
  })

  it('says why a request failed, with what was thrown, and asks again on retry', async () => {
    const { asked, load } = loader()
    const { result } = renderHook(() => useLoad('lagos', load('lagos')))
    const refusal = new ParkadeApiError('Park not found', { kind: 'http', status: 404, code: 'park.not_found' })
    await act(async () => asked[0]!.answer.reject(refusal))
    expect(result.current.status).toBe('error')
    expect(result.current.error).toMatchObject({ message: 'Park not found', code: 'park.not_found' })
    expect(result.current.error?.cause).toBe(refusal)

    act(() => result.current.retry())
    expect(asked).toHaveLength(2)
    expect(result.current).toMatchObject({ status: 'loading', error: null })
    await act(async () => asked[1]!.answer.resolve('found'))
    expect(result.current).toMatchObject({ status: 'success', value: 'found', error: null })
  })

  it('with a delay, asks once for a key that changes within it (typing)', async () => {
    vi.useFakeTimers()
    const { asked, load } = loader()
    const { rerender } = renderHook(({ key }) => useLoad(key, load(key), 200), { initialProps: { key: 'la' } })
    for (const key of ['lag', 'lago', 'lagos']) {
      await act(async () => vi.advanceTimersByTime(100))
      rerender({ key })
    }
    expect(asked).toHaveLength(0)
    await act(async () => vi.advanceTimersByTime(200))
    expect(asked.map((a) => a.key)).toEqual(['lagos'])
  })

  it('asks with the loader of the render that asked, not the first one', async () => {
    const seen: string[] = []
    const { rerender } = renderHook(({ key, word }) => useLoad(key, async () => (seen.push(word), word)), { initialProps: { key: 'a', word: 'first' } })
    rerender({ key: 'b', word: 'second' })
    await act(async () => {})
    expect(seen).toEqual(['first', 'second'])
  })
})
