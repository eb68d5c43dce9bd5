import { act, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { ParkadeProvider } from '../provider/ParkadeProvider.tsx'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { useTranslation } from '../i18n/useTranslation.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { fakeApi, testClient } from './renderWithParkade.tsx'

function SessionProbe({ name }: { name: string }) {
  const token = useParkadeStore('auth', (s) => s.token)
  const { t } = useTranslation()
  return (
    <ParkadeRoot feature="probe" data-testid={name}>
      {name}:{token ?? 'none'}:{t('common.cancel')}
    </ParkadeRoot>
  )
}

describe('ParkadeProvider', () => {
  it('shares one session between every component under it', () => {
    const client = testClient(fakeApi([]).fetch)
    render(
      <ParkadeProvider client={client}>
        <SessionProbe name="a" />
        <SessionProbe name="b" />
      </ParkadeProvider>,
    )
    expect(screen.getByTestId('a').textContent).toBe('a:none:Cancel')
    act(() => client.stores.auth.getState().setSession('tok-9'))
    expect(screen.getByTestId('a').textContent).toBe('a:tok-9:Cancel')
    expect(screen.getByTestId('b').textContent).toBe('b:tok-9:Cancel')
  })

  it('hands a host session to the client', () => {
    const client = testClient(fakeApi([]).fetch)
    render(
      <ParkadeProvider client={client} token="host-token">
        <SessionProbe name="a" />
      </ParkadeProvider>,
    )
    expect(client.stores.auth.getState().token).toBe('host-token')
  })

  it('signs the client out when the host takes its session back, and only the session it handed in', () => {
    const client = testClient(fakeApi([]).fetch)
    const page = (token: string | null) => (
      <ParkadeProvider client={client} token={token}>
        <SessionProbe name="a" />
      </ParkadeProvider>
    )
    const { rerender } = render(page('host-token'))
    rerender(page(null))
    expect(client.stores.auth.getState().token).toBeNull()
    expect(screen.getByTestId('a').textContent).toBe('a:none:Cancel')

    // A driver who signed in through the SDK meanwhile stays signed in when the host has nothing to take back.
    act(() => client.stores.auth.getState().setSession('sdk-token'))
    rerender(page(null))
    expect(client.stores.auth.getState().token).toBe('sdk-token')
  })

  it('switches every string to French when the country becomes Senegal', () => {
    const client = testClient(fakeApi([]).fetch)
    render(
      <ParkadeProvider client={client}>
        <SessionProbe name="a" />
      </ParkadeProvider>,
    )
    act(() => {
      client.stores.country.getState().setCountry('SN')
    })
    expect(screen.getByTestId('a').textContent).toBe('a:none:Annuler')
    expect(screen.getByTestId('a').getAttribute('lang')).toBe('fr')
  })

  it('passes typed events to the on-callbacks and onEvent', () => {
    const client = testClient(fakeApi([]).fetch)
    const onLogin = vi.fn()
    const onEvent = vi.fn()
    render(<ParkadeProvider client={client} on={{ 'auth-required': onLogin }} onEvent={onEvent} />)
    act(() => client.events.emit('auth-required', { widget: 'checkout' }))
    expect(onLogin).toHaveBeenCalledWith({ widget: 'checkout' })
    expect(onEvent).toHaveBeenCalledWith('auth-required', { widget: 'checkout' })
  })

  it('applies the theme and Parkade styles to the root element', () => {
    const client = testClient(fakeApi([]).fetch)
    render(
      <ParkadeProvider client={client} theme="dark">
        <SessionProbe name="a" />
      </ParkadeProvider>,
    )
    const root = screen.getByTestId('a')
    expect(root.className).toBe('parkade parkade-probe')
    expect(root.getAttribute('data-parkade-theme')).toBe('dark')
    const styled = document.adoptedStyleSheets?.length || document.querySelectorAll('style[data-parkade]').length
    expect(styled).toBe(1)
  })

  it('refuses to render a component outside a provider, with a clear message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {})
    function Orphan() {
      useParkade()
      return null
    }
    expect(() => render(<Orphan />)).toThrow('Parkade components must be rendered inside <ParkadeProvider>')
  })
})
