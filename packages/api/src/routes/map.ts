import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'
import { cityBoxesOf, landGeoJson } from '../map/landGeoJson.ts'
import { mapStyle } from '../map/mapStyle.ts'
import { placesGeoJson } from '../map/placesGeoJson.ts'
import { SEED_LANDMARKS } from '../seed/data/index.ts'

/** A document built once, kept as text and gzip (the land is about 700 kB of JSON, 190 kB gzip), with its ETag. */
interface Cached {
  text: string
  gzip: Buffer
  etag: string
}

function cached(build: () => unknown): () => Cached {
  let value: Cached | null = null
  return () => {
    if (value) return value
    const text = JSON.stringify(build())
    value = { text, gzip: gzipSync(text, { level: 9 }), etag: `"${createHash('sha256').update(text).digest('base64url').slice(0, 16)}"` }
    return value
  }
}

/** Sends a document, gzipped when the browser takes it, and 304 when it has this version already. */
function sendDocument(request: FastifyRequest, reply: FastifyReply, type: string, document: Cached, maxAge: number) {
  void reply.type(type).header('cache-control', `public, max-age=${maxAge}`).header('etag', document.etag).header('vary', 'accept-encoding')
  if (request.headers['if-none-match'] === document.etag) return reply.code(304).send()
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) return reply.header('content-encoding', 'gzip').send(document.gzip)
  return reply.send(document.text)
}

/**
 * The built-in map style (no outside tiles, fonts or sprites: every URL in it is on this server),
 * used by the map when no style is configured — in development, tests and the sandbox.
 */
export default async function mapRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const land = cached(() => landGeoJson(cityBoxesOf(SEED_LANDMARKS, ['CA', 'US', 'MX'])))
  const places = cached(() => placesGeoJson(SEED_LANDMARKS))
  const DAY = 86_400

  /** This API's base as the browser reaches it: PUBLIC_URL when set, else the address it was asked at. */
  const apiBase = (request: FastifyRequest) => `${app.config.publicUrlSet ? app.config.publicUrl : `${request.protocol}://${request.host}`}/api/v1`

  app.route({
    ...contractRoute(app, ROUTES.getMapStyle),
    handler: async (request, reply) => {
      // Short: the style names this server's address, which a new deployment may change.
      void reply.header('cache-control', 'public, max-age=300').header('vary', 'host')
      return mapStyle(apiBase(request))
    },
  })
  app.route({ ...contractRoute(app, ROUTES.getMapLand), handler: async (request, reply) => sendDocument(request, reply, 'application/geo+json', land(), DAY) })
  app.route({ ...contractRoute(app, ROUTES.getMapPlaces), handler: async (request, reply) => sendDocument(request, reply, 'application/geo+json', places(), DAY) })
}
