import { useParkadeStore, useTranslation } from '../sdk.ts'
import type { TranslationKey } from '../sdk.ts'

export interface SelectedCountryName {
  /** Two-letter code; null until the country is known (stored, chosen or detected). */
  code: string | null
  /** Its name in the page's language. */
  name: string
}

/** The country the visitor selected in the header, for the pages that list what it has. */
export function useSelectedCountry(): SelectedCountryName {
  const { t } = useTranslation()
  const selected = useParkadeStore('country', (s) => s.selectedCountry)
  const code = selected?.code ?? null
  const key = `countries.${code ?? ''}` as TranslationKey
  const name = code ? t(key) : ''
  return { code, name: name === key ? (selected?.name ?? code ?? '') : name }
}
