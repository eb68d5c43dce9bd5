import type { ContactMessage, CreatedResponse, DemoRequest } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { requestLanguage } from '../lib/requestLanguage.ts'
import { errorResponses } from '../schemas/errorResponses.ts'

const text = (field: string, max: number) => ({ type: 'string', minLength: 1, maxLength: max, pattern: '\\S', 'x-message': `${field}: must not be empty (at most ${max} characters)` }) as const
const email = { type: 'string', format: 'email', maxLength: 320 } as const
const createdSchema = {
  type: 'object',
  properties: { id: { type: 'integer' }, detail: { type: 'string' } },
  required: ['id', 'detail'],
} as const

export const DEMO_THANKS = 'Thank you! Our team will contact you within two business days to schedule your demo.'
export const DEMO_THANKS_FR = 'Merci ! Notre équipe vous contactera sous deux jours ouvrés pour planifier votre démonstration.'
export const CONTACT_THANKS = 'Thank you for your message. We will get back to you soon.'
export const CONTACT_THANKS_FR = 'Merci pour votre message. Nous vous répondrons rapidement.'

/** Demo requests and contact messages: validated and stored. */
export default async function formsRoutes(app: FastifyInstance) {
  const { db } = app

  app.post<{ Body: DemoRequest }>(
    '/demo-requests',
    {
      schema: {
        tags: ['forms'],
        summary: 'Request a demo',
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'email', 'company', 'country_code'],
          properties: {
            name: text('name', 200),
            email,
            company: text('company', 200),
            phone: { type: 'string', pattern: '^\\+?[0-9][0-9 ()-]{4,24}$', 'x-message': 'phone: must be a phone number, e.g. +234 803 123 4567' },
            country_code: { type: 'string', pattern: '^[A-Za-z]{2}$', 'x-message': 'country_code: must be a two-letter country code, e.g. NG' },
            message: { type: 'string', maxLength: 5000 },
            spaces: { type: 'integer', minimum: 1, maximum: 1000000, description: 'Parking spaces to manage.' },
          },
        },
        response: { 201: createdSchema, ...errorResponses(400, 415) },
      },
    },
    async (request, reply) => {
      const b = request.body
      const code = b.country_code.toUpperCase()
      const country = await db.query('SELECT 1 FROM countries WHERE code = $1', [code])
      if (!country.rows[0]) throw new HttpError(400, `country_code: "${b.country_code}" is not a listed country code`)
      const { rows } = await db.query<{ id: number }>(
        `INSERT INTO demo_requests (name, email, company, phone, country_code, message, spaces) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id`,
        [b.name.trim(), b.email.trim().toLowerCase(), b.company.trim(), b.phone?.trim() ?? null, code, b.message?.trim() || null, b.spaces ?? null],
      )
      const answer: CreatedResponse = { id: rows[0]!.id, detail: requestLanguage(request) === 'fr' ? DEMO_THANKS_FR : DEMO_THANKS }
      return reply.status(201).send(answer)
    },
  )

  app.post<{ Body: ContactMessage }>(
    '/contact',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['forms'],
        summary: 'Send a message to support',
        description: 'Bearer optional: a signed-in sender is linked to the message.',
        security: [{}, { bearerAuth: [] }],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['name', 'email', 'subject', 'message'],
          properties: { name: text('name', 200), email, subject: text('subject', 200), message: text('message', 5000) },
        },
        response: { 201: createdSchema, ...errorResponses(400, 415) },
      },
    },
    async (request, reply) => {
      const b = request.body
      const { rows } = await db.query<{ id: number }>(
        'INSERT INTO contact_messages (user_id, name, email, subject, message) VALUES ($1, $2, $3, $4, $5) RETURNING id',
        [request.user?.id ?? null, b.name.trim(), b.email.trim().toLowerCase(), b.subject.trim(), b.message.trim()],
      )
      const answer: CreatedResponse = { id: rows[0]!.id, detail: requestLanguage(request) === 'fr' ? CONTACT_THANKS_FR : CONTACT_THANKS }
      return reply.status(201).send(answer)
    },
  )
}
