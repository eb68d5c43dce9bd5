import type { FeeRow } from './types.ts'

/**
 * Fees per country (`GET /front/fees?country_id=`). Tax rates are the real standard rates:
 * Nigeria VAT 7.5 %, Senegal TVA 18 %, Canada GST 5 % (the federal part; HST provinces charge
 * more). The United States has no federal sales tax, so a fixed booking fee stands in.
 */
export const SEED_FEES: readonly FeeRow[] = [
  { country_code: 'NG', code: 'NG-SERVICE', name: 'Service fee', name_fr: 'Frais de service', kind: 'percent', amount: 5, currency: 'NGN' },
  { country_code: 'NG', code: 'NG-VAT', name: 'VAT', name_fr: 'TVA', kind: 'percent', amount: 7.5, currency: 'NGN' },
  { country_code: 'SN', code: 'SN-SERVICE', name: 'Service fee', name_fr: 'Frais de service', kind: 'percent', amount: 5, currency: 'XOF' },
  { country_code: 'SN', code: 'SN-TVA', name: 'VAT (TVA)', name_fr: 'TVA', kind: 'percent', amount: 18, currency: 'XOF' },
  { country_code: 'CA', code: 'CA-SERVICE', name: 'Service fee', name_fr: 'Frais de service', kind: 'percent', amount: 5, currency: 'CAD' },
  { country_code: 'CA', code: 'CA-GST', name: 'GST/HST', name_fr: 'TPS/TVH', kind: 'percent', amount: 5, currency: 'CAD' },
  { country_code: 'US', code: 'US-BOOKING', name: 'Booking fee', name_fr: 'Frais de réservation', kind: 'fixed', amount: 1.99, currency: 'USD' },
]
