import { useId } from 'react'
import { DEFAULT_VEHICLE_TYPE_ID, numberFormat } from '@parkade/core'
import type { Park } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useFormat } from '../ui/useFormat.ts'
import { eventsTexts } from './eventsTexts.ts'

export interface EventParkCardProps {
  park: Park
  onChoose: (park: Park) => void
}

/** One park near the venue: name, address, distance, hourly price, and Book here. */
export function EventParkCard({ park, onChoose }: EventParkCardProps) {
  const { t } = useTranslation()
  eventsTexts.useTexts()
  const { money, locale } = useFormat()
  const nameId = useId()
  const rate = park.rates.find((r) => r.vehicle_type_id === DEFAULT_VEHICLE_TYPE_ID) ?? park.rates[0]
  return (
    <article className="pk-card pk-result">
      <h4 id={nameId}>{park.name}</h4>
      <p className="pk-muted">{park.address}</p>
      <p className="pk-row pk-small">
        {park.distance_km !== null ? (
          <span>{t('events.distance', { distance: numberFormat(locale, { maximumFractionDigits: 1 }).format(park.distance_km) })}</span>
        ) : null}
        {rate ? <span className="pk-price">{t('events.perHour', { price: money(rate.hourly, park.currency) })}</span> : null}
      </p>
      <div>
        <button type="button" className="pk-button" aria-describedby={nameId} onClick={() => onChoose(park)}>
          {t('events.bookHere')}
        </button>
      </div>
    </article>
  )
}
