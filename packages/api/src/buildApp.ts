import cors from '@fastify/cors'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import Fastify, { LogController } from 'fastify'
import type { FastifyInstance, FastifyServerOptions } from 'fastify'
import './fastifyTypes.ts'
import { registerAuth } from './auth/authPlugin.ts'
import { trackRequestsInFlight } from './lib/trackRequestsInFlight.ts'
import type { IdTokenVerifier } from './auth/firebaseVerifier.ts'
import { createFirebaseVerifier } from './auth/firebaseVerifier.ts'
import { resolveJwtSecret } from './auth/resolveJwtSecret.ts'
import { createTokenSigner } from './auth/tokens.ts'
import type { Config } from './config.ts'
import type { Database } from './db/Database.ts'
import { applySecurityHeaders } from './lib/applySecurityHeaders.ts'
import { createValidatorCompiler } from './lib/createValidatorCompiler.ts'
import { errorHandler } from './lib/errorHandler.ts'
import { HttpError } from './lib/HttpError.ts'
import { registerRequestLogging, requestIdOf } from './observability/requestLogging.ts'
import { SHARED_SCHEMAS } from '@parkade/contract'
import { problemOf } from './lib/problemOf.ts'
import authRoutes from './routes/auth.ts'
import blogRoutes from './routes/blog.ts'
import bookingsRoutes from './routes/bookings.ts'
import countriesRoutes from './routes/countries.ts'
import gatewaysRoutes from './routes/gateways.ts'
import devRoutes from './routes/dev.ts'
import eventsRoutes from './routes/events.ts'
import formsRoutes from './routes/forms.ts'
import healthRoutes from './routes/health.ts'
import imagesRoutes from './routes/images.ts'
import mapRoutes from './routes/map.ts'
import marketplaceRoutes from './routes/marketplace.ts'
import parksRoutes from './routes/parks.ts'
import placesRoutes from './routes/places.ts'
import paymentsRoutes from './routes/payments.ts'
import plansRoutes from './routes/plans.ts'
import sitemapRoutes from './routes/sitemap.ts'
import usersRoutes from './routes/users.ts'
import vehiclesRoutes from './routes/vehicles.ts'
import walletRoutes from './routes/wallet.ts'

export const API_PREFIX = '/api/v1'

export interface BuildAppOptions {
  db: Database
  config: Config
  /** Fastify's logger option; off unless given (the server passes its level). */
  logger?: FastifyServerOptions['logger']
  /** Replaces the firebase-admin verifier (tests of the social-login journey without an emulator). */
  idTokenVerifier?: IdTokenVerifier
  /** Close keep-alive connections that are mid-response too (tests); default: idle ones only. */
  forceCloseConnections?: boolean
  /** Called before any route is added: hooks that must see every answer (the tests' contract check). */
  instrument?: (app: FastifyInstance) => void
}

/** The whole API as a Fastify instance, not yet listening. The database must be migrated. */
export async function buildApp({ db, config, logger = false, idTokenVerifier, forceCloseConnections, instrument }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    // Behind a balancer, X-Forwarded-For names the driver only when the proxy is trusted
    // (TRUST_PROXY); every per-address limit counts request.ip.
    // (Fastify takes a hop count too; its types omit it.)
    trustProxy: config.trustProxy as boolean | string[],
    genReqId: requestIdOf,
    requestIdHeader: false,
    // Fastify's "incoming request"/"request completed" pair gives way to one line per request.
    logController: new LogController({ requestIdLogLabel: 'req_id', disableRequestLogging: true }),
    ...(forceCloseConnections ? { forceCloseConnections: true } : {}),
    // Requests that reach a closing instance answer 503 through the error handler (Problem
    // Details, like every error) rather than Fastify's own body: see the onRequest hook below.
    return503OnClosing: false,
    // Bodies are small JSON documents; 1 MiB is generous and bounds abuse.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: false, maxParamLength: 200 },
    // Errors the router raises before any route (a badly encoded or over-long path segment)
    // answer through the one error handler too: a `detail`, not Fastify's own body.
    frameworkErrors: errorHandler,
  })

  instrument?.(app)
  registerRequestLogging(app)
  // SIGTERM drains: from the start of close(), a request still reaching this instance (a
  // keep-alive connection) is refused, and the balancer sends it elsewhere.
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async () => {
    if (closing) throw new HttpError('server.shutting_down', {}, { headers: { 'retry-after': '1' } })
  })
  // app.close() resolves only once every handler has finished: the database closes after it.
  trackRequestsInFlight(app)
  app.setValidatorCompiler(createValidatorCompiler())
  app.setErrorHandler(errorHandler)
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).type('application/problem+json; charset=utf-8').send(problemOf('request.not_found', String(request.id))),
  )
  app.addHook('onSend', async (_request, reply, payload) => {
    applySecurityHeaders(reply)
    return payload
  })

  // An empty body with a JSON content type is no body (POSTs whose input is in the query).
  const defaultJsonParser = app.getDefaultJsonParser('error', 'error')
  app.removeContentTypeParser('application/json')
  // Bodies are JSON only: text/plain and the rest answer 415 with a detail.
  app.removeContentTypeParser('text/plain')
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8')
    if (text.trim() === '') return done(null, undefined)
    return defaultJsonParser(request, text, done)
  })

  // Every route as "METHOD /path" (OpenAPI form) for the route count and the documentation test.
  const routeList: string[] = []
  app.addHook('onRoute', (route) => {
    if ((route.schema as { hide?: boolean } | undefined)?.hide) return
    for (const method of [route.method].flat()) {
      if (method === 'HEAD') continue
      routeList.push(`${method} ${route.url.replace(/:([A-Za-z_]+)/g, '{$1}')}`)
    }
  })
  app.decorate('routeList', routeList)

  app.decorate('db', db)
  app.decorate('config', config)
  await app.register(import('./instances/instancePlugin.ts'))
  const secret = await resolveJwtSecret(db, config)
  app.decorate('serverSecret', secret)
  registerAuth(app, createTokenSigner(secret))
  app.decorate('idTokenVerifier', idTokenVerifier ?? createFirebaseVerifier(config.firebase))

  // Any origin: partners embed the widgets on their own sites. The API authenticates by bearer
  // token, never by cookie, so a page on another origin gains nothing a direct request would not;
  // a partner is named by its `partner` code, not by an origin list.
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowedHeaders: ['Accept', 'Accept-Language', 'Authorization', 'Content-Type', 'Idempotency-Key', 'X-Event-Access-Code'],
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    maxAge: 600,
  })

  // The contract's shared schemas, referenced by $id from the routes' schemas.
  for (const schema of SHARED_SCHEMAS) app.addSchema(schema)
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Parkade v1 API (sandbox)',
        version: '1.0.0',
        license: { name: 'MIT', identifier: 'MIT' },
        description:
          'The Parkade v1 contract (@parkade/contract), implemented with real persistence for development, tests and partners. ' +
          'Errors answer RFC 9457 Problem Details (`application/problem+json`): a stable `code` to translate, `detail` a sentence a person can read, ' +
          '`errors` for the refused fields. Without provider keys the server runs in sandbox mode: payments use stand-in pages served here.',
      },
      servers: [{ url: config.publicUrl }],
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      tags: [
        { name: 'health', description: 'Readiness' },
        { name: 'auth', description: 'Registration, login, verification, password reset, social login' },
        { name: 'users', description: 'The signed-in user' },
        { name: 'countries', description: 'Countries and their states or regions' },
        { name: 'parks', description: 'Park search, detail, rates, vehicle types and fees' },
        { name: 'bookings', description: 'Bookings of the signed-in user' },
        { name: 'vehicles', description: 'Saved vehicles of the signed-in user' },
        { name: 'wallet', description: 'Wallet balance, ledger and funding' },
        { name: 'payments', description: 'Payment intents and sandbox provider pages' },
        { name: 'events', description: 'Events at venues, public and private' },
        { name: 'marketplace', description: 'Marketplace items' },
        { name: 'blog', description: 'Blog posts in English and French' },
        { name: 'plans', description: 'Subscription plans' },
        { name: 'forms', description: 'Demo requests and contact messages' },
        { name: 'map', description: 'The built-in map style: land, borders, landmarks and cities, with no outside tiles' },
        { name: 'dev', description: 'Development only: the e-mail outbox' },
        { name: 'sandbox', description: "Sandbox mode only: stand-ins for the payment providers' pages and scripts" },
      ],
    },
    // Shared schemas appear under their $id in components.schemas.
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
  })
  await app.register(swaggerUi, {
    routePrefix: `${API_PREFIX}/docs`,
    uiConfig: { docExpansion: 'list', deepLinking: true, defaultModelsExpandDepth: 0 },
  })
  // The document itself: hidden, as the docs pages are; not a route of the contract.
  app.route({ method: 'GET', url: `${API_PREFIX}/openapi.json`, schema: { hide: true }, handler: () => app.swagger() })

  for (const routes of [
    healthRoutes,
    authRoutes,
    usersRoutes,
    countriesRoutes,
    gatewaysRoutes,
    parksRoutes,
    placesRoutes,
    bookingsRoutes,
    vehiclesRoutes,
    walletRoutes,
    eventsRoutes,
    marketplaceRoutes,
    blogRoutes,
    plansRoutes,
    formsRoutes,
    imagesRoutes,
    mapRoutes,
    sitemapRoutes,
  ]) {
    // Routes carry their full paths from the contract.
    await app.register(routes)
  }
  if (config.devRoutes) await app.register(devRoutes)
  await app.register(paymentsRoutes)

  return app
}
