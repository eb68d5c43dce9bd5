import { describe, expect, it } from 'vitest'
import { DEFAULT_API_BASE_URL, DEFAULT_AUTH_EMULATOR_URL, siteApiBaseUrl, siteFirebase, siteIpLookup, siteMapStyle } from '../app/createSiteClient.ts'

describe('the site client configuration', () => {
  it('uses VITE_PARKADE_API, else the sandbox API of pnpm start', () => {
    expect(DEFAULT_API_BASE_URL).toBe('http://127.0.0.1:8787/api/v1')
    expect(siteApiBaseUrl({})).toBe(DEFAULT_API_BASE_URL)
    expect(siteApiBaseUrl({ VITE_PARKADE_API: '  ' })).toBe(DEFAULT_API_BASE_URL)
    expect(siteApiBaseUrl({ VITE_PARKADE_API: 'https://api.parkade.app/api/v1' })).toBe('https://api.parkade.app/api/v1')
  })

  it("uses VITE_PARKADE_MAP_STYLE for the maps, else the API's built-in style", () => {
    expect(siteMapStyle({})).toBeNull()
    expect(siteMapStyle({ VITE_PARKADE_MAP_STYLE: ' ' })).toBeNull()
    expect(siteMapStyle({ VITE_PARKADE_MAP_STYLE: 'https://tiles.parkade.app/style.json' })).toBe('https://tiles.parkade.app/style.json')
  })

  it("turns the IP lookup off, points it elsewhere, or leaves core's default", () => {
    expect(siteIpLookup({})).toBeUndefined()
    expect(siteIpLookup({ VITE_PARKADE_IP_LOOKUP: 'off' })).toBe(false)
    expect(siteIpLookup({ VITE_PARKADE_IP_LOOKUP: 'http://ip.test/json' })).toEqual({ url: 'http://ip.test/json' })
  })

  it('signs in with Google/Apple through a real Firebase project when one is configured, else the development emulator', () => {
    expect(siteFirebase({})).toMatchObject({ config: { projectId: 'demo-parkade' }, authEmulatorUrl: DEFAULT_AUTH_EMULATOR_URL })
    expect(siteFirebase({ VITE_FIREBASE_AUTH_EMULATOR: 'http://127.0.0.1:9199' })?.authEmulatorUrl).toBe('http://127.0.0.1:9199')
    expect(siteFirebase({ VITE_FIREBASE_AUTH_EMULATOR: 'off' })).toBeNull()
    const production = siteFirebase({ VITE_FIREBASE_API_KEY: 'AIza-key', VITE_FIREBASE_PROJECT_ID: 'parkade-prod', VITE_FIREBASE_APP_ID: '1:2:web:3' })
    expect(production).toMatchObject({ config: { apiKey: 'AIza-key', authDomain: 'parkade-prod.firebaseapp.com', projectId: 'parkade-prod', appId: '1:2:web:3' }, authEmulatorUrl: null })
    expect(typeof production?.load).toBe('function')
  })
})
