import type { SubscriptionPlan } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { findCountry } from '../catalogue/findCountry.ts'
import { localized, requestLanguage } from '../lib/requestLanguage.ts'
import { errorResponses } from '../schemas/errorResponses.ts'

interface PlanRow {
  code: string
  name: string
  name_fr: string
  description: string
  description_fr: string
  price_monthly: number
  currency: SubscriptionPlan['currency']
  country_code: string
  features: string[]
  features_fr: string[]
}

/** Subscription plans, per country. */
export default async function plansRoutes(app: FastifyInstance) {
  const { db } = app
  app.get<{ Querystring: { country?: string } }>(
    '/subscription-plans',
    {
      schema: {
        tags: ['plans'],
        summary: 'Subscription plans',
        description: "A country's plans (name or code), or every plan when no country is given.",
        querystring: { type: 'object', properties: { country: { type: 'string', maxLength: 100 } } },
        response: {
          200: {
            type: 'array',
            items: {
              type: 'object',
              properties: {
                code: { type: 'string' },
                name: { type: 'string' },
                description: { type: 'string' },
                price_monthly: { type: 'number' },
                currency: { type: 'string' },
                country_code: { type: 'string' },
                features: { type: 'array', items: { type: 'string' } },
              },
              required: ['code', 'name', 'description', 'price_monthly', 'currency', 'country_code', 'features'],
            },
          },
          ...errorResponses(400),
        },
      },
    },
    async (request): Promise<SubscriptionPlan[]> => {
      const params: unknown[] = []
      let where = ''
      if (request.query.country?.trim()) {
        const country = await findCountry(db, request.query.country)
        if (!country) return []
        params.push(country.id)
        where = 'WHERE s.country_id = $1'
      }
      const { rows } = await db.query<PlanRow>(
        `SELECT s.code, s.name, s.name_fr, s.description, s.description_fr, s.price_monthly, s.currency, c.code AS country_code,
           s.features, s.features_fr
         FROM subscription_plans s JOIN countries c ON c.id = s.country_id ${where} ORDER BY s.country_id, s.sort_order, s.id`,
        params,
      )
      const lang = requestLanguage(request)
      return rows.map((row) => ({
        code: row.code,
        name: localized(lang, row.name, row.name_fr),
        description: localized(lang, row.description, row.description_fr),
        price_monthly: row.price_monthly,
        currency: row.currency,
        country_code: row.country_code,
        features: lang === 'fr' && row.features_fr.length ? row.features_fr : row.features,
      }))
    },
  )
}
