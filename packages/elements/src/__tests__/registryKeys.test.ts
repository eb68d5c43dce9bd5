// @vitest-environment node
import { describe, expect, it } from 'vitest'
import { registryKeys } from '../../build/registryKeys.ts'

// parkade.js puts each module's exports into the page's registry under these keys, and each part
// reads them back by the same keys: two names of a module sharing a key would hand a part the
// wrong function.
describe('registryKeys', () => {
  it('gives every name of a module a key of its own, a letter or two for a module of hooks', () => {
    const hooks = ['useState', 'useEffect', 'useRef', 'useId', 'useCallback', 'useMemo', 'useLayoutEffect', 'useReducer', 'useContext', 'useSyncExternalStore']
    const keys = registryKeys(hooks)
    expect(new Set(keys.values()).size).toBe(hooks.length)
    for (const key of keys.values()) expect(key).toMatch(/^[a-zA-Z]{1,2}$/)
  })

  it('keeps the keys apart however many names clash on their first letters', () => {
    const names = Array.from({ length: 3000 }, (_, i) => `export${i}`)
    const keys = registryKeys(names)
    expect(keys.size).toBe(names.length)
    expect(new Set(keys.values()).size).toBe(names.length)
    // Valid property names, so the runtime's object literal and the parts' reads agree.
    for (const key of keys.values()) expect(key).toMatch(/^[a-zA-Z]+$/)
  })

  it('depends only on the names, so both sides of the registry compute the same keys', () => {
    const names = ['formatCurrency', 'formatDate', 'CURRENCY_MIN_FRACTION_DIGITS', 'default']
    expect([...registryKeys(names)]).toEqual([...registryKeys([...names])])
    expect(registryKeys(names).get('formatDate')).toBe(registryKeys([...names].reverse()).get('formatDate'))
  })
})
