import type { ParkadeEvent } from '@parkade/contract'
import { imageUrl } from '../lib/imageUrl.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { localized } from '../lib/requestLanguage.ts'
import { toIso } from '../lib/toIso.ts'

export interface EventRow {
  id: number
  event_code: string
  name: string
  name_fr: string
  description: string
  description_fr: string
  category: string
  venue_name: string
  venue_name_fr: string | null
  venue_address: string
  venue_city: string
  country_code: string
  venue_lat: number
  venue_lng: number
  starts_at: Date
  ends_at: Date
  parking_opens_at: Date
  is_private: boolean
  access_code: string | null
  image_key: string | null
}

export const EVENT_SELECT = `SELECT e.id, e.event_code, e.name, e.name_fr, e.description, e.description_fr, e.category, e.venue_name, e.venue_name_fr,
  e.venue_address, e.venue_city, c.code AS country_code, e.venue_lat, e.venue_lng, e.starts_at, e.ends_at, e.parking_opens_at,
  e.is_private, e.access_code, e.image_key
  FROM events e JOIN countries c ON c.id = e.country_id`

/** An event answer; the access code never leaves the server. */
export function eventOf(row: EventRow, lang: Language, publicUrl: string): ParkadeEvent {
  return {
    id: row.id,
    event_code: row.event_code,
    name: localized(lang, row.name, row.name_fr),
    description: localized(lang, row.description, row.description_fr),
    category: row.category,
    venue: {
      name: localized(lang, row.venue_name, row.venue_name_fr),
      address: row.venue_address,
      city: row.venue_city,
      country_code: row.country_code,
      lat: row.venue_lat,
      lng: row.venue_lng,
    },
    starts_at: toIso(row.starts_at),
    ends_at: toIso(row.ends_at),
    parking_opens_at: toIso(row.parking_opens_at),
    is_private: row.is_private,
    image_url: imageUrl(publicUrl, row.image_key),
  }
}

