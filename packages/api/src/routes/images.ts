import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

const escapeXml = (text: string) => text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`)

/**
 * Placeholder images for parks, events, items and posts: an SVG drawn from the key, so pages
 * show a picture with no image files and no network.
 */
export default async function imagesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.route({
    ...contractRoute(app, ROUTES.getPlaceholderImage),
    handler: async (request, reply) => {
      const key = request.params.key
      const hue = createHash('sha256').update(key).digest()[0]! * (360 / 256)
      const label = escapeXml(key.replace(/[-_]+/g, ' ').slice(0, 40))
      const svg =
        `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="450" viewBox="0 0 800 450" role="img" aria-label="${label}">` +
        `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue.toFixed(0)},55%,42%)"/>` +
        `<stop offset="1" stop-color="hsl(${((hue + 40) % 360).toFixed(0)},60%,28%)"/></linearGradient></defs>` +
        `<rect width="800" height="450" fill="url(#g)"/>` +
        // Parking bays drawn as lines, no words: an image with text burned in cannot be translated.
        `<g stroke="rgba(255,255,255,.8)" stroke-width="8" stroke-linecap="round">` +
        [160, 280, 400, 520, 640].map((x) => `<line x1="${x}" y1="250" x2="${x}" y2="400"/>`).join('') +
        `<line x1="100" y1="400" x2="700" y2="400"/></g></svg>`
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg)
    },
  })
}
