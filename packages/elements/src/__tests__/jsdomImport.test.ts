import { describe, expect, it } from 'vitest'

describe('importing in a browser', () => {
  it('registers no element and leaves window.Parkade alone', async () => {
    const all = await import('../index.ts')
    expect(all.parkadeElements.map((d) => customElements.get(d.tag))).toEqual(all.parkadeElements.map(() => undefined))
    expect(window.Parkade).toBeUndefined()
    all.defineParkadeElements()
    expect(all.parkadeElements.every((d) => customElements.get(d.tag) === d.element())).toBe(true)
  })
})
