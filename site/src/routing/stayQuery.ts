/** The stay a driver searched for, as it travels in a page's URL: ISO arrival and departure, the vehicle type. */
export interface StayQuery {
  arrival?: string
  departure?: string
  vehicleTypeId?: number
}

const isInstant = (value: string | null): value is string => !!value && !Number.isNaN(Date.parse(value))

/** `?arrival=…&departure=…&vehicle=…` of a park page (`vehicleKey` `vehicle_type_id` for the checkout's). */
export function stayQueryString(stay: StayQuery, vehicleKey: 'vehicle' | 'vehicle_type_id' = 'vehicle'): string {
  const params = new URLSearchParams()
  if (stay.arrival) params.set('arrival', stay.arrival)
  if (stay.departure) params.set('departure', stay.departure)
  if (stay.vehicleTypeId) params.set(vehicleKey, String(stay.vehicleTypeId))
  const text = params.toString()
  return text ? `?${text}` : ''
}

/** The stay of a URL's query; a malformed value is left out rather than trusted. */
export function readStayQuery(params: URLSearchParams, vehicleKey: 'vehicle' | 'vehicle_type_id' = 'vehicle'): StayQuery {
  const stay: StayQuery = {}
  const arrival = params.get('arrival')
  const departure = params.get('departure')
  const vehicle = Number(params.get(vehicleKey))
  if (isInstant(arrival)) stay.arrival = arrival
  if (isInstant(departure)) stay.departure = departure
  if (Number.isInteger(vehicle) && vehicle > 0) stay.vehicleTypeId = vehicle
  return stay
}
