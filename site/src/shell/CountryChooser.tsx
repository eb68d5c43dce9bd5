import { useId } from 'react'
import { useTranslation } from '../sdk.ts'
import type { CountryOption } from './useCountryOptions.ts'

export interface CountryChooserProps {
  options: CountryOption[]
  value: string | null
  onChange: (code: string) => void
  /** The country the IP lookup found, for the hint (SPEC §2). */
  detectedCode: string | null
  loading?: boolean
}

/** SPEC §2 country chooser: the countries with their flags, and a hint naming the detected one. */
export function CountryChooser({ options, value, onChange, detectedCode, loading = false }: CountryChooserProps) {
  const { t } = useTranslation()
  const name = useId()
  const hintId = useId()
  const detected = options.find((option) => option.code === detectedCode) ?? null
  return (
    <fieldset className="site-country-chooser" aria-describedby={detected ? hintId : undefined}>
      <legend>{t('countryChooser.title')}</legend>
      {detected ? (
        <p id={hintId} className="site-hint">
          {t('countryChooser.detectedHint', { country: detected.name })}
        </p>
      ) : null}
      {loading ? <p className="site-hint">{t('countryChooser.loading')}</p> : null}
      <ul>
        {options.map((option) => (
          <li key={option.code}>
            <label className="site-country-option">
              <input type="radio" name={name} value={option.code} checked={value === option.code} onChange={() => onChange(option.code)} />
              <span className="site-flag" aria-hidden="true">
                {option.flag}
              </span>
              <span>{option.name}</span>
              {option.code === detectedCode ? <span className="site-badge">{t('countryChooser.detected')}</span> : null}
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  )
}
