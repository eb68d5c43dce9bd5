import { act, screen, waitFor } from '@testing-library/react'
import { Suspense } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { RESOURCE_CHECK_GIVE_UP_MS, featureTexts, loadTexts } from '../sdk.ts'
import { PageLoading } from '../errors/PageLoading.tsx'
import { lazyPage } from '../routing/lazyPage.tsx'
import { pageLoads } from '../routing/pageLoads.ts'
import { renderSite, testClient } from './siteTestUtils.tsx'

// A file of its own: a page chunk left pending by another test would keep pageLoads unsettled.
describe('a lazy page’s texts', () => {
  afterEach(() => vi.useRealTimers())

  it('are resources of the page: a page whose code arrived but whose words do not says Loading Issue at 15 s', async () => {
    const client = testClient(undefined, { language: 'fr' })
    await loadTexts('fr')
    vi.useFakeTimers()
    let arrive = () => {}
    const words = featureTexts('probePageWords', { line: 'Words' }, { fr: () => new Promise((resolve) => (arrive = () => resolve({ texts: { line: 'Mots' } }))) })
    function Wordy() {
      return <p>{words.useTexts().tf('line')}</p>
    }
    const Page = lazyPage('Wordy', () => Promise.resolve({ default: Wordy }))
    renderSite(
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>,
      { client },
    )
    try {
      // The page's code arrives; its French does not.
      await act(async () => {})
      expect(pageLoads.settled()).toBe(false)
      act(() => vi.advanceTimersByTime(RESOURCE_CHECK_GIVE_UP_MS))
      expect(screen.getByRole('heading', { name: 'Problème de chargement' })).toBeTruthy()
    } finally {
      arrive()
      await act(async () => {})
    }
    expect(pageLoads.settled()).toBe(true)
  })

  it('of what the page shows later are fetched once it shows, rather than when they appear', async () => {
    const client = testClient(undefined, { language: 'fr' })
    await loadTexts('fr')
    // Imported with the page (a dialog it opens later), not shown at first.
    const laterFr = vi.fn(() => Promise.resolve({ texts: { line: 'Plus tard' } }))
    featureTexts('probeLaterWords', { line: 'Later' }, { fr: laterFr })
    const Page = lazyPage('Shown', () => Promise.resolve({ default: () => <p>Affichée</p> }))
    renderSite(
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>,
      { client },
    )
    expect(await screen.findByText('Affichée')).toBeTruthy()
    await waitFor(() => expect(laterFr).toHaveBeenCalledTimes(1))
  })
})
