import type { UserProfile } from '@parkade/contract'
import type { Database } from '../db/Database.ts'
import { toIso } from '../lib/toIso.ts'

export interface UserRow {
  id: number
  email: string
  password_hash: string | null
  first_name: string
  last_name: string
  phone: string | null
  country_code: string | null
  country_name: string | null
  language: 'en' | 'fr' | null
  photo_url: string | null
  email_verified: boolean
  firebase_uid: string | null
  providers: string[]
  created_at: Date
}

/** Selects a user with the country's name; append WHERE …. */
export const USER_SELECT = `SELECT u.id, u.email, u.password_hash, u.first_name, u.last_name, u.phone, u.country_code,
  c.name AS country_name, u.language, u.photo_url, u.email_verified, u.firebase_uid, u.providers, u.created_at
  FROM users u LEFT JOIN countries c ON c.code = u.country_code`

export function profileOf(row: UserRow): UserProfile {
  return {
    id: row.id,
    email: row.email,
    first_name: row.first_name,
    last_name: row.last_name,
    phone: row.phone,
    country_id: row.country_code,
    country: row.country_code ? { code: row.country_code, name: row.country_name ?? row.country_code } : null,
    language: row.language,
    photo_url: row.photo_url,
    email_verified: row.email_verified,
    auth_providers: row.providers.filter((p): p is UserProfile['auth_providers'][number] => p === 'password' || p === 'google' || p === 'apple'),
    created_at: toIso(row.created_at),
  }
}

export async function findUserById(db: Database, id: number): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.id = $1`, [id])
  return rows[0] ?? null
}

export async function findUserByEmail(db: Database, email: string): Promise<UserRow | null> {
  const { rows } = await db.query<UserRow>(`${USER_SELECT} WHERE u.email = $1`, [normalizeEmail(email)])
  return rows[0] ?? null
}

/** Emails are kept trimmed and lower-case: one account per address, whatever the casing. */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase()
}
