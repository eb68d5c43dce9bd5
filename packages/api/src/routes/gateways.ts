import type { GatewayConfig } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { gatewayConfigFor } from '../payments/gatewayConfigFor.ts'
import { errorResponses } from '../schemas/errorResponses.ts'

const providerConfigSchema = {
  type: 'object',
  properties: {
    publicKey: { type: 'string', description: 'A publishable key (pk_…); never a secret one.' },
    scriptUrl: { type: 'string', description: "The provider's browser script: this server's stand-in in sandbox mode." },
    apiUrl: { type: 'string', description: "Mobile money's API base." },
  },
} as const

const gatewayFields = {
  provider: { type: 'string', enum: ['paystack', 'wave', 'stripe'] },
  name: { type: 'string' },
  currency: { type: 'string' },
  symbol: { type: 'string' },
  config: providerConfigSchema,
} as const

const gatewaySchema = {
  type: 'object',
  properties: {
    ...gatewayFields,
    fallback: { type: 'object', properties: gatewayFields, required: ['provider', 'name', 'currency', 'symbol', 'config'] },
  },
  required: ['provider', 'name', 'currency', 'symbol', 'config'],
} as const

/** The payment gateway the browser loads when a payment starts (SPEC §3, §4, §9). */
export default async function gatewaysRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { country?: string } }>(
    '/payments/gateway',
    {
      schema: {
        tags: ['payments'],
        summary: "A country's payment gateway config",
        description:
          'Provider, name, currency, symbol, config (publicKey, scriptUrl, apiUrl) and an optional fallback (Senegal: the card provider). ' +
          "Without provider keys (sandbox mode) the script URLs are this server's stand-ins, so pages need no setting of their own; " +
          "with keys, the providers' own scripts and the publishable keys this server was given. Unknown countries get Nigeria's.",
        querystring: {
          type: 'object',
          properties: { country: { type: 'string', pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2; default NG.' } },
        },
        response: { 200: gatewaySchema, ...errorResponses(400) },
      },
    },
    async (request, reply): Promise<GatewayConfig> => {
      // Short cache: the answer changes only when the server's keys do.
      void reply.header('cache-control', 'public, max-age=300')
      return gatewayConfigFor(request.query.country ?? 'NG', app.config)
    },
  )
}
