import type { GatewayConfig } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { gatewayConfigFor } from '../payments/gatewayConfigFor.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'

/** The payment gateway the browser loads when a payment starts (SPEC §3, §4, §9). */
export default async function gatewaysRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.route({
    ...contractRoute(app, ROUTES.getPaymentGateway),
    handler: async (request, reply): Promise<GatewayConfig> => {
      // Short cache: the answer changes only when the server's keys do.
      void reply.header('cache-control', 'public, max-age=300')
      return gatewayConfigFor(request.query.country ?? 'NG', app.config)
    },
  })
}
