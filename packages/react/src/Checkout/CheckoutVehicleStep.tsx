import { useId } from 'react'
import { Spinner } from '../ui/Spinner.tsx'
import { TextField } from '../ui/TextField.tsx'
import { CheckoutStepForm } from './CheckoutStepForm.tsx'
import type { CheckoutStepProps } from './CheckoutStepForm.tsx'
import { vehicleTypeName } from './vehicleTypeName.ts'
import { checkoutTexts } from './checkoutTexts.ts'

/** Step 2: one of the driver's saved vehicles, or a plate (saved on request). */
export function CheckoutVehicleStep({ checkout, headingRef }: CheckoutStepProps) {
  const { tf, t, language } = checkoutTexts.useTexts()
  const groupName = useId()
  const saved = checkout.savedVehicles
  const choice = checkout.vehicleChoice

  return (
    <CheckoutStepForm checkout={checkout} headingRef={headingRef} step="vehicle" onSubmit={checkout.next}>
      {checkout.signedIn && checkout.vehiclesStatus === 'loading' && saved.length === 0 ? <Spinner label={tf('vehicle.loading')} /> : null}
      {saved.length > 0 ? (
        <fieldset className="pk-stack" style={{ border: 0, padding: 0, margin: 0 }}>
          <legend className="pk-label">{tf('vehicle.legend')}</legend>
          {saved.map((vehicle) => (
            <label key={vehicle.id} className="pk-check">
              <input
                type="radio"
                name={groupName}
                checked={choice.kind === 'saved' && choice.vehicleId === vehicle.id}
                onChange={() => checkout.chooseVehicle({ kind: 'saved', vehicleId: vehicle.id })}
              />
              <span>{tf('vehicle.saved', { plate: vehicle.plate_number, type: vehicleTypeName(checkout.vehicleTypes, vehicle.vehicle_type_id, language) })}</span>
              {vehicle.is_default ? <span className="pk-badge">{tf('vehicle.default')}</span> : null}
            </label>
          ))}
          <label className="pk-check">
            <input type="radio" name={groupName} checked={choice.kind === 'new'} onChange={() => checkout.chooseVehicle({ kind: 'new' })} />
            <span>{tf('vehicle.newVehicle')}</span>
          </label>
        </fieldset>
      ) : null}
      <p className="pk-visually-hidden" role="status" aria-live="polite">
        {checkout.vehicleTypeChangedTo !== null
          ? tf('vehicle.typeChanged', { type: vehicleTypeName(checkout.vehicleTypes, checkout.vehicleTypeChangedTo, language) })
          : ''}
      </p>
      {choice.kind === 'new' ? (
        <>
          <TextField
            name="plate"
            label={tf('vehicle.plate')}
            hint={tf('vehicle.plateHint')}
            value={checkout.draft.plate}
            onChange={(event) => checkout.setPlate(event.target.value)}
            error={checkout.vehicleError ? tf(`validation.${checkout.vehicleError}`) : null}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            maxLength={40}
            required
          />
          <label className="pk-check">
            <input type="checkbox" checked={checkout.draft.saveVehicle} onChange={(event) => checkout.setSaveVehicle(event.target.checked)} />
            <span>{tf('vehicle.save')}</span>
          </label>
        </>
      ) : null}
      {!checkout.signedIn ? <p className="pk-muted pk-small">{tf('vehicle.signInForSaved')}</p> : null}
      <div className="pk-row">
        <button type="button" className="pk-button pk-button-secondary" onClick={checkout.back}>
          {t('common.back')}
        </button>
        <button type="submit" className="pk-button">
          {t('common.continue')}
        </button>
      </div>
    </CheckoutStepForm>
  )
}
