// A partner that loads parkade.js with a script tag and types its calls: the global comes from
// @parkade/elements/parkade.js's declaration, the snippet from @parkade/elements/loader.
import type {} from '@parkade/elements/parkade.js'
import { loaderSnippet } from '@parkade/elements/loader'

export const snippet: string = loaderSnippet('https://cdn.example/parkade/parkade.js')

export function bookAtTheStadium(): void {
  window.Parkade?.('init', { apiBaseUrl: 'https://api.example/api/v1', country: 'SN' })
  const parkade = window.Parkade
  if (parkade && 'mount' in parkade) parkade.mount('#parking', 'park-search', { query: 'Stade Abdoulaye Wade' })
}
