import type { ParkadeEvent } from '@parkade/contract'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { ANY_ACCOUNT, createThrottle } from '../accounts/throttle.ts'
import { findCountry } from '../catalogue/findCountry.ts'
import { EVENT_SELECT, eventOf } from '../events/eventOf.ts'
import type { EventRow } from '../events/eventOf.ts'
import { HttpError } from '../lib/HttpError.ts'
import { pageOf } from '../lib/pageOf.ts'
import { requestLanguage } from '../lib/requestLanguage.ts'
import { parksOf } from '../parks/parkOf.ts'
import { searchParks } from '../parks/searchParks.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

export const EVENT_NOT_FOUND = 'Event not found.'
export const EVENT_PRIVATE = 'This event is private. Enter its access code to view it.'
export const ACCESS_CODE_UNKNOWN = 'No event matches this access code.'
/** Parks within this distance of the venue take bookings for the event. */
export const EVENT_PARK_RADIUS_KM = 5
const EVENT_PARK_LIMIT = 12

const sameCode = (a: string | null, b: string) => a !== null && a.toUpperCase() === b.trim().toUpperCase()

/** Events at venues, private events by access code, with the parks around the venue. */
export default async function eventsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app
  const throttle = createThrottle(db)

  const withParks = async (row: EventRow, request: FastifyRequest): Promise<ParkadeEvent> => {
    const lang = requestLanguage(request)
    const { rows } = await searchParks(db, { lat: row.venue_lat, lng: row.venue_lng, radiusKm: EVENT_PARK_RADIUS_KM, page: 1, size: EVENT_PARK_LIMIT, withTotal: false, holdMinutes: app.config.bookingHoldMinutes })
    return { ...eventOf(row, lang, app.config.publicUrl), parks: await parksOf(db, rows, lang, app.config.publicUrl) }
  }

  app.route({
    ...contractRoute(app, ROUTES.listEvents),
    handler: async (request) => {
      const q = request.query
      const page = q.page ?? 1
      const size = q.size ?? 20
      const params: unknown[] = []
      const where = ['NOT e.is_private', 'e.ends_at > now()']
      if (q.country?.trim()) {
        const country = await findCountry(db, q.country)
        if (!country) return pageOf([], 0, page, size)
        params.push(country.id)
        where.push(`e.country_id = $${params.length}`)
      }
      if (q.search?.trim()) {
        params.push(`%${q.search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`)
        const p = `$${params.length}`
        where.push(`(e.name ILIKE ${p} OR e.name_fr ILIKE ${p} OR e.venue_name ILIKE ${p} OR e.venue_city ILIKE ${p} OR e.category ILIKE ${p})`)
      }
      const whereSql = `WHERE ${where.join(' AND ')}`
      const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM events e ${whereSql}`, params)).rows[0]!.n
      const { rows } = await db.query<EventRow>(
        `${EVENT_SELECT} ${whereSql} ORDER BY e.starts_at, e.id LIMIT ${size} OFFSET ${(page - 1) * size}`,
        params,
      )
      const lang = requestLanguage(request)
      return pageOf(
        rows.map((row) => eventOf(row, lang, app.config.publicUrl)),
        total,
        page,
        size,
      )
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.openPrivateEvent),
    handler: async (request) => {
      const code = request.body.access_code.trim().toUpperCase()
      // Counted as a wrong code until it proves right (see throttle.begin).
      const attempt = await throttle.begin('event-access', ANY_ACCOUNT, request.ip)
      const { rows } = await db.query<EventRow>(`${EVENT_SELECT} WHERE e.is_private AND upper(e.access_code) = $1`, [code])
      const row = rows[0]
      if (!row) throw new HttpError('event.access_code_unknown')
      await attempt.succeeded()
      if (request.user) {
        await db.query('INSERT INTO event_access_grants (user_id, event_id) VALUES ($1, $2) ON CONFLICT DO NOTHING', [request.user.id, row.id])
      }
      return withParks(row, request)
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.getEvent),
    handler: async (request) => {
      const { rows } = await db.query<EventRow>(`${EVENT_SELECT} WHERE upper(e.event_code) = upper($1)`, [request.params.event_code])
      const row = rows[0]
      if (!row) throw new HttpError('event.not_found')
      if (row.is_private) {
        const header = request.headers['x-event-access-code']
        let allowed = typeof header === 'string' && sameCode(row.access_code, header)
        if (!allowed && request.user) {
          const grant = await db.query('SELECT 1 FROM event_access_grants WHERE user_id = $1 AND event_id = $2', [request.user.id, row.id])
          allowed = grant.rows.length > 0
        }
        if (!allowed) throw new HttpError('event.private')
      }
      return withParks(row, request)
    },
  })
}
