import type { MarketplaceItem, MarketplaceQuery } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { findCountry } from '../catalogue/findCountry.ts'
import { HttpError } from '../lib/HttpError.ts'
import { imageUrl } from '../lib/imageUrl.ts'
import { pageOf } from '../lib/pageOf.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { localized, requestLanguage } from '../lib/requestLanguage.ts'
import { errorResponses } from '../schemas/errorResponses.ts'
import { pageQueryProperties, pageSchema } from '../schemas/pageSchema.ts'

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

const itemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    title: { type: 'string' },
    description: { type: 'string' },
    category: { type: 'string' },
    price: { type: 'number' },
    currency: { type: 'string' },
    country_code: { type: 'string' },
    seller: { type: 'string' },
    image_url: { type: ['string', 'null'] },
    stock: { type: 'integer' },
  },
  required: ['id', 'title', 'description', 'category', 'price', 'currency', 'country_code', 'seller', 'image_url', 'stock'],
} as const

/** Marketplace list and detail. */
export default async function marketplaceRoutes(app: FastifyInstance) {
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

  app.get<{ Querystring: MarketplaceQuery & { size?: number } }>(
    '/marketplace',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'Marketplace items',
        querystring: {
          type: 'object',
          properties: {
            country: { type: 'string', maxLength: 100, description: 'Country name or code.' },
            category: { type: 'string', maxLength: 50, description: 'e.g. monthly-pass, ev-charger, accessory, service.' },
            ...pageQueryProperties,
          },
        },
        response: { 200: pageSchema(itemSchema, 'A page of items.'), ...errorResponses(400) },
      },
    },
    async (request) => {
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
  )

  app.get<{ Params: { id: number } }>(
    '/marketplace/:id',
    {
      schema: {
        tags: ['marketplace'],
        summary: 'A marketplace item',
        params: { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } } },
        response: { 200: itemSchema, ...errorResponses(400, 404) },
      },
    },
    async (request) => {
      const { rows } = await db.query<ItemRow>(`${ITEM_SELECT} WHERE m.id = $1`, [request.params.id])
      if (!rows[0]) throw new HttpError(404, 'Marketplace item not found.')
      return itemOf(rows[0], requestLanguage(request))
    },
  )
}
