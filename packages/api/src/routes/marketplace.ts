import type { MarketplaceItem } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { findCountry } from '../catalogue/findCountry.ts'
import { HttpError } from '../lib/HttpError.ts'
import { imageUrl } from '../lib/imageUrl.ts'
import { pageOf } from '../lib/pageOf.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { localized, requestLanguage } from '../lib/requestLanguage.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

interface ItemRow {
  id: number
  title: string
  title_fr: string
  description: string
  description_fr: string
  category: string
  price: number
  currency: MarketplaceItem['currency']
  country_code: string
  seller: string
  image_key: string | null
  stock: number
}

const ITEM_SELECT = `SELECT m.id, m.title, m.title_fr, m.description, m.description_fr, m.category, m.price, m.currency,
  c.code AS country_code, m.seller, m.image_key, m.stock FROM marketplace_items m JOIN countries c ON c.id = m.country_id`

/** Marketplace list and detail. */
export default async function marketplaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app
  const itemOf = (row: ItemRow, lang: Language): MarketplaceItem => ({
    id: row.id,
    title: localized(lang, row.title, row.title_fr),
    description: localized(lang, row.description, row.description_fr),
    category: row.category,
    price: row.price,
    currency: row.currency,
    country_code: row.country_code,
    seller: row.seller,
    image_url: imageUrl(app.config.publicUrl, row.image_key),
    stock: row.stock,
  })

  app.route({
    ...contractRoute(app, ROUTES.listMarketplaceItems),
    handler: async (request) => {
      const q = request.query
      const page = q.page ?? 1
      const size = q.size ?? 20
      const params: unknown[] = []
      const where: string[] = []
      if (q.country?.trim()) {
        const country = await findCountry(db, q.country)
        if (!country) return pageOf([], 0, page, size)
        params.push(country.id)
        where.push(`m.country_id = $${params.length}`)
      }
      if (q.category?.trim()) {
        params.push(q.category.trim().toLowerCase())
        where.push(`m.category = $${params.length}`)
      }
      const whereSql = where.length ? `WHERE ${where.join(' AND ')}` : ''
      const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM marketplace_items m ${whereSql}`, params)).rows[0]!.n
      const { rows } = await db.query<ItemRow>(`${ITEM_SELECT} ${whereSql} ORDER BY m.id LIMIT ${size} OFFSET ${(page - 1) * size}`, params)
      const lang = requestLanguage(request)
      return pageOf(
        rows.map((row) => itemOf(row, lang)),
        total,
        page,
        size,
      )
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.getMarketplaceItem),
    handler: async (request) => {
      const { rows } = await db.query<ItemRow>(`${ITEM_SELECT} WHERE m.id = $1`, [request.params.id])
      if (!rows[0]) throw new HttpError('marketplace.item_not_found')
      return itemOf(rows[0], requestLanguage(request))
    },
  })
}
