import type { RouteSpec } from '@parkade/contract'
import type { FastifyInstance, preHandlerHookHandler } from 'fastify'
import type { TSchema } from 'typebox'

/** The Fastify schema of a contract route, typed so the TypeBox provider infers its handler. */
export type SchemaOf<R extends RouteSpec> = (R extends { params: infer P extends TSchema } ? { params: P } : unknown) &
  (R extends { querystring: infer Q extends TSchema } ? { querystring: Q } : unknown) &
  (R extends { headers: infer H extends TSchema } ? { headers: H } : unknown) &
  (R extends { body: infer B extends TSchema } ? { body: B } : unknown) & { response: R['responses'] }

const SECURITY = {
  none: [],
  // Either no credentials or a bearer: both are answered.
  optional: [{}, { bearerAuth: [] }],
  bearer: [{ bearerAuth: [] }],
} as const

/** `/api/v1/front/parks/{id}` → `/api/v1/front/parks/:id`. */
export function fastifyPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

/**
 * Fastify route options for a contract route: method, URL, the schemas (validation, the
 * serializer and the OpenAPI operation) and the auth preHandler. Spread it into
 * `app.withTypeProvider<TypeBoxTypeProvider>().route({ ...contractRoute(app, ROUTES.x), handler })`.
 */
export function contractRoute<const R extends RouteSpec>(app: FastifyInstance, route: R, options: { preHandler?: preHandlerHookHandler } = {}) {
  const schema: Record<string, unknown> = {
    operationId: route.operationId,
    tags: [...route.tags],
    summary: route.summary,
    security: SECURITY[route.auth],
    response: route.responses,
  }
  if (route.description) schema.description = route.description
  for (const part of ['params', 'querystring', 'headers', 'body'] as const) if (route[part]) schema[part] = route[part]
  const auth = route.auth === 'bearer' ? app.authenticate : route.auth === 'optional' ? app.optionalUser : undefined
  const preHandler = [auth, options.preHandler].filter((hook): hook is preHandlerHookHandler => hook !== undefined)
  return {
    method: route.method,
    url: fastifyPath(route.path),
    schema: schema as SchemaOf<R>,
    ...(preHandler.length ? { preHandler } : {}),
  }
}
