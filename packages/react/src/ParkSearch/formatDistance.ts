import { numberFormat } from '@parkade/core'

/** '850 m', '1.2 km' ('1,2 km' in French…): metres under one kilometre, one decimal under ten. */
export function formatDistance(km: number, locale: string): string {
  try {
    if (km < 1) {
      const metres = Math.max(10, Math.round((km * 1000) / 10) * 10)
      return numberFormat(locale, { style: 'unit', unit: 'meter', maximumFractionDigits: 0 }).format(metres)
    }
    return numberFormat(locale, { style: 'unit', unit: 'kilometer', maximumFractionDigits: km < 10 ? 1 : 0 }).format(km)
  } catch {
    return `${Math.round(km * 10) / 10} km`
  }
}
