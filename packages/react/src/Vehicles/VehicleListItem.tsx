import { useEffect, useId, useRef } from 'react'
import type { Vehicle } from '@parkade/core'
import { vehiclesTexts } from './vehiclesTexts.ts'

export interface VehicleListItemProps {
  vehicle: Vehicle
  typeName: string
  busy?: boolean
  confirmingDelete?: boolean
  onEdit(): void
  onAskDelete(): void
  onConfirmDelete(): void
  onDismissDelete(): void
  onSetDefault(): void
}

/** One saved vehicle: plate, type, make/model/colour, the default badge and its actions. */
export function VehicleListItem({ vehicle, typeName, busy, confirmingDelete, onEdit, onAskDelete, onConfirmDelete, onDismissDelete, onSetDefault }: VehicleListItemProps) {
  const { tf, t } = vehiclesTexts.useTexts()
  const confirmId = useId()
  const confirmHeading = useRef<HTMLHeadingElement>(null)
  const plate = vehicle.plate_number
  const details = [vehicle.make, vehicle.model, vehicle.color].filter(Boolean).join(' · ')

  useEffect(() => {
    if (confirmingDelete) confirmHeading.current?.focus()
  }, [confirmingDelete])

  return (
    <li className="pk-card pk-result" data-vehicle-id={vehicle.id}>
      <div className="pk-row pk-between">
        <h3>{plate}</h3>
        {vehicle.is_default ? <span className="pk-badge">{tf('default')}</span> : null}
      </div>
      <p className="pk-small">{typeName}</p>
      {details ? <p className="pk-small pk-muted">{details}</p> : null}
      {confirmingDelete ? (
        <div className="pk-stack" role="group" aria-labelledby={confirmId}>
          <h4 id={confirmId} ref={confirmHeading} tabIndex={-1}>
            {tf('confirmDelete', { plate })}
          </h4>
          <p className="pk-small">{tf('confirmDeleteBody')}</p>
          <div className="pk-row">
            <button type="button" className="pk-button" disabled={busy} onClick={onConfirmDelete}>
              {tf('deleteConfirm')}
            </button>
            <button type="button" className="pk-button pk-button-secondary" onClick={onDismissDelete}>
              {tf('keep')}
            </button>
          </div>
        </div>
      ) : (
        <div className="pk-row">
          <button type="button" className="pk-button pk-button-secondary" aria-label={tf('editLabel', { plate })} onClick={onEdit}>
            {t('common.edit')}
          </button>
          <button type="button" className="pk-button pk-button-secondary" aria-label={tf('removeLabel', { plate })} onClick={onAskDelete}>
            {t('common.delete')}
          </button>
          {vehicle.is_default ? null : (
            <button type="button" className="pk-button pk-button-secondary" aria-label={tf('makeDefaultLabel', { plate })} disabled={busy} onClick={onSetDefault}>
              {tf('makeDefault')}
            </button>
          )}
        </div>
      )}
    </li>
  )
}
