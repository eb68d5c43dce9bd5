import type { FeesQuery, ParkRate, ParkSearchQuery, VehicleType } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { FEE_SELECT, feeOf } from '../catalogue/feeOf.ts'
import type { FeeRow } from '../catalogue/feeOf.ts'
import { DEFAULT_COUNTRY_ID, findCountry } from '../catalogue/findCountry.ts'
import { HttpError } from '../lib/HttpError.ts'
import { pageOf } from '../lib/pageOf.ts'
import { localized, requestLanguage } from '../lib/requestLanguage.ts'
import { findPark } from '../parks/findPark.ts'
import { parksOf } from '../parks/parkOf.ts'
import { PARK_TOTAL_CAP, searchParks } from '../parks/searchParks.ts'
import { errorResponses } from '../schemas/errorResponses.ts'
import { pageQueryProperties, pageSchema } from '../schemas/pageSchema.ts'

export const DEFAULT_VEHICLE_TYPE_ID = 1
export const PARK_NOT_FOUND = 'Park not found.'

const parkKeyParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 100, description: 'Park id, slug or park code.' } },
} as const

/** Park search, detail and rate; public vehicle types; fees per country. */
export default async function parksRoutes(app: FastifyInstance) {
  const { db } = app

  app.get<{ Querystring: ParkSearchQuery & { radius_km?: number } }>(
    '/parks/front/parks/',
    {
      schema: {
        tags: ['parks'],
        summary: 'Search parks',
        description:
          'Filters by country (name in English or French, or two-letter code), text (name, address, city, region) and type. ' +
          'With lat and lng, nearest first with distance_km; radius_km limits the distance. ' +
          `\`total\` counts matching parks up to ${PARK_TOTAL_CAP.toLocaleString('en')}.`,
        querystring: {
          type: 'object',
          properties: {
            country: { type: 'string', maxLength: 100, description: 'Country name or code, e.g. Nigeria or NG.' },
            search: { type: 'string', maxLength: 100 },
            lat: { type: 'number', minimum: -90, maximum: 90 },
            lng: { type: 'number', minimum: -180, maximum: 180 },
            radius_km: { type: 'number', exclusiveMinimum: 0, maximum: 20000 },
            type: { type: 'string', enum: ['airport', 'city', 'stadium', 'station'] },
            ...pageQueryProperties,
          },
        },
        response: { 200: pageSchema({ $ref: 'Park#' }, 'A page of parks.'), ...errorResponses(400) },
      },
    },
    async (request) => {
      const q = request.query
      const page = q.page ?? 1
      const size = q.size ?? 20
      if ((q.lat === undefined) !== (q.lng === undefined)) throw new HttpError(400, 'lat and lng: give both or neither')
      if (q.radius_km !== undefined && q.lat === undefined) throw new HttpError(400, 'radius_km: needs lat and lng')
      let countryId: number | undefined
      if (q.country?.trim()) {
        const country = await findCountry(db, q.country)
        // An unknown country filters everything out rather than failing the page.
        if (!country) return pageOf([], 0, page, size)
        countryId = country.id
      }
      const { rows, total } = await searchParks(db, {
        countryId,
        search: q.search,
        lat: q.lat,
        lng: q.lng,
        radiusKm: q.radius_km,
        type: q.type,
        page,
        size,
        holdMinutes: app.config.bookingHoldMinutes,
      })
      return pageOf(await parksOf(db, rows, requestLanguage(request), app.config.publicUrl), total, page, size)
    },
  )

  app.get<{ Params: { id: string } }>(
    '/front/parks/:id',
    {
      schema: {
        tags: ['parks'],
        summary: 'A park by id, slug or park code',
        description: 'The park code is what the QR sign at the park carries (/park/{parkCode}).',
        params: parkKeyParams,
        response: { 200: { $ref: 'Park#' }, ...errorResponses(404) },
      },
    },
    async (request) => {
      const row = await findPark(db, request.params.id, app.config.bookingHoldMinutes)
      if (!row) throw new HttpError(404, PARK_NOT_FOUND)
      const [park] = await parksOf(db, [row], requestLanguage(request), app.config.publicUrl)
      return park
    },
  )

  app.get<{ Params: { id: string }; Querystring: { vehicle_type_id?: number } }>(
    '/front/parks/:id/rate',
    {
      schema: {
        tags: ['parks'],
        summary: "A park's rate for one vehicle type",
        params: parkKeyParams,
        querystring: {
          type: 'object',
          properties: { vehicle_type_id: { type: 'integer', minimum: 1, maximum: 2147483647, default: DEFAULT_VEHICLE_TYPE_ID } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              park_id: { type: 'integer' },
              vehicle_type_id: { type: 'integer' },
              vehicle_type_name: { type: 'string' },
              currency: { type: 'string' },
              hourly_rate: { type: 'number' },
              daily_rate: { type: 'number' },
            },
            required: ['park_id', 'vehicle_type_id', 'vehicle_type_name', 'currency', 'hourly_rate', 'daily_rate'],
          },
          ...errorResponses(400, 404),
        },
      },
    },
    async (request): Promise<ParkRate> => {
      const park = await findPark(db, request.params.id, app.config.bookingHoldMinutes)
      if (!park) throw new HttpError(404, PARK_NOT_FOUND)
      const vehicleTypeId = request.query.vehicle_type_id ?? DEFAULT_VEHICLE_TYPE_ID
      const { rows } = await db.query<{ hourly_rate: number; daily_rate: number; name: string; name_fr: string }>(
        `SELECT r.hourly_rate, r.daily_rate, v.name, v.name_fr FROM park_rates r JOIN vehicle_types v ON v.id = r.vehicle_type_id
         WHERE r.park_id = $1 AND r.vehicle_type_id = $2`,
        [park.id, vehicleTypeId],
      )
      const rate = rows[0]
      if (!rate) throw new HttpError(404, `This park has no rate for vehicle type ${vehicleTypeId}.`)
      return {
        park_id: park.id,
        vehicle_type_id: vehicleTypeId,
        vehicle_type_name: localized(requestLanguage(request), rate.name, rate.name_fr),
        currency: park.currency,
        hourly_rate: rate.hourly_rate,
        daily_rate: rate.daily_rate,
      }
    },
  )

  app.get(
    '/vehicles/public',
    {
      schema: {
        tags: ['parks'],
        summary: 'Vehicle types',
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: { id: { type: 'integer' }, name: { type: 'string' }, name_fr: { type: 'string' }, description: { type: 'string' } },
              required: ['id', 'name', 'name_fr', 'description'],
            },
          },
        },
      },
    },
    async (request): Promise<VehicleType[]> => {
      const lang = requestLanguage(request)
      const { rows } = await db.query<{ id: number; name: string; name_fr: string; description: string; description_fr: string }>(
        'SELECT id, name, name_fr, description, description_fr FROM vehicle_types ORDER BY id',
      )
      return rows.map((row) => ({ id: row.id, name: row.name, name_fr: row.name_fr, description: localized(lang, row.description, row.description_fr) }))
    },
  )

  app.get<{ Querystring: FeesQuery }>(
    '/front/fees',
    {
      schema: {
        tags: ['parks'],
        summary: "A country's fees",
        description: 'country_id is a country id or two-letter code; Nigeria (1) when absent.',
        querystring: { type: 'object', properties: { country_id: { type: 'string', minLength: 1, maxLength: 100, description: 'Country id or code.' } } },
        response: { 200: { type: 'array', items: { $ref: 'Fee#' } }, ...errorResponses(404) },
      },
    },
    async (request) => {
      const key = request.query.country_id ?? DEFAULT_COUNTRY_ID
      const country = await findCountry(db, key)
      if (!country) throw new HttpError(404, `Country ${String(key)} not found.`)
      const { rows } = await db.query<FeeRow>(`${FEE_SELECT} WHERE country_id = $1 ORDER BY id`, [country.id])
      return rows.map(feeOf)
    },
  )
}
