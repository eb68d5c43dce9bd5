import { describe, expect, it } from 'vitest'
import { apiAssetUrl } from '../api/apiAssetUrl.ts'

describe('apiAssetUrl', () => {
  it("puts the API's own files on the base the client calls it through", () => {
    const picture = 'https://api.parkade.app/api/v1/images/airport-3.svg'
    // A partner proxying the API under its own origin.
    expect(apiAssetUrl('https://airport.example/parkade/api/v1', picture)).toBe('https://airport.example/parkade/api/v1/images/airport-3.svg')
    expect(apiAssetUrl('/parkade/api/v1/', picture)).toBe('/parkade/api/v1/images/airport-3.svg')
    // Straight to the API: the same file.
    expect(apiAssetUrl('https://api.parkade.app/api/v1', picture)).toBe(picture)
  })

  it('leaves a file from elsewhere as it is', () => {
    expect(apiAssetUrl('/parkade/api/v1', 'https://cdn.example/parks/7.jpg')).toBe('https://cdn.example/parks/7.jpg')
  })
})
