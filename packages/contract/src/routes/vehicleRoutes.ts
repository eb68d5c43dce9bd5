import { Type } from 'typebox'
import { MessageResponse } from '../schemas/commonSchemas.ts'
import { Id } from '../schemas/helpers.ts'
import { Vehicle, VehicleInput, VehicleUpdate } from '../schemas/vehicleSchemas.ts'
import { defineRoute, ok, problems } from './defineRoute.ts'

const idParams = Type.Object({ id: Id() })

export const listVehicles = defineRoute({
  operationId: 'listVehicles',
  method: 'GET',
  // SPEC §7 writes this path with its trailing slash; clients call it so.
  path: '/api/v1/user/vehicles/',
  auth: 'bearer',
  tags: ['vehicles'],
  summary: "The user's saved vehicles, the default first",
  responses: { 200: ok(Type.Array(Vehicle), 'The vehicles.'), ...problems(401) },
})

export const createVehicle = defineRoute({
  operationId: 'createVehicle',
  method: 'POST',
  path: '/api/v1/user/vehicles/',
  auth: 'bearer',
  tags: ['vehicles'],
  summary: 'Saves a vehicle (the first one becomes the default)',
  body: VehicleInput,
  responses: { 201: ok(Vehicle, 'The saved vehicle.'), ...problems(400, 401, 409, 413, 415) },
})

export const updateVehicle = defineRoute({
  operationId: 'updateVehicle',
  method: 'PUT',
  path: '/api/v1/user/vehicles/{id}',
  auth: 'bearer',
  tags: ['vehicles'],
  summary: 'Changes a saved vehicle (only the fields sent)',
  params: idParams,
  body: VehicleUpdate,
  responses: { 200: ok(Vehicle, 'The vehicle as changed.'), ...problems(400, 401, 404, 409, 413, 415) },
})

export const deleteVehicle = defineRoute({
  operationId: 'deleteVehicle',
  method: 'DELETE',
  path: '/api/v1/user/vehicles/{id}',
  auth: 'bearer',
  tags: ['vehicles'],
  summary: 'Deletes a saved vehicle (its bookings keep the plate)',
  description: 'When the default vehicle goes, the oldest remaining vehicle becomes the default.',
  params: idParams,
  responses: { 200: ok(MessageResponse, 'Deleted.'), ...problems(400, 401, 404) },
})

export const setDefaultVehicle = defineRoute({
  operationId: 'setDefaultVehicle',
  method: 'PUT',
  path: '/api/v1/user/vehicles/{id}/default',
  auth: 'bearer',
  tags: ['vehicles'],
  summary: 'Makes this vehicle the default (the previous default stops being one)',
  params: idParams,
  responses: { 200: ok(Vehicle, 'The new default.'), ...problems(400, 401, 404, 413, 415) },
})
