import { DEFAULT_VEHICLE_TYPE_ID } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { SelectField } from '../ui/SelectField.tsx'
import type { PublicVehicleTypesResult } from './usePublicVehicleTypes.ts'

export interface VehicleTypeSelectProps {
  vehicleTypes: PublicVehicleTypesResult
  value: number
  onChange: (vehicleTypeId: number) => void
}

/** The vehicle type selector of ParkSearch and ParkDetail; a car until the types arrive. */
export function VehicleTypeSelect({ vehicleTypes, value, onChange }: VehicleTypeSelectProps) {
  const { t } = useTranslation()
  const { types, label } = vehicleTypes
  const options = types.length
    ? types.map((type) => ({ value: type.id, label: label(type) }))
    : [{ value: value || DEFAULT_VEHICLE_TYPE_ID, label: t('common.vehicleType') }]
  return (
    <SelectField
      label={t('common.vehicleType')}
      options={options}
      value={value}
      disabled={!types.length}
      onChange={(event) => onChange(Number(event.target.value))}
    />
  )
}
