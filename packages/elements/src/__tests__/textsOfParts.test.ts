// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { textsOfParts } from '../../build/textsOfParts.ts'

// parkade.js's loader fetches a part's texts in the page's language together with the part (and
// those of each shared part it reads with that shared part); these are the features it fetches
// them for, from what each part `import()`s.
describe('textsOfParts', () => {
  it('names the features whose English a part or a shared part imports, by the name their texts parts share', () => {
    const loads = new Map([
      ['park-search', new Set(['search-en', 'park-search-map'])],
      ['shared-a', new Set(['stay-texts-en', 'park-en'])],
      ['checkout', new Set(['load-payment-gateway'])],
      ['search-en', new Set<string>()],
    ])
    expect(textsOfParts(loads)).toEqual({ 'park-search': ['search'], 'shared-a': ['park', 'stay-texts'] })
  })
})
