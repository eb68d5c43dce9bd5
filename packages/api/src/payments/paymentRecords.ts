import type { PaymentInit, PaymentProvider } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import { HttpError } from '../lib/HttpError.ts'
import { toMinor } from '../pricing/minorUnits.ts'
import type { PaymentProviderAdapter, PaymentVerification, ProviderPaymentStatus } from './PaymentProviderAdapter.ts'
import { PaymentProviderError } from './PaymentProviderError.ts'

export type PaymentPurpose = 'wallet' | 'booking' | 'intent' | 'extension' | 'renewal'

/** A `payments` row: the merchant's record of one payment. */
export interface PaymentRecord {
  id: number
  reference: string
  user_id: number | null
  provider: PaymentProvider
  purpose: PaymentPurpose
  booking_id: number | null
  amount: number
  currency: string
  status: ProviderPaymentStatus
  verified_at: Date | null
  /** The provider's own id for it (PaymentIntent, checkout session), once initialised. */
  provider_reference: string | null
  /** An extension's departure when it was priced, and the one it moves the booking to. */
  extension_from: Date | null
  extension_to: Date | null
}

const COLUMNS = 'id, reference, user_id, provider, purpose, booking_id, amount, currency, status, verified_at, provider_reference, extension_from, extension_to'

export const PAYMENT_NOT_FOUND = 'Payment not found.'

export interface NewPayment {
  reference: string
  userId: number | null
  provider: PaymentProvider
  purpose: PaymentPurpose
  bookingId?: number | null
  amount: number
  currency: string
  payload?: Record<string, unknown>
  extension?: { from: Date; to: Date }
}

export async function insertPayment(tx: Database, payment: NewPayment): Promise<PaymentRecord> {
  const { rows } = await tx.query<PaymentRecord>(
    `INSERT INTO payments (reference, user_id, provider, purpose, booking_id, amount, currency, status, provider_payload, extension_from, extension_to)
     VALUES ($1, $2, $3, $4, $5, $6, $7, 'pending', $8, $9, $10) RETURNING ${COLUMNS}`,
    [
      payment.reference,
      payment.userId,
      payment.provider,
      payment.purpose,
      payment.bookingId ?? null,
      payment.amount,
      payment.currency,
      JSON.stringify(payment.payload ?? {}),
      payment.extension?.from ?? null,
      payment.extension?.to ?? null,
    ],
    { prepare: true },
  )
  return rows[0]!
}

export async function findPayment(db: Database, reference: string, options: { forUpdate?: boolean } = {}): Promise<PaymentRecord | null> {
  const { rows } = await db.query<PaymentRecord>(
    `SELECT ${COLUMNS} FROM payments WHERE reference = $1${options.forUpdate ? ' FOR UPDATE' : ''}`,
    [reference],
  )
  return rows[0] ?? null
}

/** The payment under `reference` when it belongs to `userId`; otherwise 404 (nothing leaks). */
export async function findOwnPayment(db: Database, reference: string, userId: number): Promise<PaymentRecord> {
  const payment = await findPayment(db, reference)
  if (!payment || payment.user_id !== userId) throw new HttpError('payment.not_found')
  return payment
}

/** Same amount, to the currency's smallest unit. */
export function sameAmount(a: number, b: number, currency: string): boolean {
  return toMinor(a, currency) === toMinor(b, currency)
}

/** A provider failure as an answer: unknown reference 404, provider down 503, bad currency 400. */
export function providerHttpError(error: unknown): unknown {
  if (!(error instanceof PaymentProviderError)) return error
  switch (error.code) {
    case 'not-found':
      return new HttpError('payment.provider_not_found')
    case 'unsupported-currency':
    case 'bad-request':
      return new HttpError('payment.provider_refused', {}, { detail: error.message })
    case 'unavailable':
      return new HttpError('payment.provider_unavailable', {}, { detail: error.message })
  }
}

/**
 * Starts the provider's side of a recorded payment and keeps what it answered. Runs after the
 * transaction that recorded the payment has committed: a provider call never holds a lock.
 */
export async function initializePayment(
  db: Database,
  adapter: PaymentProviderAdapter,
  payment: PaymentRecord,
  details: { email: string; returnUrl: string | null },
): Promise<PaymentInit> {
  let started
  try {
    started = await adapter.initialize({
      reference: payment.reference,
      amount: payment.amount,
      currency: payment.currency,
      email: details.email,
      returnUrl: details.returnUrl,
    })
  } catch (error) {
    await db.query("UPDATE payments SET status = 'failed' WHERE id = $1 AND status = 'pending'", [payment.id])
    const answer = providerHttpError(error)
    if (answer instanceof HttpError) throw answer
    throw new HttpError('payment.provider_start_failed')
  }
  const info = started.paymentInfo
  if (!started.recorded) await db.query(
    `UPDATE payments SET provider_reference = $3,
            provider_payload = jsonb_set(coalesce(provider_payload, '{}'::jsonb), '{payment_info}', $2::jsonb)
      WHERE id = $1`,
    [payment.id, JSON.stringify(info), started.providerReference],
  )
  payment.provider_reference = started.providerReference
  return paymentInitOf(payment, info, adapter)
}

/** The answer that starts a payment in the browser: the record and the provider's payment_info. */
export function paymentInitOf(payment: PaymentRecord, info: PaymentInit['payment_info'], adapter: { sandbox?: boolean }): PaymentInit {
  return {
    reference: payment.reference,
    provider: payment.provider,
    amount: payment.amount,
    currency: payment.currency as PaymentInit['currency'],
    payment_info: info,
    sandbox: adapter.sandbox === true,
  }
}

/** Asks the provider; a provider failure becomes its HTTP answer. */
export async function verifyWithProvider(adapter: PaymentProviderAdapter, payment: PaymentRecord): Promise<PaymentVerification> {
  try {
    return await adapter.verify({ reference: payment.reference, providerReference: payment.provider_reference })
  } catch (error) {
    throw providerHttpError(error)
  }
}

/**
 * Does the provider's answer confirm exactly this payment? A success for another amount or
 * currency is not a success: nothing is credited on it.
 */
export function confirmsPayment(verification: PaymentVerification, payment: PaymentRecord): boolean {
  return (
    verification.status === 'succeeded' &&
    verification.currency.toUpperCase() === payment.currency &&
    sameAmount(verification.amount, payment.amount, payment.currency)
  )
}

/** Records what the provider said (the first final answer wins). */
export async function recordVerification(tx: Database, payment: PaymentRecord, status: ProviderPaymentStatus): Promise<void> {
  if (status === 'pending') return
  await tx.query("UPDATE payments SET status = $2, verified_at = now() WHERE id = $1 AND status = 'pending'", [payment.id, status])
}
