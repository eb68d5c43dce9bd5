import type { Database } from '../db/Database.ts'
import type { PaymentAdapters } from './paymentAdapters.ts'

interface DueRefund {
  id: number
  payment_reference: string
  provider: keyof PaymentAdapters
  amount: number
  currency: string
  provider_reference: string | null
}

/** Records that `reference`'s money goes back to its source (once per payment), in the caller's transaction. */
export async function recordRefund(
  tx: Database,
  refund: { reference: string; bookingId: number | null; provider: string; amount: number; currency: string; reason: 'cancellation' | 'extension_refused' | 'renewal_refused' },
): Promise<void> {
  await tx.query(
    `INSERT INTO refunds (payment_reference, booking_id, provider, amount, currency, reason)
     VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (payment_reference) DO NOTHING`,
    [refund.reference, refund.bookingId, refund.provider, refund.amount, refund.currency, refund.reason],
  )
}

/**
 * Asks the provider to send back the recorded refunds of `references` that are still due. Runs
 * after the transaction that recorded them committed (a provider call never holds a lock); each
 * refund is claimed first, so two callers never refund one payment twice. A refund the provider
 * could not take now stays due with the reason in `detail`, for the next call to retry.
 */
export async function refundToSource(db: Database, adapters: PaymentAdapters, references: readonly string[]): Promise<void> {
  for (const reference of references) {
    const { rows } = await db.query<DueRefund>(
      `UPDATE refunds r SET status = 'processing' FROM payments p
        WHERE r.payment_reference = $1 AND r.status = 'pending' AND p.reference = r.payment_reference
        RETURNING r.id, r.payment_reference, r.provider, r.amount, r.currency, p.provider_reference`,
      [reference],
    )
    const due = rows[0]
    if (!due) continue
    try {
      const done = await adapters[due.provider].refund({
        reference: due.payment_reference,
        providerReference: due.provider_reference,
        amount: Number(due.amount),
        currency: due.currency,
      })
      await db.query("UPDATE refunds SET status = 'succeeded', provider_refund_id = $2, detail = NULL, settled_at = now() WHERE id = $1", [due.id, done.refundId])
    } catch (error) {
      await db.query("UPDATE refunds SET status = 'pending', detail = $2 WHERE id = $1", [due.id, error instanceof Error ? error.message : String(error)])
    }
  }
}
