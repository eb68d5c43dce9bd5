import type { SitemapParksPage } from '@parkade/contract'
import { ROUTES, SITEMAP_MAX_URLS } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import type { FastifyInstance } from 'fastify'
import { contractRoute } from '../lib/contractRoute.ts'
import { toIso } from '../lib/toIso.ts'

/** What the site's sitemap needs and the ordinary lists cannot give in bulk (issue 24). */
export default async function sitemapRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app

  app.route({
    ...contractRoute(app, ROUTES.listSitemapParks),
    handler: async (request): Promise<SitemapParksPage> => {
      const limit = request.query.limit ?? SITEMAP_MAX_URLS
      const after = request.query.after
      // Keyset, not OFFSET: one range of the slug's unique index, however deep the page.
      const { rows } = await db.query<{ slug: string; updated_at: Date | string }>(
        `SELECT slug, COALESCE(updated_at, created_at) AS updated_at FROM parks
         ${after === undefined ? '' : 'WHERE slug > $1'} ORDER BY slug LIMIT ${limit + 1}`,
        after === undefined ? [] : [after],
      )
      const more = rows.length > limit
      const items = (more ? rows.slice(0, limit) : rows).map((row) => ({ slug: row.slug, updated_at: toIso(row.updated_at) }))
      return { items, next_after: more ? items[items.length - 1]!.slug : null }
    },
  })
}
