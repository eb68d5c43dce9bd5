import type { PaymentProvider } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/Database.ts'
import { ROUTES, PAYMENT_PROVIDER_NAMES } from '@parkade/contract'
import type { ErrorCode, ErrorParams } from '@parkade/contract/errors'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'
import { HttpError } from '../lib/HttpError.ts'
import { paymentAdapters, PAYMENT_PROVIDERS } from './paymentAdapters.ts'
import type { WebhookEvent } from './PaymentProviderAdapter.ts'
import type { PaymentRecord } from './paymentRecords.ts'
import { findPayment } from './paymentRecords.ts'
import { refundToSource } from './refundToSource.ts'
import { settlePayment } from './settlePayment.ts'
import { WebhookRefusal } from './WebhookRefusal.ts'

const WEBHOOK_ROUTES = { paystack: ROUTES.paystackWebhook, wave: ROUTES.waveWebhook, stripe: ROUTES.stripeWebhook } as const

/** Webhook bodies are small JSON events; anything bigger is not a provider's. */
const WEBHOOK_BODY_LIMIT = 256 * 1024

type Outcome = 'applied' | 'ignored' | 'duplicate' | 'refused'

interface Delivery {
  provider: PaymentProvider
  eventId: string | null
  eventType: string | null
  reference: string | null
}


/** Keeps a trace of every delivery; false when the event was already applied (a replay). */
async function record(db: Database, delivery: Delivery, outcome: Outcome, detail: string): Promise<boolean> {
  const { rows } = await db.query(
    `INSERT INTO webhook_deliveries (provider, event_id, event_type, reference, outcome, detail)
     VALUES ($1, $2, $3, $4, $5, $6)
     ON CONFLICT (provider, event_id) WHERE outcome IN ('applied', 'ignored') DO NOTHING
     RETURNING id`,
    [delivery.provider, delivery.eventId, delivery.eventType, delivery.reference?.slice(0, 200) ?? null, outcome, detail],
  )
  return rows.length === 1
}

async function alreadyApplied(db: Database, provider: PaymentProvider, eventId: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM webhook_deliveries WHERE provider = $1 AND event_id = $2 AND outcome IN ('applied', 'ignored')", [
    provider,
    eventId,
  ])
  return rows.length > 0
}

/** The payment an event is about: by our reference, else by the provider's id; never another provider's. */
async function paymentOf(db: Database, provider: PaymentProvider, event: WebhookEvent): Promise<PaymentRecord | null> {
  let payment = event.reference ? await findPayment(db, event.reference) : null
  if (!payment && event.providerReference) {
    const { rows } = await db.query<{ reference: string }>('SELECT reference FROM payments WHERE provider = $1 AND provider_reference = $2', [
      provider,
      event.providerReference,
    ])
    payment = rows[0] ? await findPayment(db, rows[0].reference) : null
  }
  if (!payment || payment.provider !== provider) return null
  if (event.providerReference && payment.provider_reference && payment.provider_reference !== event.providerReference) return null
  return payment
}

/**
 * POST /api/webhooks/{paystack,wave,stripe}: the providers' signed notifications. The signature
 * is checked over the raw body before anything is read; a bad signature, a stale timestamp, an
 * unknown reference or a success for another amount is refused (4xx), recorded in
 * webhook_deliveries and logged, and credits nothing. An event id applies once; a payment
 * reference credits once (the ledger), whichever of webhook and verify call arrives first.
 */
export async function webhooksPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  // This plugin's own parser (encapsulated): the signature needs the bytes as they arrived.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT }, (_request, body, done) => done(null, body))

  for (const provider of PAYMENT_PROVIDERS) {
    app.route({
      ...contractRoute(app, WEBHOOK_ROUTES[provider]),
      bodyLimit: WEBHOOK_BODY_LIMIT,
      handler: async (request) => {
        // Refused deliveries are recorded and logged, then answered through the error handler.
        const refuse = async <C extends ErrorCode>(delivery: Delivery, code: C, params: ErrorParams<C>, detail?: string): Promise<never> => {
          const error = new HttpError<ErrorCode>(code, params as never, detail === undefined ? {} : { detail })
          await record(app.db, delivery, 'refused', error.detail)
          request.log.warn({ webhook: delivery, detail: error.detail }, 'webhook refused')
          throw error
        }
        const unknown: Delivery = { provider, eventId: null, eventType: null, reference: null }
        const adapter = paymentAdapters(app.db, app.config)[provider]
        if (!adapter.readWebhook) return refuse(unknown, 'webhook.not_configured', { provider: PAYMENT_PROVIDER_NAMES[provider] })
        const rawBody = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)

        let event: WebhookEvent
        try {
          event = adapter.readWebhook({ rawBody, headers: request.headers, now: Date.now() })
        } catch (error) {
          const refusal = error instanceof WebhookRefusal ? error : new WebhookRefusal('malformed', 'The event could not be read.')
          const code = refusal.code === 'bad-signature' ? 'webhook.bad_signature' : refusal.code === 'stale' ? 'webhook.stale' : 'webhook.malformed'
          return refuse(unknown, code, {} as never, refusal.message)
        }
        const delivery: Delivery = { provider, eventId: event.eventId, eventType: event.type, reference: event.reference ?? event.providerReference }

        if (await alreadyApplied(app.db, provider, event.eventId)) {
          await record(app.db, delivery, 'duplicate', 'This event was already received; nothing was done again.')
          request.log.info({ webhook: delivery }, 'webhook replay ignored')
          return { received: true, outcome: 'duplicate' as const, detail: 'This event was already received; nothing was done again.' }
        }
        if (!event.verification) {
          await record(app.db, delivery, 'ignored', `${event.type} does not settle a payment.`)
          return { received: true, outcome: 'ignored' as const, detail: `${event.type} does not settle a payment.` }
        }
        const payment = await paymentOf(app.db, provider, event)
        if (!payment) return refuse(delivery, 'webhook.unknown_payment', {})

        const settled = await settlePayment(app.db, payment, event.verification, app.config.bookingHoldMinutes)
        if (settled.kind === 'mismatch') {
          return refuse(delivery, 'webhook.amount_mismatch', {})
        }
        // An extension that could not apply: its money goes back to the card or mobile money.
        if (settled.kind === 'refused') await refundToSource(app.db, paymentAdapters(app.db, app.config), [payment.reference])
        const detail =
          settled.kind === 'pending'
            ? 'The payment is not final yet.'
            : settled.kind === 'refused'
              ? 'The payment is succeeded; the extension could not apply and the payment is refunded.'
              : `The payment is ${settled.kind === 'stranded' ? 'succeeded' : settled.kind}.`
        const outcome = settled.kind === 'pending' ? ('ignored' as const) : ('applied' as const)
        // A twin delivery that raced this one recorded it first: the ledger still credited once.
        const first = await record(app.db, delivery, outcome, detail)
        return { received: true, outcome: first ? outcome : ('duplicate' as const), detail }
      },
    })
  }
}
