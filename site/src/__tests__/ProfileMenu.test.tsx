import { act, fireEvent, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { browser } from '../app/browser.ts'
import { ProfileMenu } from '../shell/ProfileMenu.tsx'
import { SAMPLE_PROFILE, fakeApi, renderSite, route, testClient } from './siteTestUtils.tsx'

function signedInClient() {
  const { fetch } = fakeApi([route('GET', '/users/profile', SAMPLE_PROFILE)])
  const client = testClient(fetch, { token: 'token-1' })
  client.stores.profile.getState().setProfile({ ...SAMPLE_PROFILE, auth_providers: ['password'] })
  return client
}

const menuButton = () => screen.getByRole('button', { name: /Ada, Account menu/ })
const items = () => screen.getAllByRole('menuitem')

describe('profile menu (SPEC §2: My Bookings, Wallet, Profile, Logout)', () => {
  it('is a menu button: closed, then open with its four items, first one focused', () => {
    renderSite(<ProfileMenu />, { client: signedInClient() })
    const button = menuButton()
    expect(button.getAttribute('aria-haspopup')).toBe('menu')
    expect(button.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByRole('menu')).toBeNull()
    fireEvent.click(button)
    expect(button.getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByRole('menu', { name: 'Account menu' })).toBeTruthy()
    expect(items().map((item) => item.textContent)).toEqual(['My Bookings', 'Wallet', 'Profile', 'Logout'])
    expect(document.activeElement).toBe(items()[0])
    expect(items().slice(0, 3).map((item) => item.getAttribute('href'))).toEqual(['/bookings', '/wallet', '/profile'])
  })

  it('moves with the arrow keys, Home and End, and wraps', () => {
    renderSite(<ProfileMenu />, { client: signedInClient() })
    fireEvent.keyDown(menuButton(), { key: 'ArrowDown' })
    const menu = screen.getByRole('menu')
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items()[1])
    fireEvent.keyDown(menu, { key: 'End' })
    expect(document.activeElement).toBe(items()[3])
    fireEvent.keyDown(menu, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(items()[0])
    fireEvent.keyDown(menu, { key: 'ArrowUp' })
    expect(document.activeElement).toBe(items()[3])
    fireEvent.keyDown(menu, { key: 'Home' })
    expect(document.activeElement).toBe(items()[0])
  })

  it('opens on the last item with ArrowUp', () => {
    renderSite(<ProfileMenu />, { client: signedInClient() })
    fireEvent.keyDown(menuButton(), { key: 'ArrowUp' })
    expect(document.activeElement).toBe(items()[3])
  })

  it('closes on Escape and gives the focus back to its button', () => {
    renderSite(<ProfileMenu />, { client: signedInClient() })
    fireEvent.click(menuButton())
    fireEvent.keyDown(screen.getByRole('menu'), { key: 'Escape' })
    expect(screen.queryByRole('menu')).toBeNull()
    expect(document.activeElement).toBe(menuButton())
    expect(menuButton().getAttribute('aria-expanded')).toBe('false')
  })

  it('closes on a click outside it', () => {
    renderSite(<ProfileMenu />, { client: signedInClient() })
    fireEvent.click(menuButton())
    fireEvent.pointerDown(document.body)
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('goes to the chosen page', () => {
    renderSite(<ProfileMenu />, { client: signedInClient() })
    fireEvent.click(menuButton())
    fireEvent.click(screen.getByRole('menuitem', { name: 'Wallet' }))
    expect(screen.getByTestId('location').textContent).toBe('/wallet')
    expect(screen.queryByRole('menu')).toBeNull()
  })

  it('Logout clears the token and the profile, goes home and reloads (SPEC §4)', () => {
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
    const client = signedInClient()
    renderSite(<ProfileMenu />, { client, path: '/wallet' })
    fireEvent.click(menuButton())
    act(() => {
      fireEvent.click(screen.getByRole('menuitem', { name: 'Logout' }))
    })
    expect(client.stores.auth.getState().token).toBeNull()
    expect(client.stores.profile.getState().profile).toBeNull()
    expect(client.storage.get('token')).toBeNull()
    expect(screen.getByTestId('location').textContent).toBe('/')
    expect(reload).toHaveBeenCalledTimes(1)
  })
})
