import type { SubscriptionPlan } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { findCountry } from '../catalogue/findCountry.ts'
import { localized, requestLanguage } from '../lib/requestLanguage.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

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
export default async function plansRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app
  app.route({
    ...contractRoute(app, ROUTES.listSubscriptionPlans),
    handler: async (request): Promise<SubscriptionPlan[]> => {
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
  })
}
