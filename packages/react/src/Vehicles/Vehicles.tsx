import { useId, useRef } from 'react'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { AccountLoginPrompt } from '../Wallet/AccountLoginPrompt.tsx'
import { useFocusOnChange } from '../Wallet/useFocusOnChange.ts'
import { VehicleForm } from './VehicleForm.tsx'
import { VehicleListItem } from './VehicleListItem.tsx'
import { useVehicles } from './useVehicles.ts'
import { vehiclesTexts } from './vehiclesTexts.ts'

export interface VehiclesProps {
  onLogin?: () => void
}

/** The driver's saved vehicles: list with the default marked, add, edit, delete, set default. */
export function Vehicles({ onLogin }: VehiclesProps) {
  const { tf, t, tm } = vehiclesTexts.useTexts()
  const v = useVehicles()
  const headingId = useId()
  const addButton = useRef<HTMLButtonElement>(null)
  // Closing the form (saved or cancelled) or a deletion brings focus back to Add vehicle.
  useFocusOnChange(addButton, v.form || v.confirmingDelete ? null : 'list')

  const retry = (onClick: () => void) => (
    <button type="button" className="pk-button pk-button-secondary" onClick={onClick}>
      {t('common.retry')}
    </button>
  )

  let list
  if (v.status === 'error' && v.vehicles.length === 0) {
    list = (
      <Alert tone="error" action={retry(v.reload)}>
        {tm(v.error ?? '')}
      </Alert>
    )
  } else if ((v.status === 'loading' || v.status === 'idle') && v.vehicles.length === 0) {
    list = <Spinner />
  } else if (v.vehicles.length === 0) {
    list = <p className="pk-muted">{tf('none')}</p>
  } else {
    list = (
      <ul className="pk-list" aria-label={tf('list')}>
        {v.vehicles.map((vehicle) =>
          v.form?.mode === 'edit' && v.form.vehicle.id === vehicle.id ? (
            <li key={vehicle.id}>
              <VehicleForm vehicle={vehicle} types={v.vehicleTypes.types} typeName={v.vehicleTypes.typeName} onSaved={v.saved} onCancel={v.closeForm} />
            </li>
          ) : (
            <VehicleListItem
              key={vehicle.id}
              vehicle={vehicle}
              typeName={v.vehicleTypes.typeName(vehicle.vehicle_type_id)}
              busy={v.busy}
              confirmingDelete={v.confirmingDelete?.id === vehicle.id}
              onEdit={() => v.startEdit(vehicle)}
              onAskDelete={() => v.askDelete(vehicle)}
              onConfirmDelete={() => void v.confirmDelete()}
              onDismissDelete={v.dismissDelete}
              onSetDefault={() => void v.setDefault(vehicle)}
            />
          ),
        )}
      </ul>
    )
  }

  const noticeKeys = { added: 'added', updated: 'updated', deleted: 'deleted', default: 'defaultChanged' } as const

  return (
    <ParkadeRoot feature="vehicles" role="region" aria-labelledby={headingId}>
      <div className="pk-stack">
        <h2 id={headingId}>{tf('title')}</h2>
        {!v.signedIn ? (
          <AccountLoginPrompt widget="vehicles" {...(onLogin ? { onLogin } : {})} />
        ) : (
          <>
            <div role="status" aria-live="polite">
              {v.notice ? <Alert tone="success">{tf(noticeKeys[v.notice.kind], { plate: v.notice.plate })}</Alert> : null}
            </div>
            {v.actionError ? <Alert tone="error">{tm(v.actionError)}</Alert> : null}
            {v.status === 'error' && v.vehicles.length > 0 ? (
              <Alert tone="error" action={retry(v.reload)}>
                {tm(v.error ?? '')}
              </Alert>
            ) : null}
            {v.vehicleTypes.status === 'error' ? (
              <Alert tone="error" action={retry(v.vehicleTypes.reload)}>
                {tm(v.vehicleTypes.error ?? '')}
              </Alert>
            ) : null}
            {list}
            {v.form?.mode === 'add' ? (
              <VehicleForm types={v.vehicleTypes.types} typeName={v.vehicleTypes.typeName} onSaved={v.saved} onCancel={v.closeForm} />
            ) : (
              <div>
                <button ref={addButton} type="button" className="pk-button" onClick={v.startAdd}>
                  {tf('add')}
                </button>
              </div>
            )}
          </>
        )}
      </div>
    </ParkadeRoot>
  )
}
