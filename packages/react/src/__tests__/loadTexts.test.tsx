import { fireEvent, screen } from '@testing-library/react'
import { Component, Suspense } from 'react'
import type { ReactNode } from 'react'
import { TEXTS_FETCH_AGAIN_AFTER_MS } from '@parkade/core'
import { describe, expect, it, vi } from 'vitest'
import { featureTexts } from '../i18n/featureTexts.ts'
import { hasTexts, loadTexts, textsSettled } from '../i18n/loadTexts.ts'
import { fakeApi, renderWithParkade, testClient } from './renderWithParkade.tsx'

/** A feature of its own per test: which languages a feature has fetched is kept for the page. */
function probeFeature(prefix: string) {
  const en = { greeting: 'Hello {{name}}' }
  const fr = vi.fn(() => Promise.resolve({ texts: { greeting: 'Bonjour {{name}}' } }))
  const feature = featureTexts(prefix, en, { fr })
  function Greeting() {
    const { tf } = feature.useTexts()
    return <p>{tf('greeting', { name: 'Ada' })}</p>
  }
  return { feature, fr, Greeting }
}

/** An error boundary as a host has one: the failure, and Try Again. */
class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null }
  static getDerivedStateFromError(error: Error) {
    return { error }
  }
  override render() {
    if (!this.state.error) return this.props.children
    return (
      <>
        <p role="alert">{this.state.error.message}</p>
        <button type="button" onClick={() => this.setState({ error: null })}>
          Try again
        </button>
      </>
    )
  }
}

describe('texts per language', () => {
  it('a feature whose every language is a module holds none until a page asks, then only the language asked for', async () => {
    const en = vi.fn(() => import('../Checkout/checkoutTextsEn.ts'))
    const fr = vi.fn(() => import('../Checkout/checkoutTextsFr.ts'))
    const feature = featureTexts('probeModules', en, { fr })
    expect(Object.keys(feature.texts)).toEqual([])
    await feature.load('fr')
    expect(Object.keys(feature.texts)).toEqual(['fr'])
    expect(en).not.toHaveBeenCalled()
    expect(feature.texts.fr?.title).toBe('Réserver une place\u00a0: {{park}}')
    await feature.load('en')
    expect(feature.texts.en?.title).toBe('Book parking at {{park}}')
  })

  it('every texts module of the components, imported afresh, holds no language until a page asks for one', async () => {
    vi.resetModules()
    const { featureTextsRegistry } = await import('../i18n/loadTexts.ts')
    const modules = import.meta.glob(['../**/*Texts.ts', '!../i18n/**'])
    expect(Object.keys(modules).length).toBeGreaterThanOrEqual(14)
    for (const load of Object.values(modules)) await load()
    const features = [...featureTextsRegistry]
    expect(features.length).toBeGreaterThanOrEqual(Object.keys(modules).length)
    for (const feature of features) expect([feature.has('en'), feature.has('fr')]).toEqual([false, false])
  })

  it('an English page never fetches a feature’s French', () => {
    const { fr, Greeting } = probeFeature('probeEn')
    renderWithParkade(<Greeting />, { client: testClient(fakeApi([]).fetch) })
    expect(screen.getByText('Hello Ada')).toBeTruthy()
    expect(fr).not.toHaveBeenCalled()
  })

  it('a French page waits for the French (never English first), fetched once for every client', async () => {
    const { fr, Greeting } = probeFeature('probeFr')
    const client = testClient(fakeApi([]).fetch, { language: 'fr' })
    renderWithParkade(
      <Suspense fallback={<p>waiting</p>}>
        <Greeting />
      </Suspense>,
      { client },
    )
    expect(screen.queryByText('Hello Ada')).toBeNull()
    expect(await screen.findByText('Bonjour Ada')).toBeTruthy()
    renderWithParkade(<Greeting />, { client: testClient(fakeApi([]).fetch, { language: 'fr' }) })
    expect(screen.getAllByText('Bonjour Ada')).toHaveLength(2)
    expect(fr).toHaveBeenCalledTimes(1)
  })

  it('components inside one another fetch their texts in one round: the inner one’s leaves with the outer one’s, not after it', async () => {
    // A page whose French has arrived, then imports components (a lazy page's code).
    const client = testClient(fakeApi([]).fetch, { language: 'fr' })
    await loadTexts('fr')
    const arrivals: Array<() => void> = []
    let released = false
    const frLater = (texts: { line: string }) =>
      vi.fn(
        () =>
          new Promise<{ texts: { line: string } }>((resolve) => (released ? resolve({ texts }) : arrivals.push(() => resolve({ texts })))),
      )
    const outerFr = frLater({ line: 'Extérieur' })
    const innerFr = frLater({ line: 'Intérieur' })
    const outer = featureTexts('probeOuter', { line: 'Outer' }, { fr: outerFr })
    const inner = featureTexts('probeInner', { line: 'Inner' }, { fr: innerFr })
    function Inner() {
      return <p>{inner.useTexts().tf('line')}</p>
    }
    function Outer() {
      return (
        <section>
          <h2>{outer.useTexts().tf('line')}</h2>
          <Inner />
        </section>
      )
    }
    renderWithParkade(
      <Suspense fallback={<p>waiting</p>}>
        <Outer />
      </Suspense>,
      { client },
    )
    expect(screen.getByText('waiting')).toBeTruthy()
    // Only the outer component has rendered, and both fetches are under way.
    const fetched = [outerFr.mock.calls.length, innerFr.mock.calls.length]
    released = true
    for (const arrive of arrivals.splice(0)) arrive()
    expect(fetched).toEqual([1, 1])
    expect(await screen.findByText('Intérieur')).toBeTruthy()
    expect(screen.getByText('Extérieur')).toBeTruthy()
  })

  it('texts on their way are counted until they arrive or fail, for a page’s check that its resources arrive', async () => {
    const arrivals: Array<() => void> = []
    const feature = featureTexts('probeCounted', { word: 'Yes' }, { fr: () => new Promise((resolve, reject) => arrivals.push(() => reject(new Error('offline')))) })
    expect(textsSettled()).toBe(true)
    const loading = feature.load('fr')
    expect(textsSettled()).toBe(false)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    arrivals[0]!()
    await loading
    error.mockRestore()
    expect(textsSettled()).toBe(true)
  })

  it('a component that waits does not fetch again, in its round, another’s texts that failed a moment ago', async () => {
    const client = testClient(fakeApi([]).fetch, { language: 'fr' })
    await loadTexts('fr')
    // Back online at the end: the page's later loadTexts (the next tests) fetch every feature.
    let online = false
    const fetched = <T,>(texts: T) => (online ? Promise.resolve({ texts }) : Promise.reject(new Error('offline')))
    const brokenEn = vi.fn(() => fetched({ line: 'Other' }))
    const broken = featureTexts('probeBrokenOther', brokenEn, { fr: () => fetched({ line: 'Autre' }) })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await broken.load('fr').catch(() => {})
    expect(brokenEn).toHaveBeenCalledTimes(1)
    const waiting = featureTexts('probeWaiting', { line: 'Waiting' }, { fr: () => Promise.resolve({ texts: { line: 'En attente' } }) })
    function Waiting() {
      return <p>{waiting.useTexts().tf('line')}</p>
    }
    renderWithParkade(
      <Suspense fallback={<p>waiting</p>}>
        <Waiting />
      </Suspense>,
      { client },
    )
    expect(await screen.findByText('En attente')).toBeTruthy()
    error.mockRestore()
    online = true
    expect(brokenEn).toHaveBeenCalledTimes(1)
  })

  it('loadTexts(language) awaited first: the first render is in that language, as a server needs', async () => {
    const { Greeting } = probeFeature('probeServer')
    expect(hasTexts('fr')).toBe(false)
    await loadTexts('fr')
    expect(hasTexts('fr')).toBe(true)
    // No Suspense boundary: nothing may suspend now.
    renderWithParkade(<Greeting />, { client: testClient(fakeApi([]).fetch, { language: 'fr' }) })
    expect(screen.getByText('Bonjour Ada')).toBeTruthy()
  })

  it('a French module that cannot be fetched leaves the feature in English rather than waiting for ever', async () => {
    const feature = featureTexts('probeBroken', { word: 'Yes' }, { fr: () => Promise.reject(new Error('offline')) })
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    await feature.load('fr')
    expect(error).toHaveBeenCalled()
    error.mockRestore()
    function Word() {
      return <p>{feature.useTexts().tf('word')}</p>
    }
    renderWithParkade(<Word />, { client: testClient(fakeApi([]).fetch, { language: 'fr' }) })
    expect(screen.getByText('Yes')).toBeTruthy()
  })

  describe('English a module of its own too (as every feature’s is)', () => {
    function lazyEnglishFeature(prefix: string, fr: () => Promise<{ texts: { greeting: string } }>) {
      const en = vi.fn(() => Promise.resolve({ texts: { greeting: 'Hello {{name}}' } }))
      const feature = featureTexts(prefix, en, { fr })
      function Greeting() {
        return <p>{feature.useTexts().tf('greeting', { name: 'Ada' })}</p>
      }
      return { feature, en, Greeting }
    }

    it('a French page never fetches the English; an English page waits for it (never a key first)', async () => {
      const { feature, en, Greeting } = lazyEnglishFeature('probeLazyEn', () => Promise.resolve({ texts: { greeting: 'Bonjour {{name}}' } }))
      expect(feature.texts).toEqual({})
      renderWithParkade(
        <Suspense fallback={<p>waiting</p>}>
          <Greeting />
        </Suspense>,
        { client: testClient(fakeApi([]).fetch, { language: 'fr' }) },
      )
      expect(await screen.findByText('Bonjour Ada')).toBeTruthy()
      expect(en).not.toHaveBeenCalled()

      renderWithParkade(
        <Suspense fallback={<p>waiting</p>}>
          <Greeting />
        </Suspense>,
        { client: testClient(fakeApi([]).fetch) },
      )
      expect(screen.getByText('waiting')).toBeTruthy()
      expect(screen.queryByText(/greeting/)).toBeNull()
      expect(await screen.findByText('Hello Ada')).toBeTruthy()
      expect(en).toHaveBeenCalledTimes(1)
    })

    it('English that cannot be fetched is the caller’s failure (never keys shown), and is fetched again when asked again', async () => {
      let online = false
      const en = vi.fn(() => (online ? Promise.resolve({ texts: { greeting: 'Hello {{name}}' } }) : Promise.reject(new Error('offline'))))
      const feature = featureTexts('probeLazyEnOffline', en, { fr: () => Promise.reject(new Error('offline')) })
      await expect(loadTexts('en')).rejects.toThrow('offline')
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      // French falls back on English, which is not there either.
      await expect(feature.load('fr')).rejects.toThrow('offline')
      error.mockRestore()
      expect(feature.texts).toEqual({})
      online = true
      await loadTexts('en')
      expect(feature.texts.en).toEqual({ greeting: 'Hello {{name}}' })
      expect(en).toHaveBeenCalledTimes(3)
    })

    it('a component whose English cannot be fetched shows the failure to its error boundary, without fetching in a loop, and Try Again fetches again', async () => {
      let online = false
      const en = vi.fn(() => (online ? Promise.resolve({ texts: { greeting: 'Hello {{name}}' } }) : Promise.reject(new Error('offline'))))
      const feature = featureTexts('probeLazyEnFails', en, { fr: () => Promise.reject(new Error('offline')) })
      function Greeting() {
        return <p>{feature.useTexts().tf('greeting', { name: 'Ada' })}</p>
      }
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      renderWithParkade(
        <Boundary>
          <Suspense fallback={<p>waiting</p>}>
            <Greeting />
          </Suspense>
        </Boundary>,
        { client: testClient(fakeApi([]).fetch) },
      )
      expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'offline')
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(en).toHaveBeenCalledTimes(1)
      // A Try Again right away shows the same failure; one a moment later fetches again.
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByRole('alert')).toBeTruthy()
      expect(en).toHaveBeenCalledTimes(1)
      online = true
      const now = Date.now()
      vi.spyOn(Date, 'now').mockReturnValue(now + TEXTS_FETCH_AGAIN_AFTER_MS)
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
      expect(await screen.findByText('Hello Ada')).toBeTruthy()
      expect(en).toHaveBeenCalledTimes(2)
      vi.restoreAllMocks()
      error.mockRestore()
    })

    it('a French module that cannot be fetched fetches the English and shows it, rather than keys', async () => {
      const { feature, en, Greeting } = lazyEnglishFeature('probeLazyEnBroken', () => Promise.reject(new Error('offline')))
      const error = vi.spyOn(console, 'error').mockImplementation(() => {})
      await feature.load('fr')
      error.mockRestore()
      expect(en).toHaveBeenCalledTimes(1)
      renderWithParkade(<Greeting />, { client: testClient(fakeApi([]).fetch, { language: 'fr' }) })
      expect(screen.getByText('Hello Ada')).toBeTruthy()
    })
  })
})
