import type { Fee } from '@parkade/contract'

export interface FeeRow {
  id: number
  country_id: number
  code: string
  name: string
  name_fr: string
  kind: 'percent' | 'fixed'
  amount: number
  currency: Fee['currency']
}

export const FEE_SELECT = 'SELECT id, country_id, code, name, name_fr, kind, amount, currency FROM fees'

export function feeOf(row: FeeRow): Fee {
  return { id: row.id, country_id: row.country_id, code: row.code, name: row.name, name_fr: row.name_fr, kind: row.kind, amount: row.amount, currency: row.currency }
}

