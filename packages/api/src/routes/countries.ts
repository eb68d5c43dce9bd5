import type { Country, State } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

/** Countries and their states, regions or provinces. */
export default async function countriesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app

  app.route({
    ...contractRoute(app, ROUTES.listCountries),
    handler: async () => (await db.query<Country>('SELECT id, name, name_fr, code, flag, currency, phone_prefix, supported FROM countries ORDER BY id')).rows,
  })

  app.route({
    ...contractRoute(app, ROUTES.listStates),
    handler: async (request) => {
      const id = request.query.country_id
      const country = await db.query('SELECT 1 FROM countries WHERE id = $1', [id])
      if (!country.rows[0]) throw new HttpError('catalogue.country_not_found', { country: id })
      return (await db.query<State>('SELECT id, name, country_id, code FROM regions WHERE country_id = $1 ORDER BY name', [id])).rows
    },
  })
}
