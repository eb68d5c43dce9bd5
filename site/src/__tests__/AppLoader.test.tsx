import { act, fireEvent, render, screen } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_RELOAD_DELAY_MS } from '../sdk.ts'
import { AppLoader } from '../app/AppLoader.tsx'
import { browser } from '../app/browser.ts'
import { testClient } from './siteTestUtils.tsx'

const failingApp = () => {
  const Failing = lazy(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:5173/assets/App-x.js')))
  return <Failing />
}

describe("'Loading Error' when the application cannot load (SPEC §8)", () => {
  let reload: ReturnType<typeof vi.spyOn>
  beforeEach(() => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
  })
  afterEach(() => vi.useRealTimers())

  it('reloads once by itself, 1 s after the application chunk failed', async () => {
    vi.useFakeTimers()
    render(<AppLoader client={testClient()} app={failingApp()} />)
    await act(async () => {
      await vi.advanceTimersByTimeAsync(0)
    })
    expect(screen.getByText('Reloading the page…')).toBeTruthy()
    act(() => vi.advanceTimersByTime(ERROR_RELOAD_DELAY_MS - 1))
    expect(reload).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it("after that reload, says 'Loading Error' with Retry, in the visitor's language", async () => {
    sessionStorage.setItem('parkade-site:auto-reloaded', '1')
    render(<AppLoader client={testClient(undefined, { country: 'SN' })} app={failingApp()} />)
    expect(await screen.findByRole('heading', { name: 'Erreur de chargement' })).toBeTruthy()
    expect(screen.getByText('Impossible de charger l’application. Veuillez vérifier votre connexion Internet et réessayer.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Réessayer' }))
    expect(reload).toHaveBeenCalledTimes(1)
  })

  it('shows a spinner while the application loads', () => {
    const Slow = lazy(() => new Promise<never>(() => {}))
    render(<AppLoader client={testClient()} app={<Slow />} />)
    expect(screen.getByRole('status').textContent).toContain('Loading…')
  })
})
