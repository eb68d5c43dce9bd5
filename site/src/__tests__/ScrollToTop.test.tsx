import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Link } from 'react-router'
import { SCROLL_TOP_REPEAT_MS } from '../sdk.ts'
import { renderSite, testClient } from './siteTestUtils.tsx'

describe('scroll to the top on every route change (SPEC §2)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('scrolls at once, then again at 100 ms and 500 ms', () => {
    expect(SCROLL_TOP_REPEAT_MS).toEqual([100, 500])
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderSite(<Link to="/parks-list">next page</Link>, { client: testClient() })
    scrollTo.mockClear()

    fireEvent.click(screen.getByRole('link', { name: 'next page' }))
    expect(screen.getByTestId('location').textContent).toBe('/parks-list')
    expect(scrollTo).toHaveBeenCalledTimes(1)
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0)

    act(() => vi.advanceTimersByTime(99))
    expect(scrollTo).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledTimes(2)
    act(() => vi.advanceTimersByTime(399))
    expect(scrollTo).toHaveBeenCalledTimes(2)
    act(() => vi.advanceTimersByTime(1))
    expect(scrollTo).toHaveBeenCalledTimes(3)
    act(() => vi.advanceTimersByTime(5000))
    expect(scrollTo).toHaveBeenCalledTimes(3)
  })

  it('does not scroll when the route stays the same', () => {
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation(() => {})
    renderSite(<Link to="/">same page</Link>, { client: testClient() })
    act(() => vi.advanceTimersByTime(1000))
    scrollTo.mockClear()
    fireEvent.click(screen.getByRole('link', { name: 'same page' }))
    act(() => vi.advanceTimersByTime(1000))
    expect(scrollTo).not.toHaveBeenCalled()
  })
})
