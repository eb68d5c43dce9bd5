import type { Country, State } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { errorResponses } from '../schemas/errorResponses.ts'

const countrySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    name_fr: { type: 'string' },
    code: { type: 'string', description: 'ISO 3166-1 alpha-2.' },
    flag: { type: 'string', description: 'Flag emoji.' },
    currency: { type: 'string' },
    phone_prefix: { type: 'string' },
    supported: { type: 'boolean', description: 'False when listed but not a Parkade market.' },
  },
  required: ['id', 'name', 'name_fr', 'code', 'flag', 'currency', 'phone_prefix', 'supported'],
} as const

const stateSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, name: { type: 'string' }, country_id: { type: 'integer' }, code: { type: 'string', description: 'ISO 3166-2.' } },
  required: ['id', 'name', 'country_id', 'code'],
} as const

/** Countries and their states, regions or provinces. */
export default async function countriesRoutes(app: FastifyInstance) {
  const { db } = app

  app.get(
    '/countries',
    { schema: { tags: ['countries'], summary: 'Every country', response: { 200: { type: 'array', items: countrySchema } } } },
    async () => (await db.query<Country>('SELECT id, name, name_fr, code, flag, currency, phone_prefix, supported FROM countries ORDER BY id')).rows,
  )

  app.get<{ Querystring: { country_id: number } }>(
    '/states/load',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['countries'],
        summary: "A country's states, regions or provinces",
        description: 'Bearer optional.',
        security: [{}, { bearerAuth: [] }],
        querystring: {
          type: 'object',
          required: ['country_id'],
          properties: { country_id: { type: 'integer', minimum: 1, maximum: 2147483647, description: 'Country id (1 NG, 2 US, 3 GB, 4 SN, 5 CA).' } },
        },
        response: { 200: { type: 'array', items: stateSchema }, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const id = request.query.country_id
      const country = await db.query('SELECT 1 FROM countries WHERE id = $1', [id])
      if (!country.rows[0]) throw new HttpError(404, `Country ${id} not found.`)
      return (await db.query<State>('SELECT id, name, country_id, code FROM regions WHERE country_id = $1 ORDER BY name', [id])).rows
    },
  )
}
