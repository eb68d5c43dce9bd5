import type { CurrencyCode } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import { HttpError } from '../lib/HttpError.ts'
import { PARK_PRICING_SELECT, parkPricingOf } from '../pricing/loadParkPricing.ts'
import type { ParkPricing, ParkPricingRow } from '../pricing/loadParkPricing.ts'
import { walletCurrency } from '../payments/walletCurrency.ts'

/**
 * lockUser then loadParkPricing(…, { forUpdate: true }), in one statement: a booking's
 * transaction waits on each round trip, and PGlite charges each statement a fixed cost. The
 * locks are taken in the same order as by two statements, the user's row first (the park is
 * read LATERAL to it, by the park id the user's row carries: the user is the outer side of the join): a transaction that locks a user
 * and then a park cannot deadlock with this one. The same answers: an account gone, then a park
 * not found (null pricing).
 */
export async function lockUserAndPark(tx: Database, userId: number, parkId: number): Promise<{ walletCurrency: CurrencyCode; pricing: ParkPricing | null }> {
  const { rows } = await tx.query<{ user_country: string | null } & { [K in keyof ParkPricingRow]: ParkPricingRow[K] | null }>(
    `SELECT u.user_country, pk.* FROM (SELECT country_code AS user_country, $2::int AS park_id FROM users WHERE id = $1 FOR UPDATE) u
       LEFT JOIN LATERAL (${PARK_PRICING_SELECT} WHERE p.id = u.park_id FOR UPDATE OF p) pk ON true`,
    [userId, parkId],
    { prepare: true },
  )
  const row = rows[0]
  if (!row) throw new HttpError('auth.account_gone')
  return { walletCurrency: walletCurrency(row.user_country), pricing: row.id === null ? null : parkPricingOf(row as ParkPricingRow) }
}
