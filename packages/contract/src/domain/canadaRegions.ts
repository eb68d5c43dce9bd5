import type { Region } from './builtinRegions.ts'

/**
 * Canada (country id 5): its 10 provinces and 3 territories. Not part of the spec's built-in
 * fallback (ids 1–4), but seeded by the server like the others.
 */
export const CANADA_REGIONS: readonly Region[] = [
  { id: 501, name: 'Alberta', country_id: 5, code: 'CA-AB' },
  { id: 502, name: 'British Columbia', country_id: 5, code: 'CA-BC' },
  { id: 503, name: 'Manitoba', country_id: 5, code: 'CA-MB' },
  { id: 504, name: 'New Brunswick', country_id: 5, code: 'CA-NB' },
  { id: 505, name: 'Newfoundland and Labrador', country_id: 5, code: 'CA-NL' },
  { id: 506, name: 'Northwest Territories', country_id: 5, code: 'CA-NT' },
  { id: 507, name: 'Nova Scotia', country_id: 5, code: 'CA-NS' },
  { id: 508, name: 'Nunavut', country_id: 5, code: 'CA-NU' },
  { id: 509, name: 'Ontario', country_id: 5, code: 'CA-ON' },
  { id: 510, name: 'Prince Edward Island', country_id: 5, code: 'CA-PE' },
  { id: 511, name: 'Quebec', country_id: 5, code: 'CA-QC' },
  { id: 512, name: 'Saskatchewan', country_id: 5, code: 'CA-SK' },
  { id: 513, name: 'Yukon', country_id: 5, code: 'CA-YT' },
]
