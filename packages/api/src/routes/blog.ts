import type { BlogPost, BlogQuery } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { imageUrl } from '../lib/imageUrl.ts'
import { pageOf } from '../lib/pageOf.ts'
import { requestLanguage } from '../lib/requestLanguage.ts'
import { toIso } from '../lib/toIso.ts'
import { errorResponses } from '../schemas/errorResponses.ts'
import { pageQueryProperties, pageSchema } from '../schemas/pageSchema.ts'

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

const postSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    lang: { type: 'string', enum: ['en', 'fr'] },
    title: { type: 'string' },
    excerpt: { type: 'string' },
    body: { type: 'string', description: 'Markdown.' },
    author: { type: 'string' },
    published_at: { type: 'string', format: 'date-time' },
    tags: { type: 'array', items: { type: 'string' } },
    cover_image_url: { type: ['string', 'null'] },
  },
  required: ['id', 'slug', 'lang', 'title', 'excerpt', 'body', 'author', 'published_at', 'tags', 'cover_image_url'],
} as const

/** Blog posts in English and French. */
export default async function blogRoutes(app: FastifyInstance) {
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

  app.get<{ Querystring: BlogQuery & { size?: number } }>(
    '/blog/posts',
    {
      schema: {
        tags: ['blog'],
        summary: 'Published posts, newest first',
        description: 'In `lang`, else in the Accept-Language language (en or fr).',
        querystring: { type: 'object', properties: { lang: { type: 'string', enum: ['en', 'fr'] }, ...pageQueryProperties } },
        response: { 200: pageSchema(postSchema, 'A page of posts.'), ...errorResponses(400) },
      },
    },
    async (request) => {
      const lang = request.query.lang ?? requestLanguage(request)
      const page = request.query.page ?? 1
      const size = request.query.size ?? 20
      const where = 'WHERE lang = $1 AND published_at <= now()'
      const total = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM blog_posts ${where}`, [lang])).rows[0]!.n
      const { rows } = await db.query<PostRow>(`${POST_SELECT} ${where} ORDER BY published_at DESC, id DESC LIMIT ${size} OFFSET ${(page - 1) * size}`, [lang])
      return pageOf(rows.map(postOf), total, page, size)
    },
  )

  app.get<{ Params: { idOrSlug: string } }>(
    '/blog/posts/:idOrSlug',
    {
      schema: {
        tags: ['blog'],
        summary: 'A post by id or slug',
        params: { type: 'object', required: ['idOrSlug'], properties: { idOrSlug: { type: 'string', minLength: 1, maxLength: 200 } } },
        response: { 200: postSchema, ...errorResponses(404) },
      },
    },
    async (request) => {
      const key = request.params.idOrSlug.trim()
      const byId = /^[0-9]{1,9}$/.test(key)
      const { rows } = await db.query<PostRow>(`${POST_SELECT} WHERE ${byId ? 'id = $1::int' : 'slug = lower($1)'} AND published_at <= now()`, [key])
      if (!rows[0]) throw new HttpError(404, 'Blog post not found.')
      return postOf(rows[0])
    },
  )
}
