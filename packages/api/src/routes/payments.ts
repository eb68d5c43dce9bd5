import type { CreatePaymentIntentResponse } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { newPaymentReference } from '../payments/newPaymentReference.ts'
import { paymentAdapters } from '../payments/paymentAdapters.ts'
import { initializePayment, insertPayment } from '../payments/paymentRecords.ts'
import { webhooksPlugin } from '../payments/webhooksPlugin.ts'
import { sandboxPagesPlugin } from '../sandboxPages/sandboxPagesPlugin.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'


/**
 * Registered at the root (full paths): POST /api/create-payment-intent, outside /api/v1 as in
 * SPEC §7, the providers' webhooks under /api/webhooks/, and the sandbox stand-ins for the
 * providers' hosted pages under /sandbox/.
 */
export default async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  app.route({
    ...contractRoute(app, ROUTES.createPaymentIntent),
    handler: async (request): Promise<CreatePaymentIntentResponse> => {
      const { amount, metadata } = request.body
      const currency = request.body.currency.toUpperCase()
      const payment = await app.db.transaction((tx) =>
        insertPayment(tx, {
          reference: newPaymentReference('stripe'),
          userId: request.user?.id ?? null,
          provider: 'stripe',
          purpose: 'intent',
          amount: amount / 100,
          currency,
          payload: { metadata: metadata ?? {} },
        }),
      )
      const init = await initializePayment(app.db, paymentAdapters(app.db, app.config).stripe, payment, {
        email: request.user?.email ?? '',
        returnUrl: null,
      })
      const clientSecret = init.payment_info.client_secret
      if (!clientSecret) throw new HttpError('payment.no_client_secret')
      return { id: payment.reference, client_secret: clientSecret, amount, currency: currency.toLowerCase() as 'usd' | 'cad', sandbox: app.config.sandbox }
    },
  })

  await app.register(sandboxPagesPlugin)
  await app.register(webhooksPlugin)
}
