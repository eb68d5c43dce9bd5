import type { Park, ParkRate, VehicleType } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { FEE_SELECT, feeOf } from '../catalogue/feeOf.ts'
import type { FeeRow } from '../catalogue/feeOf.ts'
import { DEFAULT_COUNTRY_ID, findCountry } from '../catalogue/findCountry.ts'
import { HttpError } from '../lib/HttpError.ts'
import { pageOf } from '../lib/pageOf.ts'
import { localized, requestLanguage } from '../lib/requestLanguage.ts'
import { findPark } from '../parks/findPark.ts'
import { parksOf } from '../parks/parkOf.ts'
import { searchParks } from '../parks/searchParks.ts'
import type { Stay } from '../parks/stayPricing.ts'
import { pricingAnswer } from '../pricing/pricingAnswer.ts'
import { validateTimeRange } from '../pricing/quote.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

export const DEFAULT_VEHICLE_TYPE_ID = 1
export const PARK_NOT_FOUND = 'Park not found.'

/** Park search, detail and rate; public vehicle types; fees per country. */
export default async function parksRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app

  app.route({
    ...contractRoute(app, ROUTES.searchParks),
    handler: async (request, reply) => {
      const q = request.query
      const page = q.page ?? 1
      const size = q.size ?? 20
      if ((q.lat === undefined) !== (q.lng === undefined)) throw new HttpError('park.coordinates_incomplete')
      if (q.radius_km !== undefined && q.lat === undefined) throw new HttpError('park.radius_needs_point')
      const edges = [q.min_lat, q.min_lng, q.max_lat, q.max_lng]
      if (edges.some((edge) => edge !== undefined) && edges.some((edge) => edge === undefined)) throw new HttpError('park.box_incomplete')
      const box = q.min_lat !== undefined && q.min_lng !== undefined && q.max_lat !== undefined && q.max_lng !== undefined
        ? { minLat: q.min_lat, minLng: q.min_lng, maxLat: q.max_lat, maxLng: q.max_lng }
        : undefined
      if (box && box.minLat > box.maxLat) throw new HttpError('park.box_inverted')
      if ((q.arrival === undefined) !== (q.departure === undefined)) throw new HttpError('park.stay_incomplete')
      let stay: Stay | undefined
      if (q.arrival !== undefined && q.departure !== undefined) {
        stay = { arrival: new Date(q.arrival), departure: new Date(q.departure), vehicleTypeId: q.vehicle_type_id ?? DEFAULT_VEHICLE_TYPE_ID }
        // The quote's own rules and refusals, naming this route's fields.
        try {
          validateTimeRange(stay.arrival, stay.departure)
        } catch (error) {
          throw pricingAnswer(error, { start: 'arrival', end: 'departure', vehicle: 'vehicle_type_id' })
        }
      }
      if (q.sort === 'price' && !stay) throw new HttpError('park.sort_needs_stay')
      if (q.sort === 'distance' && q.lat === undefined) throw new HttpError('park.sort_needs_point')
      let countryId: number | undefined
      if (q.country?.trim()) {
        const country = await findCountry(db, q.country)
        // An unknown country filters everything out rather than failing the page.
        if (!country) return pageOf([], 0, page, size)
        countryId = country.id
      }
      const { rows, total, items } = await searchParks(db, {
        countryId,
        search: q.search,
        lat: q.lat,
        lng: q.lng,
        radiusKm: q.radius_km,
        box,
        type: q.type,
        stay,
        sort: q.sort,
        openNow: q.open_now,
        is24Hours: q.is_24_hours,
        available: q.available,
        page,
        size,
        holdMinutes: app.config.bookingHoldMinutes,
        answer: { lang: requestLanguage(request), publicUrl: app.config.publicUrl },
      })
      if (items !== undefined) {
        // The parks as answered, from the database: sent as they are (a string with a JSON type
        // skips the serializer), around them pageOf's other fields in its order.
        const { items: _, ...rest } = pageOf([], total, page, size)
        const body = `{"items":${items},${JSON.stringify(rest).slice(1)}`
        // The route's type wants the object; Fastify sends this string as the same JSON.
        return reply.type('application/json; charset=utf-8').send(body as unknown as ReturnType<typeof pageOf<Park>>)
      }
      return pageOf(await parksOf(db, rows, requestLanguage(request), app.config.publicUrl), total, page, size)
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.getPark),
    handler: async (request) => {
      const row = await findPark(db, request.params.id, app.config.bookingHoldMinutes)
      if (!row) throw new HttpError('park.not_found')
      const [park] = await parksOf(db, [row], requestLanguage(request), app.config.publicUrl)
      return park
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.getParkRate),
    handler: async (request): Promise<ParkRate> => {
      const vehicleTypeId = request.query.vehicle_type_id ?? DEFAULT_VEHICLE_TYPE_ID
      // One prepared statement: the park (by id, slug or code, as findPark) and its rate for the
      // vehicle, without the park's free spaces, which a rate does not show.
      const key = request.params.id.trim()
      const byId = /^[0-9]{1,9}$/.test(key)
      const { rows } = await db.query<{ id: number; currency: ParkRate['currency']; hourly_rate: number | null; daily_rate: number | null; name: string; name_fr: string }>(
        `SELECT p.id, p.currency, r.hourly_rate, r.daily_rate, v.name, v.name_fr
           FROM parks p
           LEFT JOIN park_rates r ON r.park_id = p.id AND r.vehicle_type_id = $2
           LEFT JOIN vehicle_types v ON v.id = r.vehicle_type_id
          WHERE ${byId ? 'p.id = $1::int' : 'p.slug = lower($1) OR p.park_code = upper($1)'} LIMIT 1`,
        [key, vehicleTypeId],
        { prepare: true },
      )
      const row = rows[0]
      if (!row) throw new HttpError('park.not_found')
      if (row.hourly_rate === null || row.daily_rate === null) throw new HttpError('park.no_rate', { vehicle_type_id: vehicleTypeId })
      return {
        park_id: row.id,
        vehicle_type_id: vehicleTypeId,
        vehicle_type_name: localized(requestLanguage(request), row.name, row.name_fr),
        currency: row.currency,
        hourly_rate: row.hourly_rate,
        daily_rate: row.daily_rate,
      }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.listVehicleTypes),
    handler: async (request): Promise<VehicleType[]> => {
      const lang = requestLanguage(request)
      const { rows } = await db.query<{ id: number; name: string; name_fr: string; description: string; description_fr: string }>(
        'SELECT id, name, name_fr, description, description_fr FROM vehicle_types ORDER BY id',
      )
      return rows.map((row) => ({ id: row.id, name: row.name, name_fr: row.name_fr, description: localized(lang, row.description, row.description_fr) }))
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.listFees),
    handler: async (request) => {
      const key = request.query.country_id ?? DEFAULT_COUNTRY_ID
      const country = await findCountry(db, key)
      if (!country) throw new HttpError('catalogue.country_not_found', { country: String(key) })
      const { rows } = await db.query<FeeRow>(`${FEE_SELECT} WHERE country_id = $1 ORDER BY id`, [country.id])
      return rows.map(feeOf)
    },
  })
}
