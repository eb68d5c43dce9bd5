import type { FastifyInstance } from 'fastify'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'
import { placeholderSvg } from '../lib/placeholderSvg.ts'

/**
 * Placeholder images for parks, events, items and posts: an SVG drawn from the key (a park's shows
 * its type: airport, stadium, station or city garage), so pages show a picture with no image
 * files and no network.
 */
export default async function imagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.route({
    ...contractRoute(app, ROUTES.getPlaceholderImage),
    handler: async (request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(placeholderSvg(request.params.key)),
  })
}
