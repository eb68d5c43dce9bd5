import { Alert } from '../ui/Alert.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { TextField } from '../ui/TextField.tsx'
import { PriceBreakdown } from './PriceBreakdown.tsx'
import { CheckoutStepForm } from './CheckoutStepForm.tsx'
import type { CheckoutStepProps } from './CheckoutStepForm.tsx'
import { vehicleTypeName } from './vehicleTypeName.ts'
import { checkoutTexts } from './checkoutTexts.ts'
import { stayTexts } from './stayTexts.ts'

/** Step 1: arrival, departure and vehicle type, with the price as it stands. */
export function CheckoutTimesStep({ checkout, headingRef }: CheckoutStepProps) {
  const { tf, t, tm, language } = checkoutTexts.useTexts()
  const { tf: stay } = stayTexts.useTexts()
  const errors = checkout.timeErrors

  return (
    <CheckoutStepForm checkout={checkout} headingRef={headingRef} step="times" onSubmit={checkout.next}>
      <p className="pk-muted pk-small">{tf('times.hint')}</p>
      <div className="pk-row" style={{ alignItems: 'flex-start' }}>
        <TextField
          type="datetime-local"
          name="arrival"
          label={stay('times.arrival')}
          value={checkout.draft.arrival}
          onChange={(event) => checkout.setArrival(event.target.value)}
          error={errors.arrival ? stay(`validation.${errors.arrival}`) : null}
          required
        />
        <TextField
          type="datetime-local"
          name="departure"
          label={stay('times.departure')}
          value={checkout.draft.departure}
          onChange={(event) => checkout.setDeparture(event.target.value)}
          error={errors.departure ? stay(`validation.${errors.departure}`) : null}
          required
        />
      </div>
      {checkout.vehicleTypesStatus === 'error' ? (
        <Alert
          tone="error"
          action={
            <button type="button" className="pk-button pk-button-secondary" onClick={checkout.retryVehicleTypes}>
              {t('common.retry')}
            </button>
          }
        >
          {tm(checkout.vehicleTypesError ?? '')}
        </Alert>
      ) : null}
      {checkout.vehicleTypesStatus === 'success' ? (
        <SelectField
          name="vehicleType"
          label={tf('times.vehicleType')}
          value={checkout.draft.vehicleTypeId}
          onChange={(event) => checkout.setVehicleTypeId(Number(event.target.value))}
          options={checkout.vehicleTypes.map((type) => ({ value: type.id, label: vehicleTypeName(checkout.vehicleTypes, type.id, language) }))}
        />
      ) : checkout.vehicleTypesStatus !== 'error' ? (
        // The field's place is kept while its types arrive, so the price and Continue do not move.
        <SelectField name="vehicleType" label={tf('times.vehicleType')} value="" disabled aria-busy="true" options={[{ value: '', label: t('common.loading') }]} />
      ) : null}
      <PriceBreakdown quote={checkout.quote} status={checkout.quoteStatus} error={checkout.quoteError} onRetry={checkout.retryQuote} />
      <div className="pk-row">
        <button type="submit" className="pk-button">
          {t('common.continue')}
        </button>
      </div>
    </CheckoutStepForm>
  )
}
