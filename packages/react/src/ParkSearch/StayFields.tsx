import { useTranslation } from '../i18n/useTranslation.ts'
import { TextField } from '../ui/TextField.tsx'
import type { SearchRefinements } from './useSearchRefinements.ts'

export interface StayFieldsProps {
  refinements: SearchRefinements
}

/** Arrival and departure of the searched stay; the results are priced for the last valid pair. */
export function StayFields({ refinements }: StayFieldsProps) {
  const { t } = useTranslation()
  const { stay, setStay, stayErrors } = refinements
  return (
    <fieldset className="pk-row" style={{ alignItems: 'flex-start', border: 0, padding: 0, margin: 0 }}>
      <legend className="pk-label">{t('search.when')}</legend>
      <TextField
        type="datetime-local"
        name="arrival"
        label={t('checkout.times.arrival')}
        value={stay.arrival}
        onChange={(event) => setStay({ arrival: event.target.value })}
        error={stayErrors.arrival ? t(`checkout.validation.${stayErrors.arrival}`) : null}
      />
      <TextField
        type="datetime-local"
        name="departure"
        label={t('checkout.times.departure')}
        value={stay.departure}
        onChange={(event) => setStay({ departure: event.target.value })}
        error={stayErrors.departure ? t(`checkout.validation.${stayErrors.departure}`) : null}
      />
    </fieldset>
  )
}
