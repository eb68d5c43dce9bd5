import { afterEach, describe, expect, it, vi } from 'vitest'

// The setup fetched core's texts for every other test; this page starts from one that cannot fetch
// them. A fresh module graph (React, the testing library, core and the provider alike), with core's
// loaders answering as the network does.
const loaders = new URL('../../../core/src/i18n/coreTextsLoaders.ts', import.meta.url).pathname
let online = false
const english = vi.fn(() => (online ? import('../../../core/src/i18n/resources/commonEn.ts').then((module) => module.commonEn) : Promise.reject(new Error('offline'))))

async function freshPage() {
  vi.resetModules()
  vi.doMock(loaders, () => ({ coreTextsLoaders: { en: english, fr: () => Promise.reject(new Error('offline')) } }))
  const { Component, createElement: h } = await import('react')
  const testing = await import('@testing-library/react')
  const core = await import('@parkade/core')
  const { ParkadeProvider } = await import('../provider/ParkadeProvider.tsx')
  const { useTranslation } = await import('../i18n/useTranslation.ts')

  /** An error boundary as a host has one: the failure, and Try Again. */
  class Boundary extends Component<{ children: unknown }, { error: Error | null }> {
    override state = { error: null as Error | null }
    static getDerivedStateFromError(error: Error) {
      return { error }
    }
    override render() {
      if (!this.state.error) return this.props.children as never
      return h('div', null, h('p', { role: 'alert' }, this.state.error.message), h('button', { type: 'button', onClick: () => this.setState({ error: null }) }, 'Try again'))
    }
  }
  function Retry() {
    return h('p', null, useTranslation().t('common.retry'))
  }
  const client = core.createParkadeClient({ apiBaseUrl: 'http://api.test/api/v1', fetch: () => Promise.reject(new Error('unused')), storage: null, ipLookup: false, country: 'NG', language: 'en', storageEvents: null })
  const view = testing.render(h(Boundary, null, h(ParkadeProvider, { client }, h(Retry))))
  return { ...testing, view, core }
}

afterEach(() => {
  vi.doUnmock(loaders)
  online = false
})

describe('ParkadeProvider when core’s texts cannot be fetched', () => {
  it('shows the failure to the host’s error boundary rather than nothing, without fetching in a loop; Try Again a moment later fetches again and renders', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
    const { screen, fireEvent, view, core } = await freshPage()
    expect((await screen.findByRole('alert')).textContent).toBe('offline')
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(english).toHaveBeenCalledTimes(1)
    online = true
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + core.TEXTS_FETCH_AGAIN_AFTER_MS)
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    expect(await screen.findByText('Retry')).toBeTruthy()
    expect(english).toHaveBeenCalledTimes(2)
    view.unmount()
    errors.mockRestore()
  })
})
