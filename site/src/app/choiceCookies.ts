import type { ParkadeClient } from '../sdk.ts'
import { COUNTRY_COOKIE, LANGUAGE_COOKIE } from './visitorChoice.ts'

const YEAR_SECONDS = 365 * 24 * 60 * 60

function writeCookie(name: string, value: string | null): void {
  document.cookie = value ? `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${YEAR_SECONDS}; SameSite=Lax` : `${name}=; Path=/; Max-Age=0; SameSite=Lax`
}

/**
 * Keeps two cookies in step with the visitor's stored country and language choice, so the server
 * renders their next page in them (app/visitorChoice.ts): the choices themselves stay in storage.
 * The country the server guessed, shown until the IP lookup answers, is not stored, nor written.
 */
export function keepChoiceCookies(client: ParkadeClient): () => void {
  const write = () => {
    const stored = client.storage.get('selectedCountry')
    writeCookie(COUNTRY_COOKIE, stored && typeof stored === 'object' && typeof stored.code === 'string' ? stored.code : null)
    writeCookie(LANGUAGE_COOKIE, client.stores.language.getState().preference)
  }
  write()
  const stopCountry = client.stores.country.subscribe(write)
  const stopLanguage = client.stores.language.subscribe(write)
  return () => {
    stopCountry()
    stopLanguage()
  }
}
