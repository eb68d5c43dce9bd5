import type { MessageResponse, Vehicle, VehicleInput } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/Database.ts'
import { HttpError } from '../lib/HttpError.ts'
import { toIso } from '../lib/toIso.ts'
import { lockUser } from '../payments/ledger.ts'
import { errorResponses } from '../schemas/errorResponses.ts'

export const VEHICLE_NOT_FOUND = 'Vehicle not found.'
export const PLATE_INVALID = 'Enter a plate number of 2 to 15 letters and digits, optionally separated by single spaces or hyphens.'
export const DEFAULT_VEHICLE_TYPE_ID = 1

interface VehicleRow {
  id: number
  plate_number: string
  vehicle_type_id: number
  make: string | null
  model: string | null
  color: string | null
  is_default: boolean
  created_at: Date
}

const COLUMNS = 'id, plate_number, vehicle_type_id, make, model, color, is_default, created_at'

export function vehicleOf(row: VehicleRow): Vehicle {
  return {
    id: row.id,
    plate_number: row.plate_number,
    vehicle_type_id: row.vehicle_type_id,
    make: row.make,
    model: row.model,
    color: row.color,
    is_default: row.is_default,
    created_at: toIso(row.created_at),
  }
}

/** ' lnd-123  ab ' → 'LND-123 AB': upper case, single separators. */
export function normalisePlate(raw: string): string {
  return raw
    .trim()
    .toUpperCase()
    .replace(/\s*-\s*/g, '-')
    .replace(/\s+/g, ' ')
}

const PLATE_PATTERN = /^[A-Z0-9](?:[A-Z0-9]|[ -](?=[A-Z0-9]))*$/

/** The plate normalised, or a 400 naming the rule. */
export function validPlate(raw: string): string {
  const plate = normalisePlate(raw)
  if (plate.length < 2 || plate.length > 15 || !PLATE_PATTERN.test(plate)) {
    throw new HttpError(400, PLATE_INVALID, { errors: [{ field: 'plate_number', message: PLATE_INVALID }] })
  }
  return plate
}

/** The letters and digits of a plate: 'LND-123 AB' and 'LND 123AB' are one car. */
const plateKey = (plate: string) => plate.replace(/[^A-Z0-9]/g, '')

async function findByPlate(tx: Database, userId: number, plate: string, exceptId = 0): Promise<VehicleRow | null> {
  const { rows } = await tx.query<VehicleRow>(
    `SELECT ${COLUMNS} FROM vehicles WHERE user_id = $1 AND regexp_replace(plate_number, '[^A-Z0-9]', '', 'g') = $2 AND id <> $3`,
    [userId, plateKey(plate), exceptId],
  )
  return rows[0] ?? null
}

async function assertVehicleType(tx: Database, vehicleTypeId: number): Promise<void> {
  const { rows } = await tx.query('SELECT 1 FROM vehicle_types WHERE id = $1', [vehicleTypeId])
  if (!rows[0]) throw new HttpError(400, 'vehicle_type_id: this vehicle type does not exist.', { errors: [{ field: 'vehicle_type_id', message: 'Unknown vehicle type.' }] })
}

/** The user's vehicle, locked; 404 when it is someone else's or does not exist. */
export async function findOwnVehicle(tx: Database, userId: number, vehicleId: number): Promise<VehicleRow> {
  const { rows } = await tx.query<VehicleRow>(`SELECT ${COLUMNS} FROM vehicles WHERE id = $1 AND user_id = $2 FOR UPDATE`, [vehicleId, userId])
  if (!rows[0]) throw new HttpError(404, VEHICLE_NOT_FOUND)
  return rows[0]
}

const cleanText = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : value.trim() || null)

/**
 * Saves a vehicle in a transaction that holds lockUser(). The user's first vehicle becomes the
 * default; `makeDefault` moves the default to it.
 */
export async function insertVehicle(tx: Database, userId: number, input: VehicleInput): Promise<VehicleRow> {
  const plate = validPlate(input.plate_number)
  await assertVehicleType(tx, input.vehicle_type_id)
  const twin = await findByPlate(tx, userId, plate)
  if (twin) throw new HttpError(409, `You have already saved the plate ${twin.plate_number}.`)
  const { rows: count } = await tx.query<{ n: number }>('SELECT count(*) AS n FROM vehicles WHERE user_id = $1', [userId])
  const isDefault = Number(count[0]?.n ?? 0) === 0 || input.is_default === true
  if (isDefault) await tx.query('UPDATE vehicles SET is_default = false WHERE user_id = $1 AND is_default', [userId])
  const { rows } = await tx.query<VehicleRow>(
    `INSERT INTO vehicles (user_id, plate_number, vehicle_type_id, make, model, color, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [userId, plate, input.vehicle_type_id, cleanText(input.make) ?? null, cleanText(input.model) ?? null, cleanText(input.color) ?? null, isDefault],
  )
  return rows[0]!
}

/** A plate already saved by the user (any spelling of it), or a new vehicle for it. */
export async function findOrSaveVehicle(tx: Database, userId: number, rawPlate: string, vehicleTypeId: number): Promise<VehicleRow> {
  const existing = await findByPlate(tx, userId, validPlate(rawPlate))
  return existing ?? insertVehicle(tx, userId, { plate_number: rawPlate, vehicle_type_id: vehicleTypeId })
}

const bearer = [{ bearerAuth: [] }]
const textField = { type: ['string', 'null'], maxLength: 50 } as const
const vehicleSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    plate_number: { type: 'string', description: 'Upper case, single spaces or hyphens.' },
    vehicle_type_id: { type: 'integer' },
    make: { type: ['string', 'null'] },
    model: { type: ['string', 'null'] },
    color: { type: ['string', 'null'] },
    is_default: { type: 'boolean', description: 'Exactly one vehicle of a user with vehicles is the default.' },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'plate_number', 'vehicle_type_id', 'make', 'model', 'color', 'is_default', 'created_at'],
} as const
const inputProperties = {
  plate_number: { type: 'string', minLength: 1, maxLength: 40, description: 'Normalised to upper case; 2–15 letters and digits.' },
  vehicle_type_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
  make: textField,
  model: textField,
  color: textField,
  is_default: { type: 'boolean' },
} as const
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const

export default async function vehiclesRoutes(app: FastifyInstance) {
  app.get(
    '/user/vehicles/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['vehicles'],
        summary: "The user's saved vehicles, the default first",
        security: bearer,
        response: { 200: { type: 'array', items: vehicleSchema }, ...errorResponses(401) },
      },
    },
    async (request): Promise<Vehicle[]> => {
      const { rows } = await app.db.query<VehicleRow>(`SELECT ${COLUMNS} FROM vehicles WHERE user_id = $1 ORDER BY is_default DESC, id`, [
        request.user!.id,
      ])
      return rows.map(vehicleOf)
    },
  )

  app.post<{ Body: VehicleInput }>(
    '/user/vehicles/',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['vehicles'],
        summary: 'Saves a vehicle (the first one becomes the default)',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['plate_number'],
          properties: { ...inputProperties, vehicle_type_id: { ...inputProperties.vehicle_type_id, default: DEFAULT_VEHICLE_TYPE_ID } },
        },
        response: { 201: vehicleSchema, ...errorResponses(400, 401, 409) },
      },
    },
    async (request, reply) => {
      const userId = request.user!.id
      const row = await app.db.transaction(async (tx) => {
        await lockUser(tx, userId)
        return insertVehicle(tx, userId, request.body)
      })
      return reply.code(201).send(vehicleOf(row))
    },
  )

  app.put<{ Params: { id: number }; Body: Partial<VehicleInput> }>(
    '/user/vehicles/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['vehicles'],
        summary: 'Changes a saved vehicle (only the fields sent)',
        security: bearer,
        params: idParams,
        body: { type: 'object', additionalProperties: false, minProperties: 1, properties: inputProperties, 'x-message': 'Send at least one field to change.' },
        response: { 200: vehicleSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      const userId = request.user!.id
      const body = request.body
      const row = await app.db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const current = await findOwnVehicle(tx, userId, request.params.id)
        let plate = current.plate_number
        if (body.plate_number !== undefined) {
          plate = validPlate(body.plate_number)
          const twin = await findByPlate(tx, userId, plate, current.id)
          if (twin) throw new HttpError(409, `You have already saved the plate ${twin.plate_number}.`)
        }
        if (body.vehicle_type_id !== undefined) await assertVehicleType(tx, body.vehicle_type_id)
        if (body.is_default === false && current.is_default) {
          throw new HttpError(409, 'This is your default vehicle. Make another vehicle the default instead.')
        }
        if (body.is_default === true && !current.is_default) {
          await tx.query('UPDATE vehicles SET is_default = false WHERE user_id = $1 AND is_default', [userId])
        }
        const { rows } = await tx.query<VehicleRow>(
          `UPDATE vehicles SET plate_number = $2, vehicle_type_id = $3, make = $4, model = $5, color = $6, is_default = $7
            WHERE id = $1 RETURNING ${COLUMNS}`,
          [
            current.id,
            plate,
            body.vehicle_type_id ?? current.vehicle_type_id,
            body.make === undefined ? current.make : cleanText(body.make),
            body.model === undefined ? current.model : cleanText(body.model),
            body.color === undefined ? current.color : cleanText(body.color),
            body.is_default === true || current.is_default,
          ],
        )
        return rows[0]!
      })
      return vehicleOf(row)
    },
  )

  app.delete<{ Params: { id: number } }>(
    '/user/vehicles/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['vehicles'],
        summary: 'Deletes a saved vehicle (its bookings keep the plate)',
        description: 'When the default vehicle goes, the oldest remaining vehicle becomes the default.',
        security: bearer,
        params: idParams,
        response: { 200: { type: 'object', properties: { detail: { type: 'string' } }, required: ['detail'] }, ...errorResponses(400, 401, 404) },
      },
    },
    async (request): Promise<MessageResponse> => {
      const userId = request.user!.id
      await app.db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const current = await findOwnVehicle(tx, userId, request.params.id)
        await tx.query('DELETE FROM vehicles WHERE id = $1', [current.id])
        if (current.is_default) {
          await tx.query(
            'UPDATE vehicles SET is_default = true WHERE id = (SELECT id FROM vehicles WHERE user_id = $1 ORDER BY id LIMIT 1)',
            [userId],
          )
        }
      })
      return { detail: 'Vehicle deleted.' }
    },
  )

  app.put<{ Params: { id: number } }>(
    '/user/vehicles/:id/default',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['vehicles'],
        summary: 'Makes this vehicle the default (the previous default stops being one)',
        security: bearer,
        params: idParams,
        response: { 200: vehicleSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const userId = request.user!.id
      const row = await app.db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const current = await findOwnVehicle(tx, userId, request.params.id)
        await tx.query('UPDATE vehicles SET is_default = false WHERE user_id = $1 AND is_default AND id <> $2', [userId, current.id])
        const { rows } = await tx.query<VehicleRow>(`UPDATE vehicles SET is_default = true WHERE id = $1 RETURNING ${COLUMNS}`, [current.id])
        return rows[0]!
      })
      return vehicleOf(row)
    },
  )
}
