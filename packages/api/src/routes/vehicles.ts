import { DEFAULT_VEHICLE_TYPE_ID, errorMessage } from '@parkade/contract'
import type { MessageResponse, Vehicle, VehicleInput } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/Database.ts'
import { HttpError } from '../lib/HttpError.ts'
import { toIso } from '../lib/toIso.ts'
import { lockUser } from '../payments/ledger.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

export const PLATE_INVALID = errorMessage('vehicle.plate_invalid')
export { DEFAULT_VEHICLE_TYPE_ID }

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
    throw new HttpError('vehicle.plate_invalid', {}, { errors: [{ field: 'plate_number', message: PLATE_INVALID }] })
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
  if (!rows[0]) throw new HttpError('vehicle.type_unknown', {}, { errors: [{ field: 'vehicle_type_id', message: 'Unknown vehicle type.' }] })
}

/** The user's vehicle, locked; 404 when it is someone else's or does not exist. */
export async function findOwnVehicle(tx: Database, userId: number, vehicleId: number): Promise<VehicleRow> {
  const { rows } = await tx.query<VehicleRow>(`SELECT ${COLUMNS} FROM vehicles WHERE id = $1 AND user_id = $2 FOR UPDATE`, [vehicleId, userId])
  if (!rows[0]) throw new HttpError('vehicle.not_found')
  return rows[0]
}

const cleanText = (value: string | null | undefined) => (value === undefined ? undefined : value === null ? null : value.trim() || null)

/**
 * Saves a vehicle in a transaction that holds lockUser(). The user's first vehicle becomes the
 * default; `makeDefault` moves the default to it.
 */
export async function insertVehicle(tx: Database, userId: number, input: VehicleInput): Promise<VehicleRow> {
  const plate = validPlate(input.plate_number)
  const vehicleTypeId = input.vehicle_type_id ?? DEFAULT_VEHICLE_TYPE_ID
  await assertVehicleType(tx, vehicleTypeId)
  const twin = await findByPlate(tx, userId, plate)
  if (twin) throw new HttpError('vehicle.plate_taken', { plate: twin.plate_number })
  const { rows: count } = await tx.query<{ n: number }>('SELECT count(*) AS n FROM vehicles WHERE user_id = $1', [userId])
  const isDefault = Number(count[0]?.n ?? 0) === 0 || input.is_default === true
  if (isDefault) await tx.query('UPDATE vehicles SET is_default = false WHERE user_id = $1 AND is_default', [userId])
  const { rows } = await tx.query<VehicleRow>(
    `INSERT INTO vehicles (user_id, plate_number, vehicle_type_id, make, model, color, is_default)
     VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${COLUMNS}`,
    [userId, plate, vehicleTypeId, cleanText(input.make) ?? null, cleanText(input.model) ?? null, cleanText(input.color) ?? null, isDefault],
  )
  return rows[0]!
}

/** A plate already saved by the user (any spelling of it), or a new vehicle for it. */
export async function findOrSaveVehicle(tx: Database, userId: number, rawPlate: string, vehicleTypeId: number): Promise<VehicleRow> {
  const existing = await findByPlate(tx, userId, validPlate(rawPlate))
  return existing ?? insertVehicle(tx, userId, { plate_number: rawPlate, vehicle_type_id: vehicleTypeId })
}

export default async function vehiclesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.route({
    ...contractRoute(app, ROUTES.listVehicles),
    handler: async (request): Promise<Vehicle[]> => {
      const { rows } = await app.db.query<VehicleRow>(`SELECT ${COLUMNS} FROM vehicles WHERE user_id = $1 ORDER BY is_default DESC, id`, [
        request.user!.id,
      ])
      return rows.map(vehicleOf)
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.createVehicle),
    handler: async (request, reply) => {
      const userId = request.user!.id
      const row = await app.db.transaction(async (tx) => {
        await lockUser(tx, userId)
        return insertVehicle(tx, userId, request.body)
      })
      return reply.code(201).send(vehicleOf(row))
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.updateVehicle),
    handler: async (request) => {
      const userId = request.user!.id
      const body = request.body
      const row = await app.db.transaction(async (tx) => {
        await lockUser(tx, userId)
        const current = await findOwnVehicle(tx, userId, request.params.id)
        let plate = current.plate_number
        if (body.plate_number !== undefined) {
          plate = validPlate(body.plate_number)
          const twin = await findByPlate(tx, userId, plate, current.id)
          if (twin) throw new HttpError('vehicle.plate_taken', { plate: twin.plate_number })
        }
        if (body.vehicle_type_id !== undefined) await assertVehicleType(tx, body.vehicle_type_id)
        if (body.is_default === false && current.is_default) {
          throw new HttpError('vehicle.default_required')
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
  })

  app.route({
    ...contractRoute(app, ROUTES.deleteVehicle),
    handler: async (request): Promise<MessageResponse> => {
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
  })

  app.route({
    ...contractRoute(app, ROUTES.setDefaultVehicle),
    handler: async (request) => {
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
  })
}
