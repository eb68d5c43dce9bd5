import { act, fireEvent, render, screen, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { MemoryRouter } from 'react-router'
import { HEADER_SHRINK_SCROLL_PX, MENU_MODAL_DELAY_MS, ParkadeProvider } from '../sdk.ts'
import { Header } from '../shell/Header.tsx'
import { useHeaderShrink } from '../shell/useHeaderShrink.ts'
import { renderSite, testClient } from './siteTestUtils.tsx'

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y })
  act(() => {
    window.dispatchEvent(new Event('scroll'))
  })
}

afterEach(() => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 })
})

describe('header shrink (SPEC §2: after 20 px)', () => {
  function Probe() {
    return <p>{useHeaderShrink() ? 'shrunk' : 'full'}</p>
  }

  it('stays full up to 20 px and shrinks past it, and grows back', () => {
    expect(HEADER_SHRINK_SCROLL_PX).toBe(20)
    render(<Probe />)
    scrollTo(20)
    expect(screen.getByText('full')).toBeTruthy()
    scrollTo(21)
    expect(screen.getByText('shrunk')).toBeTruthy()
    scrollTo(0)
    expect(screen.getByText('full')).toBeTruthy()
  })

  it('marks the header element, which loses its transparency once shrunk', () => {
    renderSite(<Header transparent />, { client: testClient() })
    const header = screen.getByRole('banner')
    expect(header.dataset.shrunk).toBe('false')
    expect(header.dataset.transparent).toBe('true')
    scrollTo(40)
    expect(header.dataset.shrunk).toBe('true')
    expect(header.dataset.transparent).toBe('false')
  })
})

describe('header navigation', () => {
  it.each([
    ['NG', true],
    ['SN', false],
    ['US', false],
    ['CA', false],
  ])('the vehicle documents link shows only for NG: %s → %s', (country, shown) => {
    renderSite(<Header />, { client: testClient(undefined, { country, language: 'en' }) })
    const nav = screen.getByRole('navigation', { name: 'Main navigation' })
    expect(within(nav).queryByRole('link', { name: 'Vehicle Documents Renewal' }) !== null).toBe(shown)
  })

  it('follows a country change to and from NG', () => {
    const client = testClient(undefined, { country: 'US' })
    renderSite(<Header />, { client })
    expect(screen.queryByRole('link', { name: 'Vehicle Documents Renewal' })).toBeNull()
    act(() => {
      client.stores.country.getState().setCountry('NG')
    })
    expect(screen.getByRole('link', { name: 'Vehicle Documents Renewal' }).getAttribute('href')).toBe('/vehicle-docs-renewal')
  })

  it('renders in French for Senegal', () => {
    renderSite(<Header />, { client: testClient(undefined, { country: 'SN' }) })
    expect(screen.getByRole('navigation', { name: 'Navigation principale' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Se connecter' })).toBeTruthy()
  })
})

describe('a modal opened from a menu waits 100 ms (SPEC §2)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('the login dialog chosen in the phone menu opens 100 ms after the menu closes', () => {
    expect(MENU_MODAL_DELAY_MS).toBe(100)
    renderSite(<Header />, { client: testClient() })
    const toggle = screen.getByRole('button', { name: 'Open menu' })
    fireEvent.click(toggle)
    expect(toggle.getAttribute('aria-expanded')).toBe('true')
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByRole('button', { name: 'Open menu' }).getAttribute('aria-expanded')).toBe('false')
    act(() => vi.advanceTimersByTime(MENU_MODAL_DELAY_MS - 1))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy()
  })

  it('the country panel chosen in the phone menu also waits', () => {
    renderSite(<Header />, { client: testClient() })
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }))
    fireEvent.click(screen.getByRole('button', { name: /Country and language: Nigeria, English/ }))
    act(() => vi.advanceTimersByTime(MENU_MODAL_DELAY_MS - 1))
    expect(screen.queryByRole('dialog')).toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole('dialog', { name: 'Country and language' })).toBeTruthy()
  })

  it('with the menu closed (desktop) the login dialog opens at once', () => {
    renderSite(<Header />, { client: testClient() })
    fireEvent.click(screen.getByRole('button', { name: 'Log in' }))
    expect(screen.getByRole('dialog', { name: 'Log in' })).toBeTruthy()
  })
})

describe('the header outside the site shell', () => {
  it('needs the login dialog of the shell', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() =>
      render(
        <ParkadeProvider client={testClient()}>
          <MemoryRouter>
            <Header />
          </MemoryRouter>
        </ParkadeProvider>,
      ),
    ).toThrow(/SiteLoginDialog/)
  })
})
