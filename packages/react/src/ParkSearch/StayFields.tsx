import { TextField } from '../ui/TextField.tsx'
import type { SearchRefinements } from './useSearchRefinements.ts'
import { stayTexts } from '../Checkout/stayTexts.ts'
import { searchTexts } from './searchTexts.ts'

export interface StayFieldsProps {
  refinements: SearchRefinements
}

/** Arrival and departure of the searched stay; the results are priced for the last valid pair. */
export function StayFields({ refinements }: StayFieldsProps) {
  const { tf, t } = stayTexts.useTexts()
  searchTexts.useTexts()
  const { stay, setStay, stayErrors } = refinements
  return (
    <fieldset className="pk-row" style={{ alignItems: 'flex-start', border: 0, padding: 0, margin: 0 }}>
      <legend className="pk-label">{t('search.when')}</legend>
      <TextField
        type="datetime-local"
        name="arrival"
        label={tf('times.arrival')}
        value={stay.arrival}
        onChange={(event) => setStay({ arrival: event.target.value })}
        error={stayErrors.arrival ? tf(`validation.${stayErrors.arrival}`) : null}
      />
      <TextField
        type="datetime-local"
        name="departure"
        label={tf('times.departure')}
        value={stay.departure}
        onChange={(event) => setStay({ departure: event.target.value })}
        error={stayErrors.departure ? tf(`validation.${stayErrors.departure}`) : null}
      />
    </fieldset>
  )
}
