import { act, fireEvent, render, screen } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESOURCE_CHECK_GIVE_UP_MS, RESOURCE_CHECK_INTERVAL_MS } from '../sdk.ts'
import { browser } from '../app/browser.ts'
import { ErrorScreen } from '../errors/ErrorScreen.tsx'
import { PageErrorBoundary } from '../errors/PageErrorBoundary.tsx'
import { PageLoading } from '../errors/PageLoading.tsx'
import { useResourceCheck } from '../errors/useResourceCheck.ts'
import { lazyPage } from '../routing/lazyPage.tsx'
import { pageLoads } from '../routing/pageLoads.ts'
import { renderSite, testClient } from './siteTestUtils.tsx'

describe('resource check (SPEC §4: every 2 s, gives up at 15 s)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  function Probe({ isReady }: { isReady: () => boolean }) {
    return <p>{useResourceCheck(isReady)}</p>
  }

  it('asks every 2 s and gives up at 15 s', () => {
    expect([RESOURCE_CHECK_INTERVAL_MS, RESOURCE_CHECK_GIVE_UP_MS]).toEqual([2000, 15_000])
    const isReady = vi.fn(() => false)
    render(<Probe isReady={isReady} />)
    expect(isReady).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1999))
    expect(isReady).toHaveBeenCalledTimes(0)
    act(() => vi.advanceTimersByTime(1))
    expect(isReady).toHaveBeenCalledTimes(1)
    act(() => vi.advanceTimersByTime(12_000))
    expect(isReady).toHaveBeenCalledTimes(7)
    expect(screen.getByText('checking')).toBeTruthy()
    act(() => vi.advanceTimersByTime(999))
    expect(screen.getByText('checking')).toBeTruthy()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByText('gave-up')).toBeTruthy()
    act(() => vi.advanceTimersByTime(10_000))
    expect(isReady).toHaveBeenCalledTimes(7)
  })

  it('stops checking once the resources are there', () => {
    let ready = false
    const isReady = vi.fn(() => ready)
    render(<Probe isReady={isReady} />)
    act(() => vi.advanceTimersByTime(4000))
    ready = true
    act(() => vi.advanceTimersByTime(2000))
    expect(screen.getByText('ready')).toBeTruthy()
    act(() => vi.advanceTimersByTime(20_000))
    expect(isReady).toHaveBeenCalledTimes(3)
    expect(screen.getByText('ready')).toBeTruthy()
  })
})

describe('lazy pages: the spinner, then Loading Issue at 15 s', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows the spinner while the page chunk is on its way, and Loading Issue with Refresh when it takes 15 s', () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    const Never = lazyPage('Never', () => new Promise<never>(() => {}))
    renderSite(
      <Suspense fallback={<PageLoading />}>
        <Never />
      </Suspense>,
      { client: testClient() },
    )
    expect(screen.getByText('Loading the page…').closest('[role="status"]')).toBeTruthy()
    expect(pageLoads.settled()).toBe(false)
    act(() => vi.advanceTimersByTime(RESOURCE_CHECK_GIVE_UP_MS - 1))
    expect(screen.queryByRole('heading', { name: 'Loading Issue' })).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('heading', { name: 'Loading Issue' })).toBeTruthy()
    expect(screen.getByText('Some resources are taking longer to load than expected. This might be due to a slow internet connection.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })
})

describe('lazyPage', () => {
  it('fetches a failed chunk again on Try Again, and only then', async () => {
    let calls = 0
    let failing = true
    const Page = lazyPage('Flaky', async () => {
      calls += 1
      if (failing) throw new TypeError('Failed to fetch dynamically imported module: x')
      return { default: () => <p>loaded</p> }
    })
    vi.spyOn(console, 'error').mockImplementation(() => {})
    sessionStorage.setItem('parkade-site:auto-reloaded', '1')
    const texts = { title: 'Something went wrong', body: '', tryAgain: 'Try Again', refresh: 'Refresh', goHome: 'Go Home', reloading: '' }
    render(
      <PageErrorBoundary resetKey="/" texts={texts} onGoHome={() => {}} onRetry={pageLoads.retryFailed} renderScreen={(s) => <ErrorScreen {...s} />}>
        <Suspense fallback={<p>loading</p>}>
          <Page />
        </Suspense>
      </PageErrorBoundary>,
    )
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(calls).toBe(1)
    failing = false
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(await screen.findByText('loaded')).toBeTruthy()
    expect(calls).toBe(2)
  })
})
