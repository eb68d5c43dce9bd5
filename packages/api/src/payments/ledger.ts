import type { CurrencyCode } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import { HttpError } from '../lib/HttpError.ts'
import { formatMoney } from '../pricing/formatMoney.ts'
import { fromMinor, toMinor } from '../pricing/minorUnits.ts'
import { walletCurrency } from './walletCurrency.ts'

export const INSUFFICIENT_BALANCE = 'Insufficient wallet balance.'

export interface LedgerEntryInput {
  userId: number
  amount: number
  currency: string
  reference: string
  description: string
  bookingId?: number | null
}

/**
 * Locks the user's row until the transaction ends and answers the wallet's currency. Every
 * transaction that moves money (and every one that touches vehicles) takes this lock first, so
 * two debits of one wallet cannot both see the same balance on PostgreSQL, and locks are always
 * taken in one order (user, then park, then booking): no deadlocks.
 */
export async function lockUser(tx: Database, userId: number): Promise<CurrencyCode> {
  const { rows } = await tx.query<{ country_code: string | null }>('SELECT country_code FROM users WHERE id = $1 FOR UPDATE', [userId], { prepare: true })
  if (!rows[0]) throw new HttpError('auth.account_gone')
  return walletCurrency(rows[0].country_code)
}

/** The wallet's currency without a lock (reads). */
export async function readWalletCurrency(db: Database, userId: number): Promise<CurrencyCode> {
  const { rows } = await db.query<{ country_code: string | null }>('SELECT country_code FROM users WHERE id = $1', [userId])
  return walletCurrency(rows[0]?.country_code)
}

/** The balance: the sum of the user's ledger entries in `currency` (credits minus debits). */
export async function walletBalance(db: Database, userId: number, currency: string): Promise<number> {
  const { rows } = await db.query<{ balance: number | null }>(
    `SELECT coalesce(sum(CASE WHEN type = 'credit' THEN amount ELSE -amount END), 0) AS balance
       FROM ledger_entries WHERE user_id = $1 AND currency = $2`,
    [userId, currency],
  )
  return fromMinor(toMinor(Number(rows[0]?.balance ?? 0), currency), currency)
}

/**
 * Adds a credit unless one already exists under `reference` (UNIQUE (reference, type)): a
 * reference credits at most once, whoever asks and however often. True when this call credited.
 */
export async function creditOnce(tx: Database, entry: LedgerEntryInput): Promise<boolean> {
  const { rows } = await tx.query<{ id: number }>(
    `INSERT INTO ledger_entries (user_id, type, amount, currency, reference, description, booking_id)
     VALUES ($1, 'credit', $2, $3, $4, $5, $6)
     ON CONFLICT (reference, type) DO NOTHING
     RETURNING id`,
    [entry.userId, entry.amount, entry.currency, entry.reference, entry.description, entry.bookingId ?? null],
  )
  return rows.length === 1
}

/**
 * Takes `amount` out of the wallet, or answers 402 when the balance is short: the balance never
 * goes below zero. The caller holds lockUser() in the same transaction.
 */
export async function debit(tx: Database, entry: LedgerEntryInput): Promise<void> {
  const balance = await walletBalance(tx, entry.userId, entry.currency)
  if (toMinor(balance, entry.currency) < toMinor(entry.amount, entry.currency)) {
    throw new HttpError('wallet.insufficient_balance', {}, {
      errors: [
        {
          field: 'wallet',
          message: `The balance is ${formatMoney(balance, entry.currency)}; ${formatMoney(entry.amount, entry.currency)} is needed.`,
        },
      ],
    })
  }
  await tx.query(
    `INSERT INTO ledger_entries (user_id, type, amount, currency, reference, description, booking_id)
     VALUES ($1, 'debit', $2, $3, $4, $5, $6)`,
    [entry.userId, entry.amount, entry.currency, entry.reference, entry.description, entry.bookingId ?? null],
  )
}

/** Has `reference` credited a wallet already? */
export async function isCredited(db: Database, reference: string): Promise<boolean> {
  const { rows } = await db.query("SELECT 1 FROM ledger_entries WHERE reference = $1 AND type = 'credit'", [reference])
  return rows.length > 0
}

/** Ledger references of one booking's charges and refunds: PK-ABC234-EXT-2, PK-ABC234-REFUND-1, … */
export async function nextBookingReference(tx: Database, bookingCode: string, kind: 'EXT' | 'REFUND' | 'RENEW'): Promise<string> {
  const prefix = `${bookingCode}-${kind}-`
  const { rows } = await tx.query<{ n: number }>('SELECT count(*) AS n FROM ledger_entries WHERE reference LIKE $1', [`${prefix}%`])
  return `${prefix}${Number(rows[0]?.n ?? 0) + 1}`
}
