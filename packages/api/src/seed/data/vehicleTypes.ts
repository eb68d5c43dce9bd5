import type { VehicleTypeRow } from './types.ts'

export { DEFAULT_VEHICLE_TYPE_ID } from '@parkade/contract/domain'

export const SEED_VEHICLE_TYPES: readonly VehicleTypeRow[] = [
  {
    id: 1,
    name: 'Car',
    name_fr: 'Voiture',
    description: 'Saloon, hatchback or estate car up to 5 m long.',
    description_fr: "Berline, citadine ou break jusqu'à 5 m de long.",
    rate_multiplier: 1,
  },
  {
    id: 2,
    name: 'SUV / 4×4',
    name_fr: 'SUV / 4×4',
    description: 'Sport utility vehicle, 4×4 or pickup truck; needs a wider bay.',
    description_fr: "SUV, 4×4 ou pick-up ; demande une place plus large.",
    rate_multiplier: 1.25,
  },
  {
    id: 3,
    name: 'Motorcycle',
    name_fr: 'Moto',
    description: 'Motorcycle or scooter, parked in a two-wheeler bay.',
    description_fr: 'Moto ou scooter, garé sur un emplacement deux-roues.',
    rate_multiplier: 0.5,
  },
  {
    id: 4,
    name: 'Van / Minibus',
    name_fr: 'Fourgon / Minibus',
    description: 'Panel van, people carrier or minibus up to 3.5 t.',
    description_fr: "Fourgon, monospace ou minibus jusqu'à 3,5 t.",
    rate_multiplier: 1.5,
  },
  {
    id: 5,
    name: 'Bus / Truck',
    name_fr: 'Bus / Camion',
    description: 'Coach, bus or goods vehicle over 3.5 t, in heavy-vehicle bays only.',
    description_fr: 'Car, bus ou poids lourd de plus de 3,5 t, sur les emplacements poids lourds uniquement.',
    rate_multiplier: 2.5,
  },
]
