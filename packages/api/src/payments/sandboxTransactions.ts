import type { PaymentInfo, PaymentProvider } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import type { ProviderPaymentStatus } from './PaymentProviderAdapter.ts'

/**
 * The sandbox stand-in's own record of a transaction, kept in `payments.provider_payload.sandbox`
 * beside the merchant's row: initialize() opens it, the hosted page settles it, verify() reads
 * it. The merchant side (`payments.status`, the ledger) changes only through verification.
 */
export interface SandboxTransaction {
  reference: string
  provider: PaymentProvider
  amount: number
  currency: string
  status: ProviderPaymentStatus
  returnUrl: string | null
}

interface Row {
  reference: string
  provider: PaymentProvider
  amount: number
  currency: string
  sandbox: { status?: ProviderPaymentStatus; return_url?: string | null } | null
}

const SELECT = `SELECT reference, provider, amount, currency, provider_payload -> 'sandbox' AS sandbox FROM payments`

function toTransaction(row: Row): SandboxTransaction | null {
  if (!row.sandbox) return null
  return {
    reference: row.reference,
    provider: row.provider,
    amount: Number(row.amount),
    currency: row.currency,
    status: row.sandbox.status ?? 'pending',
    returnUrl: row.sandbox.return_url ?? null,
  }
}

/**
 * Opens the stand-in's transaction for a recorded payment; null when no such payment exists. The
 * same statement records on the merchant's side what initialize() answers (`paymentInfo`, and no
 * provider reference: the sandbox's is ours), as initializePayment would afterwards.
 */
export async function openSandboxTransaction(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  details: { returnUrl: string | null; email: string; paymentInfo: PaymentInfo },
): Promise<SandboxTransaction | null> {
  const sandbox = { status: 'pending', return_url: details.returnUrl, email: details.email, opened_at: new Date().toISOString() }
  const { rows } = await db.query<Row>(
    `UPDATE payments
        SET provider_payload = jsonb_set(jsonb_set(coalesce(provider_payload, '{}'::jsonb), '{sandbox}', $3::jsonb), '{payment_info}', $4::jsonb),
            provider_reference = NULL
      WHERE reference = $1 AND provider = $2
      RETURNING reference, provider, amount, currency, provider_payload -> 'sandbox' AS sandbox`,
    [reference, provider, JSON.stringify(sandbox), JSON.stringify(details.paymentInfo)],
    { prepare: true },
  )
  return rows[0] ? toTransaction(rows[0]) : null
}

/** The stand-in's transaction, or null for a reference it never opened. */
export async function findSandboxTransaction(db: Database, provider: PaymentProvider, reference: string): Promise<SandboxTransaction | null> {
  const { rows } = await db.query<Row>(`${SELECT} WHERE reference = $1 AND provider = $2`, [reference, provider])
  return rows[0] ? toTransaction(rows[0]) : null
}

/**
 * Settles a pending transaction as the hosted page's button says. A transaction settles once:
 * a second press (or a replayed form) leaves the first outcome and returns it.
 */
export async function settleSandboxTransaction(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  outcome: Exclude<ProviderPaymentStatus, 'pending'>,
): Promise<SandboxTransaction | null> {
  const { rows } = await db.query<Row>(
    `UPDATE payments
        SET provider_payload = jsonb_set(
              jsonb_set(provider_payload, '{sandbox,status}', to_jsonb($3::text)),
              '{sandbox,settled_at}', to_jsonb(now()))
      WHERE reference = $1 AND provider = $2
        AND provider_payload -> 'sandbox' ->> 'status' = 'pending'
      RETURNING reference, provider, amount, currency, provider_payload -> 'sandbox' AS sandbox`,
    [reference, provider, outcome],
  )
  if (rows[0]) return toTransaction(rows[0])
  return findSandboxTransaction(db, provider, reference)
}

/**
 * Records a refund of a paid transaction (the amount sent back to the card or mobile money) and
 * answers its id; the first refund stays, a repeat answers it again. Null unless it was paid.
 */
export async function refundSandboxTransaction(
  db: Database,
  provider: PaymentProvider,
  reference: string,
  refund: { amount: number; currency: string },
): Promise<string | null> {
  const id = `sandbox-refund-${reference}`
  const { rows } = await db.query<{ refund_id: string }>(
    `UPDATE payments
        SET provider_payload = jsonb_set(provider_payload, '{sandbox,refund}',
              coalesce(provider_payload -> 'sandbox' -> 'refund', jsonb_build_object('id', $3::text, 'amount', $4::numeric, 'currency', $5::text, 'at', now())))
      WHERE reference = $1 AND provider = $2 AND provider_payload -> 'sandbox' ->> 'status' = 'succeeded'
      RETURNING provider_payload -> 'sandbox' -> 'refund' ->> 'id' AS refund_id`,
    [reference, provider, id, refund.amount, refund.currency],
  )
  return rows[0]?.refund_id ?? null
}
