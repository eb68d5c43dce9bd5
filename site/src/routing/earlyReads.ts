import type { ParkadeClient } from '../sdk.ts'

interface EarlyRead {
  /** The language the API was asked in: a page in another one reads again. */
  language: string
  answer: Promise<unknown>
}

const reads = new Map<string, EarlyRead>()

/**
 * The API reads a page opened from outside (a shared link, a QR sign) cannot show anything
 * without, started with the client instead of once the application and the page have rendered:
 * on a phone over mobile data the answer is on its way while the page's code runs.
 * - `/park/{slug}`: the park, taken once by the park page (`takeEarlyRead('park:<key>')`).
 * - `/search`, `/parks-list`: the countries list, which names the country the search sends.
 */
export function startEarlyReads(client: ParkadeClient, pathname: string): void {
  const language = client.stores.language.getState().language
  const park = /^\/park\/([^/]+)\/?$/.exec(pathname)?.[1]
  if (park) {
    let key: string
    try {
      key = decodeURIComponent(park)
    } catch {
      return
    }
    const answer = client.api.parks.get(key)
    // Not taken (the driver left first), a failure is nobody's to report.
    answer.catch(() => {})
    reads.set(`park:${key}`, { language, answer })
  }
  if (/^\/(search|parks-list)\/?$/.test(pathname)) {
    const countries = client.stores.countries.getState()
    if (countries.status === 'idle' && countries.countries.length === 0) void countries.load()
  }
}

/** The read started for `name` in `language`, once; null when there is none. */
export function takeEarlyRead<T>(name: string, language: string): Promise<T> | null {
  const read = reads.get(name)
  reads.delete(name)
  return read && read.language === language ? (read.answer as Promise<T>) : null
}
