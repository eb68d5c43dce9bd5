import type { PriceLine } from '@parkade/contract'
/** A park's price list: one hourly and daily rate per vehicle type, in the park's currency. */
export interface RateTable {
  currency: string
  rates: { vehicle_type_id: number; hourly: number; daily: number }[]
}

/** A country fee: a percentage of the subtotal or a fixed amount in the park's currency. */
export interface FeeRule {
  code: string
  name: string
  /** The French name, shown to French readers (the line's label stays English when stored). */
  name_fr: string | null
  kind: 'percent' | 'fixed'
  amount: number
}

export type { PriceLine }

export interface PriceQuote {
  /** Charged hours: part hours round up. */
  hours: number
  /** Full 24-hour days inside `hours`. */
  days: number
  subtotal: number
  fees: PriceLine[]
  total: number
  currency: string
}

export interface QuoteOptions {
  /** The clock; tests pass a fixed one. */
  now?: Date
  /**
   * Skip the "arrival in the past" rule: an extension prices a booking that started already.
   */
  allowPastStart?: boolean
}
