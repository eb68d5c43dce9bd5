import { useId } from 'react'
import type { Park, ParkRateSummary } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { ParkPicture } from '../ui/ParkPicture.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { formatDistance } from './formatDistance.ts'
import { searchTexts } from './searchTexts.ts'

export interface ParkResultProps {
  park: Park
  /** The park's rate for the chosen vehicle type. */
  rate: ParkRateSummary | null
  onSelect: (park: Park) => void
  /** The park page's address: "View park" is then a link (new tab, copy, share); a plain click still calls `onSelect`. */
  href?: string
  /** Level of the park's name (default 4: under ParkSearch's title and results heading). */
  headingLevel?: 3 | 4 | 5 | 6
  /** Highlighted with its pin on the map. */
  highlighted?: boolean
}

/** One search result: name, type, address, the stay's total and spaces left (else the hourly price), distance when known. */
export function ParkResult({ park, rate, onSelect, href, headingLevel = 4, highlighted = false }: ParkResultProps) {
  const { t, language } = useTranslation()
  searchTexts.useTexts()
  const { money, locale } = useFormat()
  const nameId = useId()
  const Name = `h${headingLevel}` as 'h4'
  return (
    <article className="pk-card pk-result" aria-labelledby={nameId} data-park-id={park.id} data-highlighted={highlighted || undefined}>
      {/* Decorative: the name is the heading just below, and ten cards would each say it twice; lazy, as most are below the fold. */}
      <ParkPicture src={park.image_url} alt="" lazy />
      <div className="pk-row pk-between">
        <Name id={nameId} className="pk-strong">
          {park.name}
        </Name>
        <span className="pk-badge">{t(`common.parkTypes.${park.type}`)}</span>
      </div>
      <p className="pk-muted">{park.address}</p>
      <div className="pk-row pk-between">
        <span className="pk-price" data-testid="park-price">
          {park.stay
            ? t('search.stayTotal', { price: money(park.stay.total, park.stay.currency) })
            : rate
              ? t('search.perHour', { price: money(rate.hourly, park.currency) })
              : t('search.noRateForType')}
        </span>
        {park.distance_km !== null && park.distance_km !== undefined ? (
          <span className="pk-muted pk-small">{t('search.distanceAway', { distance: formatDistance(park.distance_km, locale) })}</span>
        ) : null}
      </div>
      {park.stay ? (
        <p className="pk-muted pk-small" data-testid="park-spaces">
          {park.stay.available_spaces > 0
            ? t(new Intl.PluralRules(language).select(park.stay.available_spaces) === 'one' ? 'search.spacesOne' : 'search.spacesOther', { count: park.stay.available_spaces })
            : t('search.stayFull')}
        </p>
      ) : null}
      <div className="pk-row">
        {href ? (
          <a
            href={href}
            className="pk-button pk-button-secondary"
            aria-label={t('search.viewParkNamed', { name: park.name })}
            onClick={(event) => {
              // A modified or middle click is the browser's (new tab, window, download); a plain one is the host's navigation.
              if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
              event.preventDefault()
              onSelect(park)
            }}
          >
            {t('search.viewPark')}
          </a>
        ) : (
          <button type="button" className="pk-button pk-button-secondary" aria-label={t('search.viewParkNamed', { name: park.name })} onClick={() => onSelect(park)}>
            {t('search.viewPark')}
          </button>
        )}
      </div>
    </article>
  )
}
