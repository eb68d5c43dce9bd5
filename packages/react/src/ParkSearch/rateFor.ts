import type { Park, ParkRateSummary } from '@parkade/core'

/** The park's hourly and daily rate for a vehicle type, from the search answer; null when it has none. */
export function rateFor(park: Pick<Park, 'rates'>, vehicleTypeId: number): ParkRateSummary | null {
  return park.rates?.find((rate) => rate.vehicle_type_id === vehicleTypeId) ?? null
}
