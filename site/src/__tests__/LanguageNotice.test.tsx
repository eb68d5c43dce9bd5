import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { LANGUAGE_NOTICE_MS, createMemoryStorage } from '../sdk.ts'
import { renderSite, testClient } from './siteTestUtils.tsx'

function chooseSenegal(client: ReturnType<typeof testClient>) {
  act(() => {
    client.stores.country.getState().setCountry('SN')
  })
}

describe('language notice (SPEC §2)', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('shows after a country change with no stored preference, in the new language, and hides after 5 s', () => {
    expect(LANGUAGE_NOTICE_MS).toBe(5000)
    const client = testClient()
    renderSite(null, { client })
    expect(screen.queryByText('We changed the language to match your country.')).toBeNull()
    chooseSenegal(client)
    expect(client.stores.language.getState().language).toBe('fr')
    expect(screen.getByText('Nous avons adapté la langue à votre pays.')).toBeTruthy()
    expect(document.documentElement.lang).toBe('fr')
    act(() => vi.advanceTimersByTime(LANGUAGE_NOTICE_MS - 1))
    expect(screen.queryByText('Nous avons adapté la langue à votre pays.')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Nous avons adapté la langue à votre pays.')).toBeNull()
  })

  it("'Keep this language' saves the current language as the preference", () => {
    const storage = createMemoryStorage()
    const client = testClient(undefined, { storage })
    renderSite(null, { client })
    chooseSenegal(client)
    fireEvent.click(screen.getByRole('button', { name: 'Garder cette langue' }))
    expect(client.stores.language.getState().preference).toBe('fr')
    expect(client.storage.get('userLanguagePreference')).toBe('fr')
    expect(screen.queryByRole('button', { name: 'Garder cette langue' })).toBeNull()
    // With a preference, the next country change keeps French and shows no notice.
    act(() => {
      client.stores.country.getState().setCountry('US')
    })
    expect(client.stores.language.getState().language).toBe('fr')
    expect(screen.queryByRole('button', { name: 'Garder cette langue' })).toBeNull()
  })

  it("'Dismiss' closes it and saves nothing", () => {
    const client = testClient()
    renderSite(null, { client })
    chooseSenegal(client)
    fireEvent.click(screen.getByRole('button', { name: 'Ignorer' }))
    expect(screen.queryByText('Nous avons adapté la langue à votre pays.')).toBeNull()
    expect(client.stores.language.getState().preference).toBeNull()
  })

  it('is not shown when a preference is already stored', () => {
    const client = testClient()
    client.stores.language.getState().choose('en')
    renderSite(null, { client })
    chooseSenegal(client)
    expect(client.stores.language.getState().language).toBe('en')
    expect(screen.queryByRole('button', { name: 'Keep this language' })).toBeNull()
  })
})
