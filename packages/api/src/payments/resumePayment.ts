import type { PaymentInfo, PaymentInit } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import type { PaymentProviderAdapter } from './PaymentProviderAdapter.ts'
import type { PaymentRecord } from './paymentRecords.ts'
import { initializePayment, paymentInitOf } from './paymentRecords.ts'

/**
 * Starts the provider's side of a payment recorded by an earlier request whose process died
 * before answering (an idempotent retry completing its work). When that request got as far as
 * the provider's answer, the answer is in the payment's row and is given again: a provider may
 * refuse a second initialisation of one reference. Otherwise the payment is initialised now.
 */
export async function resumePayment(
  db: Database,
  adapter: PaymentProviderAdapter,
  payment: PaymentRecord,
  details: { email: string; returnUrl: string | null },
): Promise<PaymentInit> {
  const { rows } = await db.query<{ info: PaymentInfo | null }>("SELECT provider_payload -> 'payment_info' AS info FROM payments WHERE id = $1", [payment.id])
  const info = rows[0]?.info
  if (!info) return initializePayment(db, adapter, payment, details)
  return paymentInitOf(payment, info, adapter)
}
