import { useEffect } from 'react'
import { SUPPORTED_COUNTRY_CODES, useParkade, useParkadeStore, useTranslation } from '../sdk.ts'
import type { TranslationKey } from '../sdk.ts'
import { flagEmoji } from './flagEmoji.ts'

export interface CountryOption {
  code: string
  name: string
  flag: string
}

/**
 * The countries a driver can choose (the API's supported ones, names in the current language).
 * Until the list arrives, or when it cannot, the four supported countries stand in.
 */
export function useCountryOptions(): { options: CountryOption[]; loading: boolean } {
  const { client } = useParkade()
  const { t } = useTranslation()
  const countries = useParkadeStore('countries', (s) => s.countries)
  const status = useParkadeStore('countries', (s) => s.status)

  useEffect(() => {
    const state = client.stores.countries.getState()
    if (state.status === 'idle' || state.fromCache) void state.load()
  }, [client])

  const nameOf = (code: string, fallback: string) => {
    const key = `countries.${code}` as TranslationKey
    const name = t(key)
    return name === key ? fallback : name
  }
  const supported = countries.filter((country) => country.supported)
  const options =
    supported.length > 0
      ? supported.map((country) => ({ code: country.code, name: nameOf(country.code, country.name), flag: country.flag || flagEmoji(country.code) }))
      : SUPPORTED_COUNTRY_CODES.map((code) => ({ code, name: nameOf(code, code), flag: flagEmoji(code) }))
  return { options, loading: status === 'loading' && supported.length === 0 }
}
