import type { Database } from '../db/Database.ts'
import { parkColumns } from './parkOf.ts'
import type { ParkRow } from './parkOf.ts'

/**
 * A park by numeric id, slug or park code (the QR landing), case-insensitively for the code;
 * its available spaces count unpaid holds for `holdMinutes` (config.bookingHoldMinutes).
 */
export async function findPark(db: Database, idOrSlugOrCode: string, holdMinutes: number): Promise<ParkRow | null> {
  const key = idOrSlugOrCode.trim()
  const byId = /^[0-9]{1,9}$/.test(key)
  const { rows } = await db.query<ParkRow>(
    `SELECT ${parkColumns(holdMinutes)} FROM parks p JOIN countries c ON c.id = p.country_id
     WHERE ${byId ? 'p.id = $1::int' : 'p.slug = lower($1) OR p.park_code = upper($1)'} LIMIT 1`,
    [key],
  )
  return rows[0] ?? null
}
