import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { ROUTES } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { findCountry } from '../catalogue/findCountry.ts'
import { contractRoute } from '../lib/contractRoute.ts'
import { requestLanguage } from '../lib/requestLanguage.ts'
import { searchPlaces } from '../places/searchPlaces.ts'
import { popularPlaces } from '../places/popularPlaces.ts'
import { HttpError } from '../lib/HttpError.ts'

/** Place search: where drivers are going, as they type. */
export default async function placesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app

  app.route({
    ...contractRoute(app, ROUTES.searchPlaces),
    handler: async (request) => {
      const q = request.query
      // An unknown country orders nothing first rather than failing the search.
      const country = q.country?.trim() ? await findCountry(db, q.country) : null
      const items = await searchPlaces(db, { q: q.q, countryId: country?.id, lang: q.lang ?? requestLanguage(request), limit: q.limit ?? 8 })
      return { items }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.listPopularPlaces),
    handler: async (request) => {
      const q = request.query
      const country = await findCountry(db, q.country)
      if (!country) throw new HttpError('catalogue.country_not_found', { country: q.country })
      return popularPlaces(db, country.id, q.lang ?? requestLanguage(request), q.limit ?? 6)
    },
  })
}
