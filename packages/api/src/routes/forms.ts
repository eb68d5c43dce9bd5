import type { CreatedResponse } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { requestLanguage } from '../lib/requestLanguage.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

export const DEMO_THANKS = 'Thank you! Our team will contact you within two business days to schedule your demo.'
export const DEMO_THANKS_FR = 'Merci ! Notre équipe vous contactera sous deux jours ouvrés pour planifier votre démonstration.'
export const CONTACT_THANKS = 'Thank you for your message. We will get back to you soon.'
export const CONTACT_THANKS_FR = 'Merci pour votre message. Nous vous répondrons rapidement.'

/** Demo requests and contact messages: validated and stored. */
export default async function formsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app

  app.route({
    ...contractRoute(app, ROUTES.createDemoRequest),
    handler: async (request, reply) => {
      const b = request.body
      const code = b.country_code.toUpperCase()
      const country = await db.query('SELECT 1 FROM countries WHERE code = $1', [code])
      if (!country.rows[0]) throw new HttpError('catalogue.country_code_unknown', { country: b.country_code })
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO demo_requests (name, email, company, phone, country_code, message, spaces) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [b.name.trim(), b.email.trim().toLowerCase(), b.company.trim(), b.phone?.trim() ?? null, code, b.message?.trim() || null, b.spaces ?? null],
      )
      const answer: CreatedResponse = { id: rows[0]!.id, detail: requestLanguage(request) === 'fr' ? DEMO_THANKS_FR : DEMO_THANKS }
      return reply.status(201).send(answer)
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.sendContactMessage),
    handler: async (request, reply) => {
      const b = request.body
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO contact_messages (user_id, name, email, subject, message) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [request.user?.id ?? null, b.name.trim(), b.email.trim().toLowerCase(), b.subject.trim(), b.message.trim()],
      )
      const answer: CreatedResponse = { id: rows[0]!.id, detail: requestLanguage(request) === 'fr' ? CONTACT_THANKS_FR : CONTACT_THANKS }
      return reply.status(201).send(answer)
    },
  })
}
