import type { FastifyInstance } from 'fastify'
import { findUserById, profileOf } from '../accounts/userProfile.ts'
import { FEE_SELECT, feeOf } from '../catalogue/feeOf.ts'
import type { FeeRow } from '../catalogue/feeOf.ts'
import { DEFAULT_COUNTRY_CODE } from '../catalogue/findCountry.ts'
import { HttpError } from '../lib/HttpError.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

/** The signed-in user's profile and fees. */
export default async function usersRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app

  const loadProfile = async (userId: number) => {
    const user = await findUserById(db, userId)
    if (!user) throw new HttpError('auth.account_gone')
    return profileOf(user)
  }

  app.route({
    ...contractRoute(app, ROUTES.getProfile),
    handler: (request) => loadProfile(request.user!.id),
  })

  app.route({
    ...contractRoute(app, ROUTES.updateProfile),
    handler: async (request) => {
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
          if (!rows[0]) throw new HttpError('auth.country_unknown', { country: String(body.country_id) })
        }
        set('country_code', code)
      }
      if (sets.length) await db.query(`UPDATE users SET ${sets.join(', ')}, updated_at = now() WHERE id = $1`, params)
      return loadProfile(request.user!.id)
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.getUserFees),
    handler: async (request) => {
      const user = await findUserById(db, request.user!.id)
      const code = user?.country_code ?? DEFAULT_COUNTRY_CODE
      const { rows } = await db.query<FeeRow>(`${FEE_SELECT} WHERE country_id = (SELECT id FROM countries WHERE code = $1) ORDER BY id`, [code])
      return rows.map(feeOf)
    },
  })
}
