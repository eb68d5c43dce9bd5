import { Suspense, useId, useState } from 'react'
import type { FormEvent } from 'react'
import { useNavigate } from 'react-router'
import { PlaceCombobox, useTranslation } from '../sdk.ts'
import type { Place } from '../sdk.ts'
import { lazyPage } from '../routing/lazyPage.tsx'
import { paths } from '../routing/paths.ts'
import { placeSearchPath } from '../routing/placeSearchPath.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { useClaimNumber } from './useClaimNumber.ts'

// Below the hero: fetched after it, so the first screen's code stays small.
const HomeSections = lazyPage('HomeSections', () => import('./HomeSections.tsx'))

/**
 * `/` and `/home`: the hero with the way into park search — a place box that suggests airports,
 * stadiums, stations, cities and parks as the driver types (PlaceCombobox only: the full
 * ParkSearch runs on /search, so the home page loads little search code); a place goes to
 * /search around it, a park to its page, text to /search?q — and the locations claim; then
 * (HomeSections) the country's destinations, how booking works, its events, its numbers and the app.
 */
export default function HomePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const number = useClaimNumber()
  const inputId = useId()
  const choose = (place: Place) => void navigate(place.park_slug ? paths.park(place.park_slug) : placeSearchPath(place))
  const [query, setQuery] = useState('')
  usePageMeta({ title: null, description: t('site.meta.home', { number }) })

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const text = query.trim()
    void navigate(text ? `${paths.search}?${new URLSearchParams({ q: text })}` : paths.search)
  }

  return (
    <>
      <section className="site-hero" aria-labelledby={`${inputId}-title`}>
        <div className="site-hero-inner">
          <h1 id={`${inputId}-title`}>{t('site.home.title')}</h1>
          <p className="site-hero-body">{t('site.home.body')}</p>
          <form role="search" className="site-hero-search" onSubmit={submit}>
            <div className="site-hero-search-row">
              <PlaceCombobox
                className="site-hero-place"
                label={t('site.home.searchLabel')}
                placeholder={t('site.home.searchPlaceholder')}
                value={query}
                onChange={setQuery}
                onChoose={choose}
              />
              <button type="submit" className="site-button">
                {t('common.search')}
              </button>
            </div>
          </form>
          <p className="site-claim">{t('site.home.locationsClaim', { number })}</p>
        </div>
      </section>
      <Suspense fallback={null}>
        <HomeSections />
      </Suspense>
    </>
  )
}
