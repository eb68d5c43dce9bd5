import type { Static } from 'typebox'
import { Type } from 'typebox'
import { DEFAULT_VEHICLE_TYPE_ID } from '../domain/limits.ts'
import { IsoDateTime, Nullable } from './helpers.ts'

export const Vehicle = Type.Object({
  id: Type.Integer(),
  plate_number: Type.String({ description: 'Upper case, single spaces or hyphens.' }),
  vehicle_type_id: Type.Integer(),
  make: Nullable(Type.String()),
  model: Nullable(Type.String()),
  color: Nullable(Type.String()),
  is_default: Type.Boolean({ description: 'Exactly one vehicle of a user with vehicles is the default.' }),
  created_at: IsoDateTime(),
})

const text = Type.Unsafe<string | null>({ type: ['string', 'null'], maxLength: 50 })
const vehicleTypeId = (options = {}) => Type.Integer({ minimum: 1, maximum: 2147483647, ...options })
const plate = Type.String({ minLength: 1, maxLength: 40, description: 'Normalised to upper case; 2–15 letters and digits.', examples: ['LND 123 AB'] })

export const VehicleInput = Type.Object(
  {
    plate_number: plate,
    vehicle_type_id: Type.Optional(vehicleTypeId({ default: DEFAULT_VEHICLE_TYPE_ID })),
    make: Type.Optional(text),
    model: Type.Optional(text),
    color: Type.Optional(text),
    is_default: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
)

export const VehicleUpdate = Type.Object(
  {
    plate_number: Type.Optional(plate),
    vehicle_type_id: Type.Optional(vehicleTypeId()),
    make: Type.Optional(text),
    model: Type.Optional(text),
    color: Type.Optional(text),
    is_default: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1, 'x-message': 'Send at least one field to change.' },
)

export type Vehicle = Static<typeof Vehicle>
export type VehicleInput = Static<typeof VehicleInput>
export type VehicleUpdate = Static<typeof VehicleUpdate>
