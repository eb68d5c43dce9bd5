import type { Database } from '../db/Database.ts'

/** SPEC §9: country id 1, code NG, when none is selected. */
export const DEFAULT_COUNTRY_ID = 1
export const DEFAULT_COUNTRY_CODE = 'NG'

export interface CountryRef {
  id: number
  code: string
  name: string
  currency: string
}

/**
 * A country by id ("1"), two-letter code ("ng") or name in English or French ("Nigeria",
 * "Sénégal"), case-insensitively. Null when none matches.
 */
export async function findCountry(db: Database, value: string | number): Promise<CountryRef | null> {
  const text = String(value).trim()
  if (!text) return null
  const { rows } = await db.query<CountryRef>(
    `SELECT id, code, name, currency FROM countries
     WHERE ($1 ~ '^[0-9]+$' AND id = CASE WHEN $1 ~ '^[0-9]{1,9}$' THEN $1::int END)
        OR code = upper($1) OR lower(name) = lower($1) OR lower(name_fr) = lower($1)
     ORDER BY id LIMIT 1`,
    [text],
  )
  return rows[0] ?? null
}
