import { PAYMENT_PROVIDER_NAMES, WALLET_PAGE_SIZE } from '@parkade/contract'
import type { AddFundsResponse, PaymentProvider, Wallet, WalletResultResponse, WalletTransaction } from '@parkade/contract'
import type { FastifyInstance } from 'fastify'
import { HttpError } from '../lib/HttpError.ts'
import { pageOf } from '../lib/pageOf.ts'
import { toIso } from '../lib/toIso.ts'
import {
  claimIdempotencyKey,
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
import { VERIFICATION_IN_PROGRESS, beginVerification } from '../payments/verificationGuard.ts'
import { currencyDecimals } from '@parkade/contract/domain'
import { formatMoney } from '../pricing/formatMoney.ts'
import { hasValidDecimals } from '../pricing/minorUnits.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'


const PROVIDER_NAMES = PAYMENT_PROVIDER_NAMES

/** Checks that a payment of this user can fund this wallet, as asked. */
function checkWalletPayment(payment: PaymentRecord, asked: { provider?: PaymentProvider; amount: number }, walletCurrency: string) {
  // A booking's, an extension's or a renewal's payment is confirmed from its booking, never added to the wallet.
  if (payment.purpose === 'booking' || payment.purpose === 'extension' || payment.purpose === 'renewal') {
    throw new HttpError('wallet.payment_for_booking')
  }
  if (asked.provider && payment.provider !== asked.provider) {
    throw new HttpError('payment.provider_mismatch', { provider: PROVIDER_NAMES[payment.provider], asked: PROVIDER_NAMES[asked.provider] })
  }
  if (!sameAmount(asked.amount, payment.amount, payment.currency)) {
    throw new HttpError('wallet.amount_mismatch', { amount: formatMoney(payment.amount, payment.currency) })
  }
  if (payment.currency !== walletCurrency) {
    throw new HttpError('wallet.currency_mismatch', { currency: payment.currency, wallet_currency: walletCurrency })
  }
}

const FAILED_MESSAGES = {
  failed: 'The payment failed. Nothing was charged and nothing was added to your wallet.',
  cancelled: 'The payment was cancelled. Nothing was charged and nothing was added to your wallet.',
} as const

export default async function walletRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const adapters = () => paymentAdapters(app.db, app.config)

  app.route({
    ...contractRoute(app, ROUTES.getWallet),
    handler: async (request): Promise<Wallet> => {
      const userId = request.user!.id
      const currency = await readWalletCurrency(app.db, userId)
      return { balance: await walletBalance(app.db, userId, currency), currency }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.listWalletTransactions),
    handler: async (request) => {
      const userId = request.user!.id
      const { page = 1, size = WALLET_PAGE_SIZE } = request.query
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
  })

  app.route({
    ...contractRoute(app, ROUTES.addFunds),
    handler: async (request, reply) => {
      const user = request.user!
      const { amount, return_url: returnUrl } = request.body
      const currency = await readWalletCurrency(app.db, user.id)
      if (!hasValidDecimals(amount, currency)) {
        throw currencyDecimals(currency) === 0 ? new HttpError('wallet.amount_whole', { currency }) : new HttpError('wallet.amount_decimals')
      }
      const provider = chooseProvider(currency, request.body.provider)
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
      // A replay answers the stored answer as it was first sent.
      if (started.kind === 'replay') return reply.code(started.status as 200).header('idempotent-replayed', 'true').send(started.body as AddFundsResponse)

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
  })

  async function result(userId: number, currency: string, status: WalletResultResponse['status'], message: string, reference: string): Promise<WalletResultResponse> {
    return { status, message, data: { new_balance: await walletBalance(app.db, userId, currency), reference } }
  }

  app.route({
    ...contractRoute(app, ROUTES.verifyPayment),
    handler: async (request) => {
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
            throw new HttpError('wallet.payment_mismatch')
          case 'refused':
            // Only an extension's or a renewal's payment is refused; checkWalletPayment keeps those out.
            throw new HttpError('wallet.payment_for_booking')
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
  })

  app.route({
    ...contractRoute(app, ROUTES.creditWallet),
    handler: async (request) => {
      const userId = request.user!.id
      const { amount, reference } = request.query
      const description = request.query.description?.trim() || 'Wallet top-up'
      const payment = await findOwnPayment(app.db, reference, userId)
      const currency = await readWalletCurrency(app.db, userId)
      checkWalletPayment(payment, { amount }, currency)
      const alreadyCredited = new HttpError('wallet.already_credited')
      if (await isCredited(app.db, reference)) throw alreadyCredited

      const release = await beginVerification(app.db, payment.provider, reference)
      if (!release) throw new HttpError('payment.verification_in_progress')
      try {
        if (payment.status !== 'succeeded') {
          const verification = await verifyWithProvider(adapters()[payment.provider], payment)
          if (!confirmsPayment(verification, payment)) {
            if (verification.status === 'failed' || verification.status === 'cancelled') {
              await app.db.transaction((tx) => recordVerification(tx, payment, verification.status))
            }
            throw new HttpError('wallet.payment_incomplete')
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
  })
}
