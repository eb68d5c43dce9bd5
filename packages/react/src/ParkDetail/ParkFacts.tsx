import { numberFormat } from '@parkade/core'
import type { Park } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useFormat } from '../ui/useFormat.ts'
import { formatOpeningTime } from './formatOpeningTime.ts'
import { parkTexts } from './parkTexts.ts'

/** Address, city, opening hours, capacity, spaces free now and the park code. */
export function ParkFacts({ park }: { park: Park }) {
  const { t } = useTranslation()
  parkTexts.useTexts()
  const { locale } = useFormat()
  const number = (value: number) => numberFormat(locale).format(value)
  const hours =
    park.is_24_hours || !park.opening_hours
      ? t('common.open24h')
      : t('park.openFromTo', { open: formatOpeningTime(park.opening_hours.open, locale), close: formatOpeningTime(park.opening_hours.close, locale) })
  const facts: [string, string][] = [
    [t('park.address'), park.address],
    [t('park.city'), park.city],
    [t('park.hours'), hours],
    [t('park.capacity'), number(park.capacity)],
    [t('park.availableSpaces'), park.available_spaces > 0 ? number(park.available_spaces) : t('park.full')],
    [t('park.parkCode'), park.park_code],
  ]
  return (
    <dl className="pk-stack">
      {facts.map(([term, value]) => (
        <div key={term} className="pk-row">
          <dt className="pk-strong">{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  )
}
