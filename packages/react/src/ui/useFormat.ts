import { useMemo } from 'react'
import { formatCurrency, formatDate, formatDateTime, localeForCountry } from '@parkade/core'
import { useParkadeStore } from '../provider/useParkadeStore.ts'

/** Amounts and dates in the locale of the selected country and language (en-NG, fr-SN…). */
export function useFormat() {
  const language = useParkadeStore('language', (s) => s.language)
  const country = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  return useMemo(() => {
    const locale = localeForCountry(country, language)
    return {
      locale,
      money: (amount: number, currency: string) => formatCurrency(amount, currency, locale),
      date: (value: string | Date) => formatDate(value, locale),
      dateTime: (value: string | Date) => formatDateTime(value, locale),
    }
  }, [country, language])
}
