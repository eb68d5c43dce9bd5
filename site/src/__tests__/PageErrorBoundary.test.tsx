import { act, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Link } from 'react-router'
import { ERROR_RELOAD_DELAY_MS, createErrorReporter } from '../sdk.ts'
import { browser } from '../app/browser.ts'
import { ErrorScreen } from '../errors/ErrorScreen.tsx'
import { PageErrorBoundary } from '../errors/PageErrorBoundary.tsx'
import { SiteErrorBoundary } from '../errors/SiteErrorBoundary.tsx'
import { autoReloadClaimed } from '../errors/autoReload.ts'
import { renderSite, testClient } from './siteTestUtils.tsx'

const TEXTS = { title: 'Something went wrong', body: 'body', tryAgain: 'Try Again', refresh: 'Refresh', goHome: 'Go Home', reloading: 'Reloading the page…' }

function Thrower({ error }: { error: Error | null }): null {
  if (error) throw error
  return null
}

function renderBoundary(error: Error, options: { onGoHome?: () => void; resetKey?: string } = {}) {
  const reporter = createErrorReporter({ report: vi.fn() })
  const utils = render(
    <PageErrorBoundary resetKey={options.resetKey ?? '/page'} texts={TEXTS} onGoHome={options.onGoHome ?? (() => {})} reporter={reporter} renderScreen={(screen) => <ErrorScreen {...screen} />}>
      <Thrower error={error} />
    </PageErrorBoundary>,
  )
  return { ...utils, reporter }
}

const resourceError = () => new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/WalletPage-x.js')

describe('error boundary (SPEC §4)', () => {
  let reload: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    vi.useFakeTimers()
    vi.spyOn(console, 'error').mockImplementation(() => {})
    reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
  })
  afterEach(() => vi.useRealTimers())

  it('reloads by itself 1 s after a resource error, remembering the attempt in sessionStorage', () => {
    expect(ERROR_RELOAD_DELAY_MS).toBe(1000)
    renderBoundary(resourceError())
    expect(screen.getByText('Reloading the page…')).toBeTruthy()
    expect(autoReloadClaimed()).toBe(true)
    act(() => vi.advanceTimersByTime(ERROR_RELOAD_DELAY_MS - 1))
    expect(reload).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it.each([
    ['maps', new Error('google.maps is not defined')],
    ['autocomplete', new Error('Autocomplete is not a constructor')],
    ['undefined property', new TypeError("Cannot read properties of undefined (reading 'lat')")],
    ['fetch failure', new TypeError('Failed to fetch')],
  ])('treats a %s error as a resource error', (_kind, error) => {
    renderBoundary(error)
    act(() => vi.advanceTimersByTime(ERROR_RELOAD_DELAY_MS))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('reloads only once: after the reload, the same failure shows the error screen', () => {
    sessionStorage.setItem('parkade-site:auto-reloaded', String(Date.now()))
    renderBoundary(resourceError())
    act(() => vi.advanceTimersByTime(10_000))
    expect(reload).not.toHaveBeenCalled()
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
  })

  it('shows the error screen at once for an error that is not a resource error, and never reloads', () => {
    renderBoundary(new RangeError('Invalid time value'))
    expect(screen.getByRole('alert')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeTruthy()
    act(() => vi.advanceTimersByTime(10_000))
    expect(reload).not.toHaveBeenCalled()
    expect(autoReloadClaimed()).toBe(false)
  })

  it("'Refresh' reloads the page", () => {
    renderBoundary(new RangeError('x'))
    fireEvent.click(screen.getByRole('button', { name: 'Refresh' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("'Go Home' appears only after more than one retry", () => {
    const onGoHome = vi.fn()
    renderBoundary(new RangeError('always'), { onGoHome })
    expect(screen.queryByRole('button', { name: 'Go Home' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.queryByRole('button', { name: 'Go Home' })).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    fireEvent.click(screen.getByRole('button', { name: 'Go Home' }))
    expect(onGoHome).toHaveBeenCalledTimes(1)
  })

  it("'Try Again' renders the page again, which may now work", () => {
    let broken = true
    function Flaky() {
      if (broken) throw new RangeError('until fixed')
      return <p>page content</p>
    }
    render(
      <PageErrorBoundary resetKey="/" texts={TEXTS} onGoHome={() => {}} renderScreen={(s) => <ErrorScreen {...s} />}>
        <Flaky />
      </PageErrorBoundary>,
    )
    broken = false
    fireEvent.click(screen.getByRole('button', { name: 'Try Again' }))
    expect(screen.getByText('page content')).toBeTruthy()
  })

  it('reports the error once to the reporter, with its component stack', () => {
    const report = vi.fn()
    const error = new RangeError('reported')
    render(
      <PageErrorBoundary resetKey="/" texts={TEXTS} onGoHome={() => {}} reporter={createErrorReporter({ report })} renderScreen={(s) => <ErrorScreen {...s} />}>
        <Thrower error={error} />
      </PageErrorBoundary>,
    )
    expect(report).toHaveBeenCalledTimes(1)
    expect(report.mock.calls[0]![0]).toBe(error)
    expect(report.mock.calls[0]![1]).toMatchObject({ source: 'boundary', componentStack: expect.stringContaining('Thrower') })
  })

  it('moves the focus to the error heading', () => {
    renderBoundary(new RangeError('x'))
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Something went wrong' }))
  })
})

describe('the site boundary', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}))

  it('shows the screen in the current language and clears on another path, which frees the auto reload', () => {
    vi.spyOn(browser, 'reload').mockImplementation(() => {})
    function Page({ fail }: { fail: boolean }) {
      if (fail) throw new RangeError('Invalid time value')
      return <Link to="/elsewhere">elsewhere</Link>
    }
    const client = testClient(undefined, { country: 'SN' })
    const { rerender } = renderSite(
      <SiteErrorBoundary>
        <Page fail />
      </SiteErrorBoundary>,
      { client, path: '/broken' },
    )
    expect(screen.getByRole('heading', { name: 'Une erreur est survenue' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Réessayer' })).toBeTruthy()
    rerender(<></>)
  })

  it('forgets the remembered reload once the driver reaches another page without an error', () => {
    sessionStorage.setItem('parkade-site:auto-reloaded', '1')
    const client = testClient()
    renderSite(
      <SiteErrorBoundary>
        <Link to="/other">other page</Link>
      </SiteErrorBoundary>,
      { client, path: '/first' },
    )
    expect(autoReloadClaimed()).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: 'other page' }))
    expect(autoReloadClaimed()).toBe(false)
  })
})
