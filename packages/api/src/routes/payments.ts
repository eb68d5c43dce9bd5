import type { CreatePaymentIntentRequest, CreatePaymentIntentResponse } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { newPaymentReference } from '../payments/newPaymentReference.ts'
import { paymentAdapters } from '../payments/paymentAdapters.ts'
import { initializePayment, insertPayment } from '../payments/paymentRecords.ts'
import { createPaymentIntentResponseSchema } from '../payments/schemas.ts'
import { webhooksPlugin } from '../payments/webhooksPlugin.ts'
import { sandboxPagesPlugin } from '../sandboxPages/sandboxPagesPlugin.ts'
import { errorResponses } from '../schemas/errorResponses.ts'

/** Stripe's own ceiling for one PaymentIntent: 999,999.99 in the major unit. */
export const MAX_INTENT_MINOR = 99_999_999

/**
 * Registered at the root (full paths): POST /api/create-payment-intent, outside /api/v1 as in
 * SPEC §7, the providers' webhooks under /api/webhooks/, and the sandbox stand-ins for the
 * providers' hosted pages under /sandbox/.
 */
export default async function paymentsRoutes(app: FastifyInstance) {
  app.post<{ Body: CreatePaymentIntentRequest }>(
    '/api/create-payment-intent',
    {
      preHandler: app.optionalUser,
      schema: {
        tags: ['payments'],
        summary: 'Creates a Stripe PaymentIntent for the card flow (US, CA)',
        description:
          'Amount in minor units (cents). Answers the client secret Stripe.js confirms with. In sandbox mode `sandbox` is true: ' +
          "the intent can be settled on the Stripe stand-in page, and the SDK's demo card success applies. Nothing is credited or confirmed until the server verifies it. " +
          'The bearer is optional; when sent, the intent belongs to that user.',
        security: [{ bearerAuth: [] }, {}],
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['amount', 'currency'],
          properties: {
            amount: {
              type: 'integer',
              minimum: 1,
              maximum: MAX_INTENT_MINOR,
              'x-message': `amount must be a whole number of cents from 1 to ${MAX_INTENT_MINOR}.`,
            },
            currency: { type: 'string', enum: ['usd', 'cad', 'USD', 'CAD'], 'x-message': 'currency must be usd or cad.' },
            metadata: {
              type: 'object',
              maxProperties: 50,
              propertyNames: { maxLength: 40 },
              additionalProperties: { type: 'string', maxLength: 500 },
              'x-message': 'metadata must be at most 50 text values (keys up to 40 characters, values up to 500).',
            },
          },
        },
        response: { 200: createPaymentIntentResponseSchema, ...errorResponses(400, 503) },
      },
    },
    async (request): Promise<CreatePaymentIntentResponse> => {
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
      if (!clientSecret) throw new HttpError(503, 'The card provider did not return a client secret. Please try again.')
      return { id: payment.reference, client_secret: clientSecret, amount, currency: currency.toLowerCase(), sandbox: app.config.sandbox }
    },
  )

  await app.register(sandboxPagesPlugin)
  await app.register(webhooksPlugin)
}
