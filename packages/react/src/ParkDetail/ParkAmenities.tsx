import type { TranslationKey } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkade } from '../provider/useParkade.ts'
import { parkTexts } from './parkTexts.ts'
import { amenitiesTexts } from './amenitiesTexts.ts'

/** The park's amenities with translated labels; an unknown code is shown as sent. */
export function ParkAmenities({ amenities }: { amenities: readonly string[] }) {
  const { t } = useTranslation()
  parkTexts.useTexts()
  amenitiesTexts.useTexts()
  const { client } = useParkade()
  if (!amenities.length) return <p className="pk-muted">{t('park.noAmenities')}</p>
  return (
    <ul className="pk-row">
      {amenities.map((code) => {
        const key = `amenities.${code}`
        return (
          <li key={code} className="pk-badge">
            {client.i18n.exists(key) ? t(key as TranslationKey) : code.replace(/_/g, ' ')}
          </li>
        )
      })}
    </ul>
  )
}
