// The API's own database layer: the check reads PGlite's directory or PostgreSQL as the server does.
import { openDatabase } from '../../../packages/api/src/db/openDatabase.ts'
import type { BookingLoad } from './apiBench.ts'

export interface BookingCheck {
  /** 201 answers seen. */
  answered201: number
  /** Bookings of the bench drivers in the database afterwards. */
  inDatabase: number
  /** 201 answers whose booking is not in the database exactly once. */
  missingOrDuplicated: number
  /** Plates (one per request) with more than one booking: a request booked twice. */
  bookedTwice: number
  /** Bookings in the database without a 201 seen: requests cut when the clock stopped (at most that many). */
  unseen: number
  /** Parks and moments where more spaces are taken than the park has. */
  oversold: number
  problems: string[]
}

/**
 * After the load, in the database: every 201 seen is there exactly once, no request booked
 * twice, nothing else booked beyond the requests cut at the end, and no park holds more active
 * or pending bookings at any moment than its capacity. Call with the API stopped for PGlite
 * (one process owns its directory).
 */
export async function checkBookings(target: { databaseUrl: string | null; dataDir: string }, load: BookingLoad): Promise<BookingCheck> {
  const db = await openDatabase(target)
  try {
    const { rows } = await db.query<{ booking_code: string; plate_number: string }>(
      `SELECT b.booking_code, b.plate_number FROM bookings b JOIN users u ON u.id = b.user_id WHERE u.email LIKE $1`,
      [`${load.emailPrefix}%`],
    )
    const byCode = new Map<string, number>()
    const byPlate = new Map<string, number>()
    for (const row of rows) {
      byCode.set(row.booking_code, (byCode.get(row.booking_code) ?? 0) + 1)
      byPlate.set(row.plate_number, (byPlate.get(row.plate_number) ?? 0) + 1)
    }
    const seen = new Set(load.created)
    const missingOrDuplicated = load.created.filter((code) => byCode.get(code) !== 1).length + (load.created.length - seen.size)
    const bookedTwice = [...byPlate.values()].filter((count) => count > 1).length
    const unseen = rows.filter((row) => !seen.has(row.booking_code)).length
    // Occupancy only rises when a booking starts: counting at every start finds each peak.
    const { rows: over } = await db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM bookings b JOIN parks p ON p.id = b.park_id
        WHERE b.status IN ('active', 'pending')
          AND (SELECT count(*) FROM bookings o WHERE o.park_id = b.park_id AND o.status IN ('active', 'pending')
                 AND o.start_time <= b.start_time AND o.end_time > b.start_time) > p.capacity`,
    )
    const oversold = over[0]!.n
    const problems: string[] = []
    if (missingOrDuplicated) problems.push(`${missingOrDuplicated} bookings answered 201 are not in the database exactly once`)
    if (bookedTwice) problems.push(`${bookedTwice} requests booked more than once`)
    if (unseen > load.inFlightAtEnd) problems.push(`${unseen} bookings without a 201 answer, more than the ${load.inFlightAtEnd} requests cut at the end`)
    if (oversold) problems.push(`${oversold} bookings start at a moment their park is over capacity`)
    return { answered201: load.created.length, inDatabase: rows.length, missingOrDuplicated, bookedTwice, unseen, oversold, problems }
  } finally {
    await db.close()
  }
}
