import type { BlogPost } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { imageUrl } from '../lib/imageUrl.ts'
import { pageOf } from '../lib/pageOf.ts'
import { requestLanguage } from '../lib/requestLanguage.ts'
import { toIso } from '../lib/toIso.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

interface PostRow {
  id: number
  slug: string
  lang: 'en' | 'fr'
  title: string
  excerpt: string
  body: string
  author: string
  published_at: Date
  tags: string[]
  cover_image_key: string | null
}

const POST_SELECT = 'SELECT id, slug, lang, title, excerpt, body, author, published_at, tags, cover_image_key FROM blog_posts'

/** Blog posts in English and French. */
export default async function blogRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const { db } = app
  const postOf = (row: PostRow): BlogPost => ({
    id: row.id,
    slug: row.slug,
    lang: row.lang,
    title: row.title,
    excerpt: row.excerpt,
    body: row.body,
    author: row.author,
    published_at: toIso(row.published_at),
    tags: row.tags,
    cover_image_url: imageUrl(app.config.publicUrl, row.cover_image_key),
  })

  app.route({
    ...contractRoute(app, ROUTES.listBlogPosts),
    handler: async (request) => {
      const lang = request.query.lang ?? requestLanguage(request)
      const page = request.query.page ?? 1
      const size = request.query.size ?? 20
      const where = 'WHERE lang = $1 AND published_at <= now()'
      const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts ${where}`, [lang])).rows[0]!.n
      const { rows } = await db.query<PostRow>(`${POST_SELECT} ${where} ORDER BY published_at DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`, [lang])
      return pageOf(rows.map(postOf), total, page, size)
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.getBlogPost),
    handler: async (request) => {
      const key = request.params.idOrSlug.trim()
      const byId = /^[0-9]{1,9}$/.test(key)
      const { rows } = await db.query<PostRow>(`${POST_SELECT} WHERE ${byId ? 'id = $1::int' : 'slug = lower($1)'} AND published_at <= now()`, [key])
      if (!rows[0]) throw new HttpError('blog.post_not_found')
      return postOf(rows[0])
    },
  })
}
