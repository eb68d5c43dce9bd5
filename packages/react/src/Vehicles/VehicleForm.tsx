import { useEffect, useId, useRef, useState } from 'react'
import type { Vehicle, VehicleType } from '@parkade/core'
import { Alert } from '../ui/Alert.tsx'
import { SelectField } from '../ui/SelectField.tsx'
import { TextField } from '../ui/TextField.tsx'
import { useVehicleForm } from './useVehicleForm.ts'
import { vehiclesTexts } from './vehiclesTexts.ts'

export interface VehicleFormProps {
  /** The vehicle to edit; none to add one. */
  vehicle?: Vehicle | null
  types: VehicleType[]
  typeName: (id: number) => string
  onSaved?: (vehicle: Vehicle) => void
  onCancel?: () => void
  /** Level of the form's heading (default 3, inside the vehicle list); 1 when the form is the page. */
  headingLevel?: 1 | 2 | 3
  /** A sentence under the heading, e.g. why the vehicle is asked for. */
  description?: string
  /** Drawn as a card of its own (default); false when the page already frames it. */
  framed?: boolean
}

/** Add or edit a vehicle: plate, type, make, model, colour and "make default". */
export function VehicleForm({ vehicle = null, types, typeName, onSaved, onCancel, headingLevel = 3, description, framed = true }: VehicleFormProps) {
  const Heading = `h${headingLevel}` as const
  const { tf, t, tm } = vehiclesTexts.useTexts()
  const form = useVehicleForm({ vehicle, types, ...(onSaved ? { onSaved } : {}) })
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const element = useRef<HTMLFormElement>(null)
  const [submits, setSubmits] = useState(0)
  const { values, errors } = form

  useEffect(() => heading.current?.focus(), [])
  // A refused form puts focus on its first field in error.
  const invalid = Boolean(errors.plate || errors.type)
  useEffect(() => {
    if (submits > 0 && invalid) element.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
  }, [submits, invalid])

  const typeOptions = types.length > 0 ? types.map((type) => ({ value: String(type.id), label: typeName(type.id) })) : [{ value: values.typeId, label: typeName(Number(values.typeId)) }]

  return (
    <form
      ref={element}
      className={framed ? 'pk-card pk-stack' : 'pk-stack'}
      noValidate
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault()
        setSubmits((n) => n + 1)
        void form.submit()
      }}
    >
      <Heading id={headingId} ref={heading} tabIndex={-1}>
        {vehicle ? tf('editTitle', { plate: vehicle.plate_number }) : tf('addTitle')}
      </Heading>
      {description ? <p>{description}</p> : null}
      <TextField
        label={tf('plate')}
        name="plate_number"
        required
        autoComplete="off"
        autoCapitalize="characters"
        value={values.plate}
        onChange={(event) => form.setField('plate', event.target.value)}
        error={errors.plate}
      />
      <SelectField
        label={tf('type')}
        name="vehicle_type_id"
        value={values.typeId}
        onChange={(event) => form.setField('typeId', event.target.value)}
        options={typeOptions}
        error={errors.type}
      />
      <TextField label={`${tf('make')} (${t('common.optional')})`} name="make" value={values.make} onChange={(event) => form.setField('make', event.target.value)} />
      <TextField label={`${tf('model')} (${t('common.optional')})`} name="model" value={values.model} onChange={(event) => form.setField('model', event.target.value)} />
      <TextField label={`${tf('color')} (${t('common.optional')})`} name="color" value={values.color} onChange={(event) => form.setField('color', event.target.value)} />
      {vehicle?.is_default ? null : (
        <label className="pk-check">
          <input type="checkbox" checked={values.makeDefault} onChange={(event) => form.setField('makeDefault', event.target.checked)} />
          {tf('makeDefaultCheckbox')}
        </label>
      )}
      {form.serverError ? <Alert tone="error">{tm(form.serverError)}</Alert> : null}
      <div className="pk-row">
        <button type="submit" className="pk-button" disabled={form.submitting}>
          {tf('save')}
        </button>
        {onCancel ? (
          <button type="button" className="pk-button pk-button-secondary" onClick={onCancel}>
            {t('common.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  )
}
