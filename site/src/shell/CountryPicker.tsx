import { useParkadeStore, useTranslation } from '../sdk.ts'
import type { TranslationKey } from '../sdk.ts'
import { flagEmoji } from './flagEmoji.ts'

export interface CountryPickerProps {
  /** Opens the country/language panel. */
  onOpen: () => void
  expanded: boolean
}

/** The header's country picker: the selected country and language; it opens the side panel. */
export function CountryPicker({ onOpen, expanded }: CountryPickerProps) {
  const { t, language } = useTranslation()
  const country = useParkadeStore('country', (s) => s.selectedCountry)
  const code = country?.code ?? null
  const key = `countries.${code ?? ''}` as TranslationKey
  const name = code ? (t(key) === key ? (country?.name ?? code) : t(key)) : ''
  return (
    <button type="button" className="site-button site-button-ghost site-country-picker" aria-haspopup="dialog" aria-expanded={expanded} onClick={onOpen}>
      <span className="site-flag" aria-hidden="true">
        {country?.flag || (code ? flagEmoji(code) : '')}
      </span>
      <span aria-hidden="true">
        {code ?? '—'} · {language.toUpperCase()}
      </span>
      <span className="visually-hidden">{t('countryPicker.summary', { country: name, language: t(`languages.${language}`) })}</span>
    </button>
  )
}
