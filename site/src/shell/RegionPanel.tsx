import { useEffect, useId, useState } from 'react'
import { useLocation, useNavigate } from 'react-router'
import { ModalDialog, SUPPORTED_LANGUAGES, useParkade, useParkadeStore, useTranslation } from '../sdk.ts'
import type { Language } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { CountryChooser } from './CountryChooser.tsx'
import { useCountryOptions } from './useCountryOptions.ts'

type LanguageChoice = Language | 'auto'

/** A checkout in progress is the site's cart: its draft belongs to one country's park and currency. */
const CART_PATH = /^\/(checkout\/[^/]+|booking\/(?!event\/)[^/]+)\/?$/

export interface RegionPanelProps {
  open: boolean
  onClose: () => void
}

/**
 * SPEC §2 country/language side panel. It warns that changing the region empties the cart — on
 * this site the cart is a checkout in progress, so applying another country on a checkout page
 * leaves it for the search of the new country. 'Automatic' lets the country pick the language
 * (French for Senegal, SPEC §4) and shows the language notice; English or French is kept as the
 * driver's own choice.
 */
export function RegionPanel({ open, onClose }: RegionPanelProps) {
  const titleId = useId()
  const warningId = useId()
  // The dialog mounts its content only while open: each opening starts from what is in force.
  return (
    <ModalDialog open={open} onClose={onClose} labelledBy={titleId} describedBy={warningId} feature="region-panel">
      <RegionPanelBody onClose={onClose} titleId={titleId} warningId={warningId} />
    </ModalDialog>
  )
}

function RegionPanelBody({ onClose, titleId, warningId }: { onClose: () => void; titleId: string; warningId: string }) {
  const { t } = useTranslation()
  const { client } = useParkade()
  const navigate = useNavigate()
  const { pathname } = useLocation()
  const languageId = useId()
  const selected = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  const detectedCode = useParkadeStore('country', (s) => s.detectedCode)
  const preference = useParkadeStore('language', (s) => s.preference)
  const { options, loading } = useCountryOptions()
  const [country, setCountry] = useState(selected)
  const [language, setLanguage] = useState<LanguageChoice>(preference ?? 'auto')

  // The detected-country hint: ask the IP lookup once if nothing asked it yet.
  useEffect(() => {
    const state = client.stores.country.getState()
    if (state.detectedCode === null && client.config.ipLookupUrl) void state.detect()
  }, [client])

  const apply = () => {
    const languageStore = client.stores.language.getState()
    if (language === 'auto') {
      if (languageStore.preference !== null) languageStore.clearPreference()
    } else if (language !== languageStore.preference) {
      languageStore.choose(language)
    }
    const changed = country !== null && country !== selected
    if (changed) client.stores.country.getState().setCountry(country)
    onClose()
    if (changed && CART_PATH.test(pathname)) void navigate(paths.search)
  }

  return (
    <div className="pk-stack">
      <div className="pk-row pk-between">
        <h2 id={titleId}>{t('regionPanel.title')}</h2>
        <button type="button" className="pk-button pk-button-secondary" onClick={onClose}>
          {t('regionPanel.close')}
        </button>
      </div>
      <p id={warningId} className="pk-alert pk-alert-info">
        {t('regionPanel.cartWarning')}
      </p>
      <CountryChooser options={options} value={country} onChange={setCountry} detectedCode={detectedCode} loading={loading} />
      <div className="pk-field">
        <label className="pk-label" htmlFor={languageId}>
          {t('regionPanel.language')}
        </label>
        <select id={languageId} className="pk-select" value={language} onChange={(event) => setLanguage(event.target.value as LanguageChoice)}>
          <option value="auto">{t('regionPanel.automaticLanguage')}</option>
          {/* Each language in its own words, so a driver finds theirs whatever the page's language. */}
          {SUPPORTED_LANGUAGES.map((code) => (
            <option key={code} value={code} lang={code}>
              {t(`languages.${code}`, { lng: code })}
            </option>
          ))}
        </select>
      </div>
      <div>
        <button type="button" className="pk-button" onClick={apply}>
          {t('regionPanel.apply')}
        </button>
      </div>
    </div>
  )
}
