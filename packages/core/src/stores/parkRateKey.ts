import { DEFAULT_VEHICLE_TYPE_ID } from '../constants.ts'

/** Where `parks.rates` keeps the rate of a park for a vehicle type. */
export function parkRateKey(parkId: number | string | null | undefined, vehicleTypeId: number = DEFAULT_VEHICLE_TYPE_ID): string {
  return `${parkId ?? ''}:${vehicleTypeId}`
}
