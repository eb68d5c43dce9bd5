import { describe, expect, it } from 'vitest'
import { DEFAULT_API_BASE_URL, siteApiBaseUrl, siteIpLookup } from '../app/createSiteClient.ts'

describe('the site client configuration', () => {
  it('uses VITE_PARKADE_API, else the sandbox API of pnpm start', () => {
    expect(DEFAULT_API_BASE_URL).toBe('http://127.0.0.1:8787/api/v1')
    expect(siteApiBaseUrl({})).toBe(DEFAULT_API_BASE_URL)
    expect(siteApiBaseUrl({ VITE_PARKADE_API: '  ' })).toBe(DEFAULT_API_BASE_URL)
    expect(siteApiBaseUrl({ VITE_PARKADE_API: 'https://api.parkade.app/api/v1' })).toBe('https://api.parkade.app/api/v1')
  })

  it("turns the IP lookup off, points it elsewhere, or leaves core's default", () => {
    expect(siteIpLookup({})).toBeUndefined()
    expect(siteIpLookup({ VITE_PARKADE_IP_LOOKUP: 'off' })).toBe(false)
    expect(siteIpLookup({ VITE_PARKADE_IP_LOOKUP: 'http://ip.test/json' })).toEqual({ url: 'http://ip.test/json' })
  })
})
