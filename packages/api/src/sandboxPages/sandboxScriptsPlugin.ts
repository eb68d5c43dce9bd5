import type { FastifyInstance, FastifyReply } from 'fastify'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'
import { HttpError } from '../lib/HttpError.ts'
import { settleSandboxTransaction } from '../payments/sandboxTransactions.ts'
import { PAYSTACK_INLINE_JS, STRIPE_JS, WAVE_CHECKOUT_JS } from './sandboxScripts.ts'

// Stripe's test cards: 4000 0000 0000 0002 is declined; 4000 0027 6000 3184 asks for 3D Secure,
// which the driver completes, fails or cancels; every other number here pays.
const DECLINED_CARD = '4000000000000002'
const AUTHENTICATION_CARD = '4000002760003184'

function sendScript(reply: FastifyReply, source: string) {
  return reply
    .type('text/javascript; charset=utf-8')
    .headers({ 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', 'cross-origin-resource-policy': 'cross-origin' })
    .send(source)
}

/**
 * The stand-ins of the providers' browser scripts (sandbox mode only) and the two calls they
 * make: Paystack's popup settling a transaction by its access code, and Stripe.js confirming a
 * PaymentIntent with a test card. Like the hosted stand-in pages, they change only the
 * stand-in's record; the merchant side changes when the server verifies.
 */
export async function sandboxScriptsPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.route({ ...contractRoute(app, ROUTES.sandboxPaystackScript), handler: (_request, reply) => sendScript(reply, PAYSTACK_INLINE_JS) })
  app.route({ ...contractRoute(app, ROUTES.sandboxStripeScript), handler: (_request, reply) => sendScript(reply, STRIPE_JS) })
  app.route({ ...contractRoute(app, ROUTES.sandboxWaveScript), handler: (_request, reply) => sendScript(reply, WAVE_CHECKOUT_JS) })

  app.route({
    ...contractRoute(app, ROUTES.sandboxPaystackTransaction),
    handler: async (request) => {
      const { rows } = await app.db.query<{ reference: string }>(
        "SELECT reference FROM payments WHERE provider = 'paystack' AND provider_payload -> 'payment_info' ->> 'access_code' = $1",
        [request.params.accessCode],
      )
      if (!rows[0]) throw new HttpError('sandbox.transaction_not_found')
      const outcome = ({ pay: 'succeeded', fail: 'failed', cancel: 'cancelled' } as const)[request.body.action]
      const settled = await settleSandboxTransaction(app.db, 'paystack', rows[0].reference, outcome)
      return { reference: rows[0].reference, status: settled?.status ?? outcome }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.sandboxStripeConfirm),
    handler: async (request, reply) => {
      const body: Record<string, unknown> = request.body && typeof request.body === 'object' ? (request.body as Record<string, unknown>) : {}
      const { rows } = await app.db.query<{ client_secret: string | null; amount: number; currency: string }>(
        "SELECT provider_payload -> 'payment_info' ->> 'client_secret' AS client_secret, amount, currency FROM payments WHERE provider = 'stripe' AND reference = $1",
        [request.params.id],
      )
      const intent = rows[0]
      if (!intent || !intent.client_secret || intent.client_secret !== body.client_secret) {
        return reply.code(404).send({ error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such payment_intent: '${request.params.id}'` } })
      }
      const card = String(body.card_number ?? '').replace(/\s+/g, '')
      const authentication = card === AUTHENTICATION_CARD ? String(body.authentication ?? 'fail') : 'complete'
      const declined = card === DECLINED_CARD
      const outcome = declined ? 'failed' : authentication === 'complete' ? 'succeeded' : authentication === 'cancel' ? 'cancelled' : 'failed'
      const settled = await settleSandboxTransaction(app.db, 'stripe', request.params.id, outcome)
      if (authentication !== 'complete') {
        // Stripe answers the same for a failed and an abandoned authentication.
        return reply.code(402).send({
          error: { type: 'invalid_request_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method.' },
        })
      }
      if (declined || settled?.status !== 'succeeded') {
        return reply.code(402).send({ error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' } })
      }
      return {
        paymentIntent: {
          id: request.params.id,
          object: 'payment_intent' as const,
          status: 'succeeded' as const,
          amount: Math.round(Number(intent.amount) * 100),
          currency: intent.currency.toLowerCase(),
          payment_method: 'pm_card_visa',
        },
      }
    },
  })
}
