import type { UpdateProfileRequest } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { findUserById, profileOf } from '../accounts/userProfile.ts'
import { FEE_SELECT, feeOf } from '../catalogue/feeOf.ts'
import type { FeeRow } from '../catalogue/feeOf.ts'
import { DEFAULT_COUNTRY_CODE } from '../catalogue/findCountry.ts'
import { HttpError } from '../lib/HttpError.ts'
import { errorResponses } from '../schemas/errorResponses.ts'

const bearer = [{ bearerAuth: [] }]

/** The signed-in user's profile and fees. */
export default async function usersRoutes(app: FastifyInstance) {
  const { db } = app

  const loadProfile = async (userId: number) => {
    const user = await findUserById(db, userId)
    if (!user) throw new HttpError(401, 'This account no longer exists. Please log in again.')
    return profileOf(user)
  }

  app.get(
    '/users/profile',
    {
      preHandler: app.authenticate,
      schema: { tags: ['users'], summary: 'The signed-in user', security: bearer, response: { 200: { $ref: 'UserProfile#' }, ...errorResponses(401) } },
    },
    (request) => loadProfile(request.user!.id),
  )

  app.patch<{ Body: UpdateProfileRequest }>(
    '/users/profile',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: 'Update the signed-in user',
        description: 'Only the fields sent change; `null` clears phone, country_id or language.',
        security: bearer,
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            first_name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': 'first_name: must not be empty' },
            last_name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S', 'x-message': 'last_name: must not be empty' },
            phone: {
              type: ['string', 'null'],
              pattern: '^\\+?[0-9][0-9 ()-]{4,24}$',
              'x-message': 'phone: must be a phone number, e.g. +234 803 123 4567',
            },
            country_id: {
              type: ['string', 'null'],
              pattern: '^[A-Za-z]{2}$',
              'x-message': 'country_id: must be a two-letter country code, e.g. NG',
            },
            language: { type: ['string', 'null'], enum: ['en', 'fr', null] },
          },
        },
        response: { 200: { $ref: 'UserProfile#' }, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const body = request.body ?? {}
      const sets: string[] = []
      const params: unknown[] = [request.user!.id]
      const set = (column: string, value: unknown) => {
        params.push(value)
        sets.push(`${column} = $${params.length}`)
      }
      if (body.first_name !== undefined) set('first_name', body.first_name.trim())
      if (body.last_name !== undefined) set('last_name', body.last_name.trim())
      if (body.phone !== undefined) set('phone', body.phone?.trim() || null)
      if (body.language !== undefined) set('language', body.language)
      if (body.country_id !== undefined) {
        const code = body.country_id?.toUpperCase() ?? null
        if (code) {
          const { rows } = await db.query('SELECT 1 FROM countries WHERE code = $1', [code])
          if (!rows[0]) throw new HttpError(400, `country_id: "${body.country_id}" is not a listed country code`)
        }
        set('country_code', code)
      }
      if (sets.length) await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params)
      return loadProfile(request.user!.id)
    },
  )

  app.get(
    '/users/fees',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['users'],
        summary: "Fees of the signed-in user's country",
        description: 'The fees of the country in the profile, else of Nigeria (the default country).',
        security: bearer,
        response: { 200: { type: 'array', items: { $ref: 'Fee#' } }, ...errorResponses(401) },
      },
    },
    async (request) => {
      const user = await findUserById(db, request.user!.id)
      const code = user?.country_code ?? DEFAULT_COUNTRY_CODE
      const { rows } = await db.query<FeeRow>(`${FEE_SELECT} WHERE country_id = (SELECT id FROM countries WHERE code = $1) ORDER BY id`, [code])
      return rows.map(feeOf)
    },
  )
}
