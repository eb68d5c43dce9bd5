// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { textsOfParts } from '../../build/textsOfParts.ts'

// parkade.js's loader fetches a part's texts in the page's language together with the part; these
// are the features it fetches them for, from what each part and its shared parts `import()`.
describe('textsOfParts', () => {
  it('names the features whose English a part or any shared part it reads, however deep, imports', () => {
    const dependencies = new Map([
      ['park-search', ['shared-a']],
      ['checkout', ['shared-a', 'shared-b']],
      ['shared-b', ['shared-a']],
    ])
    const loads = new Map([
      ['park-search', new Set(['search-en', 'park-search-map'])],
      ['shared-a', new Set(['stay-texts-en'])],
      ['shared-b', new Set(['checkout-texts-en', 'load-payment-gateway'])],
      ['checkout', new Set<string>()],
      ['wallet', new Set(['wallet-en'])],
      ['search-en', new Set<string>()],
    ])
    expect(textsOfParts(['park-search', 'checkout', 'wallet', 'search-en'], dependencies, loads)).toEqual({
      'park-search': ['search', 'stay-texts'],
      checkout: ['checkout-texts', 'stay-texts'],
      wallet: ['wallet'],
    })
  })

  it('leaves out a part with no texts, and the parts it loads that are not texts', () => {
    expect(textsOfParts(['builtin-states'], new Map(), new Map([['builtin-states', new Set(['booking-qr-code'])]]))).toEqual({})
  })
})
