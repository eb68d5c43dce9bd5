import type { Vehicle, VehicleType } from '@parkade/core'

export const vehicleTypes: VehicleType[] = [
  { id: 1, name: 'Car', name_fr: 'Voiture', description: 'Saloon, hatchback or estate' },
  { id: 2, name: 'SUV / 4×4', name_fr: 'SUV / 4×4', description: 'Sport utility vehicle' },
  { id: 3, name: 'Motorcycle', name_fr: 'Moto', description: 'Two wheels' },
]

export function vehicle(overrides: Partial<Vehicle> = {}): Vehicle {
  return { id: 1, plate_number: 'ABC123', vehicle_type_id: 1, make: 'Toyota', model: 'Corolla', color: 'Blue', is_default: true, created_at: '2030-01-01T00:00:00.000Z', ...overrides }
}
