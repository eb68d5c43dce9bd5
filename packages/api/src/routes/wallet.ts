import type { AddFundsRequest, AddFundsResponse, PaymentProvider, Wallet, WalletResultResponse, WalletTransaction } from '@parkade/core'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { pageOf } from '../lib/pageOf.ts'
import { toIso } from '../lib/toIso.ts'
import {
  claimIdempotencyKey,
  idempotencyHeaderSchema,
  recordIdempotentEffect,
  releaseIdempotencyKey,
  requestHash,
  storeIdempotentResponse,
} from '../payments/idempotencyKeys.ts'
import type { IdempotencyScope } from '../payments/idempotencyKeys.ts'
import { creditOnce, isCredited, lockUser, readWalletCurrency, walletBalance } from '../payments/ledger.ts'
import { newPaymentReference } from '../payments/newPaymentReference.ts'
import { paymentAdapters } from '../payments/paymentAdapters.ts'
import {
  confirmsPayment,
  findOwnPayment,
  findPayment,
  initializePayment,
  insertPayment,
  recordVerification,
  sameAmount,
  verifyWithProvider,
} from '../payments/paymentRecords.ts'
import type { PaymentRecord } from '../payments/paymentRecords.ts'
import { chooseProvider } from '../payments/providerForCurrency.ts'
import { resumePayment } from '../payments/resumePayment.ts'
import { settlePayment } from '../payments/settlePayment.ts'
import {
  addFundsResponseSchema,
  providerSchema,
  returnUrlSchema,
  walletResultSchema,
  walletSchema,
  walletTransactionSchema,
} from '../payments/schemas.ts'
import { VERIFICATION_IN_PROGRESS, beginVerification } from '../payments/verificationGuard.ts'
import { currencyDecimals } from '../pricing/currencyDecimals.ts'
import { formatMoney } from '../pricing/formatMoney.ts'
import { hasValidDecimals } from '../pricing/minorUnits.ts'
import { errorResponses } from '../schemas/errorResponses.ts'
import { pageSchema } from '../schemas/pageSchema.ts'

export const WALLET_PAGE_SIZE = 10
/** The largest single top-up, in major units of any currency. */
export const MAX_TOP_UP = 10_000_000

const PROVIDER_NAMES: Readonly<Record<PaymentProvider, string>> = { paystack: 'Paystack', wave: 'Wave', stripe: 'Stripe' }

const bearer = [{ bearerAuth: [] }]
const amountSchema = {
  type: 'number',
  exclusiveMinimum: 0,
  maximum: MAX_TOP_UP,
  description: "Major units of the wallet's currency (whole francs for XOF).",
} as const
const referenceSchema = { type: 'string', minLength: 1, maxLength: 200, description: 'The payment reference from add-funds.' } as const

interface VerifyQuery {
  payment_reference: string
  amount: number
  payment_provider: PaymentProvider
}
interface CreditQueryInput {
  amount: number
  reference: string
  description?: string
}

/** Checks that a payment of this user can fund this wallet, as asked. */
function checkWalletPayment(payment: PaymentRecord, asked: { provider?: PaymentProvider; amount: number }, walletCurrency: string) {
  if (payment.purpose === 'booking') {
    throw new HttpError(409, 'This payment pays for a booking; it is confirmed from the booking, not added to the wallet.')
  }
  if (asked.provider && payment.provider !== asked.provider) {
    throw new HttpError(400, `This payment was made with ${PROVIDER_NAMES[payment.provider]}, not ${PROVIDER_NAMES[asked.provider]}.`)
  }
  if (!sameAmount(asked.amount, payment.amount, payment.currency)) {
    throw new HttpError(400, `The amount does not match this payment (${formatMoney(payment.amount, payment.currency)}).`)
  }
  if (payment.currency !== walletCurrency) {
    throw new HttpError(409, `This payment is in ${payment.currency} but your wallet is in ${walletCurrency}; it cannot be added to it.`)
  }
}

const FAILED_MESSAGES = {
  failed: 'The payment failed. Nothing was charged and nothing was added to your wallet.',
  cancelled: 'The payment was cancelled. Nothing was charged and nothing was added to your wallet.',
} as const

export default async function walletRoutes(app: FastifyInstance) {
  const adapters = () => paymentAdapters(app.db, app.config)

  app.get(
    '/wallet',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "The wallet's balance: the sum of its ledger",
        security: bearer,
        response: { 200: walletSchema, ...errorResponses(401) },
      },
    },
    async (request): Promise<Wallet> => {
      const userId = request.user!.id
      const currency = await readWalletCurrency(app.db, userId)
      return { balance: await walletBalance(app.db, userId, currency), currency }
    },
  )

  app.get<{ Querystring: { page: number; size: number } }>(
    '/wallet/transactions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: 'Ledger entries, newest first, each with the balance right after it',
        security: bearer,
        querystring: {
          type: 'object',
          properties: {
            page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
            size: { type: 'integer', minimum: 1, maximum: 50, default: WALLET_PAGE_SIZE },
          },
        },
        response: { 200: pageSchema(walletTransactionSchema), ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = request.user!.id
      const { page, size } = request.query
      const [{ rows }, count] = await Promise.all([
        app.db.query<Omit<WalletTransaction, 'created_at'> & { created_at: Date }>(
          `SELECT id, type, amount, currency, reference, description, created_at,
                  sum(CASE WHEN type = 'credit' THEN amount ELSE -amount END) OVER (PARTITION BY currency ORDER BY id) AS balance_after
             FROM ledger_entries WHERE user_id = $1
            ORDER BY id DESC LIMIT $2 OFFSET $3`,
          [userId, size, (page - 1) * size],
        ),
        app.db.query<{ n: number }>('SELECT count(*) AS n FROM ledger_entries WHERE user_id = $1', [userId]),
      ])
      const items: WalletTransaction[] = rows.map((row) => ({
        id: row.id,
        type: row.type,
        amount: Number(row.amount),
        currency: row.currency,
        reference: row.reference,
        description: row.description,
        balance_after: Number(row.balance_after),
        created_at: toIso(row.created_at),
      }))
      return pageOf(items, Number(count.rows[0]?.n ?? 0), page, size)
    },
  )

  app.post<{ Body: AddFundsRequest; Headers: { 'idempotency-key'?: string } }>(
    '/wallet/add-funds',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: "Starts a top-up with the country's provider",
        description:
          "Records a pending payment and answers where to pay: `authorization_url` (Paystack, NG), `checkout_url` (Wave, SN) or `payment_url` (Stripe, US/CA). Nothing is credited until verify-payment hears from the provider. Honours `Idempotency-Key`.",
        security: bearer,
        headers: idempotencyHeaderSchema,
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['amount'],
          properties: {
            amount: amountSchema,
            return_url: returnUrlSchema,
            provider: { ...providerSchema, description: "Another provider than the wallet's country's (a browser gateway that fell back)." },
          },
        },
        response: { 200: addFundsResponseSchema, ...errorResponses(400, 401, 422, 503) },
      },
    },
    async (request, reply) => {
      const user = request.user!
      const { amount, return_url: returnUrl } = request.body
      const currency = await readWalletCurrency(app.db, user.id)
      if (!hasValidDecimals(amount, currency)) {
        throw new HttpError(
          400,
          currencyDecimals(currency) === 0 ? `amount: ${currency} amounts are whole numbers.` : 'amount: at most 2 decimals.',
        )
      }
      const chosen = chooseProvider(currency, request.body.provider)
      if ('error' in chosen) throw new HttpError(400, chosen.error)
      const provider = chosen.provider
      const key = request.headers['idempotency-key']
      const hash = requestHash(request.body)

      const started = await app.db.transaction(async (tx) => {
        let scope: IdempotencyScope | null = null
        if (key) {
          const claim = await claimIdempotencyKey(tx, { userId: user.id, key, route: 'POST /wallet/add-funds', ownerId: app.instanceId }, hash)
          if (claim.kind === 'replay') return claim
          scope = claim.scope
          if (claim.kind === 'resume') {
            // The process that took this request died after recording the payment: this one
            // starts that payment rather than a second one (unless the provider refused it).
            const recorded = await findPayment(tx, claim.effect.paymentReference)
            if (recorded?.status === 'pending') return { kind: 'new' as const, payment: recorded, scope, resumed: true }
          }
        }
        const payment = await insertPayment(tx, {
          reference: newPaymentReference(provider),
          userId: user.id,
          provider,
          purpose: 'wallet',
          amount,
          currency,
        })
        // Committed with the payment: a retry after a crash finds it.
        if (scope) await recordIdempotentEffect(tx, scope, { paymentReference: payment.reference })
        return { kind: 'new' as const, payment, scope, resumed: false }
      })
      if (started.kind === 'replay') return reply.code(started.status).header('idempotent-replayed', 'true').send(started.body)

      let answer: AddFundsResponse
      try {
        const start = started.resumed ? resumePayment : initializePayment
        const init = await start(app.db, adapters()[started.payment.provider], started.payment, { email: user.email, returnUrl: returnUrl ?? null })
        answer = {
          status: 'success',
          message: `Payment of ${formatMoney(amount, currency)} started. Complete it on the ${PROVIDER_NAMES[provider]} page.`,
          data: init,
        }
      } catch (error) {
        if (started.scope) await releaseIdempotencyKey(app.db, started.scope)
        throw error
      }
      if (started.scope) await storeIdempotentResponse(app.db, started.scope, 200, answer)
      return answer
    },
  )

  async function result(userId: number, currency: string, status: WalletResultResponse['status'], message: string, reference: string): Promise<WalletResultResponse> {
    return { status, message, data: { new_balance: await walletBalance(app.db, userId, currency), reference } }
  }

  app.post<{ Querystring: VerifyQuery }>(
    '/wallet/verify-payment',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: 'Asks the provider whether a top-up arrived and credits it, once',
        description:
          'Credits the wallet at most once per reference, however often and however concurrently it is called. ' +
          "A check of the same reference already running answers `pending` with 'Payment verification already in progress'.",
        security: bearer,
        querystring: {
          type: 'object',
          required: ['payment_reference', 'amount', 'payment_provider'],
          properties: { payment_reference: referenceSchema, amount: amountSchema, payment_provider: providerSchema },
        },
        response: { 200: walletResultSchema, ...errorResponses(400, 401, 404, 409, 503) },
      },
    },
    async (request) => {
      const userId = request.user!.id
      const { payment_reference: reference, amount, payment_provider: provider } = request.query
      const payment = await findOwnPayment(app.db, reference, userId)
      const currency = await readWalletCurrency(app.db, userId)
      checkWalletPayment(payment, { provider, amount }, currency)
      if (await isCredited(app.db, reference)) return result(userId, currency, 'success', 'Payment already verified.', reference)

      const release = await beginVerification(app.db, provider, reference)
      if (!release) return result(userId, currency, 'pending', VERIFICATION_IN_PROGRESS, reference)
      try {
        const verification = await verifyWithProvider(adapters()[provider], payment)
        const settled = await settlePayment(app.db, payment, verification, app.config.bookingHoldMinutes)
        switch (settled.kind) {
          case 'succeeded':
          case 'stranded': {
            const credited = settled.kind === 'stranded' || settled.credited
            const message = credited ? `Payment verified: ${formatMoney(payment.amount, payment.currency)} was added to your wallet.` : 'Payment already verified.'
            return result(userId, currency, 'success', message, reference)
          }
          case 'mismatch':
            throw new HttpError(409, 'The provider reports a different amount or currency for this payment, so nothing was credited.')
          case 'pending':
            return result(userId, currency, 'pending', 'The payment has not been completed yet.', reference)
          case 'failed':
          case 'cancelled':
            return result(userId, currency, 'failed', FAILED_MESSAGES[settled.kind], reference)
        }
      } finally {
        await release()
      }
    },
  )

  app.post<{ Querystring: CreditQueryInput }>(
    '/wallet/credit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['wallet'],
        summary: 'Credits a verified, not yet credited payment of this user',
        description:
          'Never mints money: the reference must be a top-up of this user that the provider confirms, for this amount, not yet credited. Anything else is a 4xx.',
        security: bearer,
        querystring: {
          type: 'object',
          required: ['amount', 'reference'],
          properties: {
            amount: amountSchema,
            reference: referenceSchema,
            description: { type: 'string', maxLength: 200, description: 'Shown in the transactions list.' },
          },
        },
        response: { 200: walletResultSchema, ...errorResponses(400, 401, 402, 404, 409, 503) },
      },
    },
    async (request) => {
      const userId = request.user!.id
      const { amount, reference } = request.query
      const description = request.query.description?.trim() || 'Wallet top-up'
      const payment = await findOwnPayment(app.db, reference, userId)
      const currency = await readWalletCurrency(app.db, userId)
      checkWalletPayment(payment, { amount }, currency)
      const alreadyCredited = new HttpError(409, 'This payment has already been credited to your wallet.')
      if (await isCredited(app.db, reference)) throw alreadyCredited

      const release = await beginVerification(app.db, payment.provider, reference)
      if (!release) throw new HttpError(409, VERIFICATION_IN_PROGRESS)
      try {
        if (payment.status !== 'succeeded') {
          const verification = await verifyWithProvider(adapters()[payment.provider], payment)
          if (!confirmsPayment(verification, payment)) {
            if (verification.status === 'failed' || verification.status === 'cancelled') {
              await app.db.transaction((tx) => recordVerification(tx, payment, verification.status))
            }
            throw new HttpError(402, 'This payment has not been completed with the provider, so it cannot be credited.')
          }
        }
        await app.db.transaction(async (tx) => {
          await lockUser(tx, userId)
          await recordVerification(tx, payment, 'succeeded')
          const credited = await creditOnce(tx, { userId, amount: payment.amount, currency: payment.currency, reference, description })
          if (!credited) throw alreadyCredited
        })
        return result(userId, currency, 'success', `${formatMoney(payment.amount, payment.currency)} was added to your wallet.`, reference)
      } finally {
        await release()
      }
    },
  )
}
