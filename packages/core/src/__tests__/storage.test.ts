import { afterEach, describe, expect, it, vi } from 'vitest'
import { CLEANED_STORAGE_KEYS, createStorage, DEFAULT_STORAGE_NAMESPACE } from '../storage/index.ts'
import type { StorageBackend } from '../storage/index.ts'

/** A Storage stand-in whose contents the test can read directly. */
class FakeStorage implements StorageBackend {
  readonly data = new Map<string, string>()
  constructor(entries: Record<string, string> = {}) {
    for (const [key, value] of Object.entries(entries)) this.data.set(key, value)
  }
  getItem(key: string) {
    return this.data.get(key) ?? null
  }
  setItem(key: string, value: string) {
    this.data.set(key, String(value))
  }
  removeItem(key: string) {
    this.data.delete(key)
  }
}

/** Safari private mode / blocked storage: every access throws. */
class ThrowingStorage implements StorageBackend {
  getItem(): string | null {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  setItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
  removeItem(): void {
    throw new DOMException('The operation is insecure.', 'SecurityError')
  }
}

/** A full disk: reads and removals work, writes throw. */
class QuotaStorage extends FakeStorage {
  full = true
  override setItem(key: string, value: string) {
    if (this.full) throw new DOMException('Quota exceeded', 'QuotaExceededError')
    super.setItem(key, value)
  }
}

describe('createStorage', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it("prefixes every key with the namespace, 'parkade:' by default", () => {
    const backend = new FakeStorage()
    const storage = createStorage({ backend })
    storage.set('token', 'tok-1')
    expect(DEFAULT_STORAGE_NAMESPACE).toBe('parkade:')
    expect(storage.namespace).toBe('parkade:')
    expect([...backend.data.keys()]).toEqual(['parkade:token'])

    const acme = createStorage({ backend, namespace: 'acme:' })
    acme.set('token', 'tok-2')
    expect(backend.data.get('acme:token')).toBe('tok-2')
    expect(storage.get('token')).toBe('tok-1')
    expect(acme.get('token')).toBe('tok-2')
  })

  it('stores the token, language and preference as raw strings and the social flag as true/false', () => {
    const backend = new FakeStorage()
    const storage = createStorage({ backend })
    storage.set('token', 'eyJhbGciOi.x.y')
    storage.set('language', 'fr')
    storage.set('userLanguagePreference', 'en')
    storage.set('social_login_success', true)
    expect(backend.data.get('parkade:token')).toBe('eyJhbGciOi.x.y')
    expect(backend.data.get('parkade:language')).toBe('fr')
    expect(backend.data.get('parkade:userLanguagePreference')).toBe('en')
    expect(backend.data.get('parkade:social_login_success')).toBe('true')
    expect(storage.get('social_login_success')).toBe(true)
    storage.set('social_login_success', false)
    expect(storage.get('social_login_success')).toBe(false)
    backend.data.set('parkade:social_login_success', 'yes')
    expect(storage.get('social_login_success')).toBeNull()
  })

  it('round-trips objects, arrays and the email through JSON', () => {
    const backend = new FakeStorage()
    const storage = createStorage({ backend })
    const profile = { email: 'ada@example.com', first_name: 'Ada', country: { code: 'NG' } }
    const countries = [{ id: 1, name: 'Nigeria', code: 'NG', flag: '🇳🇬' }]
    storage.set('profile', profile)
    storage.set('countries', countries)
    storage.set('email', 'ada@example.com')
    expect(backend.data.get('parkade:profile')).toBe(JSON.stringify(profile))
    expect(backend.data.get('parkade:email')).toBe('"ada@example.com"')
    expect(storage.get('profile')).toEqual(profile)
    expect(storage.get('countries')).toEqual(countries)
    expect(storage.get('email')).toBe('ada@example.com')
    expect(storage.get('states')).toBeNull()
  })

  it("removes the key when set to undefined or null instead of writing 'undefined'", () => {
    const backend = new FakeStorage()
    const storage = createStorage({ backend })
    storage.set('profile', { email: 'a@b.co' })
    storage.set('profile', undefined)
    expect(backend.data.has('parkade:profile')).toBe(false)
    storage.set('token', 'x')
    storage.set('token', null)
    expect(backend.data.has('parkade:token')).toBe(false)
  })

  it('reads corrupt JSON as null without throwing, and ignores unstorable values', () => {
    const backend = new FakeStorage({ 'parkade:vehicles': '[{"id":1', 'parkade:user': 'undefined' })
    const storage = createStorage({ backend })
    expect(storage.get('vehicles')).toBeNull()
    expect(storage.get('user')).toBeNull()
    const circular: Record<string, unknown> = {}
    circular.self = circular
    expect(() => storage.set('profile', circular)).not.toThrow()
    expect(backend.data.has('parkade:profile')).toBe(false)
  })

  it('remove and clear delete only this namespace', () => {
    const backend = new FakeStorage({ 'other:token': 'keep', unrelated: 'keep' })
    const storage = createStorage({ backend })
    storage.set('token', 't')
    storage.set('email', 'a@b.co')
    storage.set('vehicles', [])
    storage.remove('token')
    expect(backend.data.has('parkade:token')).toBe(false)
    expect(backend.data.has('parkade:email')).toBe(true)
    storage.clear()
    expect(Object.fromEntries(backend.data)).toEqual({ 'other:token': 'keep', unrelated: 'keep' })
  })

  describe('cleanCorrupt (SPEC §5)', () => {
    it('cleans exactly profile, countries, states, selectedCountry, user and email', () => {
      expect(CLEANED_STORAGE_KEYS).toEqual(['profile', 'countries', 'states', 'selectedCountry', 'user', 'email'])
    })

    it("removes corrupt, 'undefined' and 'null' values of those keys and keeps everything else", () => {
      const seeded = {
        'parkade:profile': 'undefined',
        'parkade:countries': '[{"id":1,',
        'parkade:states': 'null',
        'parkade:selectedCountry': '{"id":4,"code":"SN"}',
        'parkade:user': '',
        'parkade:email': '"ada@example.com"',
        // not on the SPEC §5 list: left alone even when broken
        'parkade:vehicles': 'undefined',
        'parkade:token': 'undefined',
        'parkade:language': 'fr',
        // other namespaces and other apps' keys are not ours
        profile: 'undefined',
        'acme:countries': '{broken',
      }
      const backend = new FakeStorage(seeded)
      const storage = createStorage({ backend })

      expect(storage.cleanCorrupt()).toEqual(['profile', 'countries', 'states', 'user'])

      const expected: Record<string, string> = { ...seeded }
      for (const key of ['profile', 'countries', 'states', 'user']) delete expected[`parkade:${key}`]
      expect(Object.fromEntries(backend.data)).toEqual(expected)
      expect(storage.get('selectedCountry')).toEqual({ id: 4, code: 'SN' })
      expect(storage.get('email')).toBe('ada@example.com')
    })

    it("removes an 'undefined' email and selectedCountry too", () => {
      const backend = new FakeStorage({ 'parkade:email': 'undefined', 'parkade:selectedCountry': '{' })
      expect(createStorage({ backend }).cleanCorrupt()).toEqual(['selectedCountry', 'email'])
      expect(backend.data.size).toBe(0)
    })

    it('removes nothing when every value is valid', () => {
      const backend = new FakeStorage({
        'parkade:profile': '{"email":"a@b.co"}',
        'parkade:countries': '[]',
        'parkade:states': '[{"id":1,"name":"Lagos","country_id":1}]',
        'parkade:selectedCountry': '{"id":1}',
        'parkade:user': '{}',
        'parkade:email': '"a@b.co"',
      })
      expect(createStorage({ backend }).cleanCorrupt()).toEqual([])
      expect(backend.data.size).toBe(6)
    })
  })

  it('keeps values in memory with a null backend, one store per instance', () => {
    const one = createStorage({ backend: null })
    const two = createStorage({ backend: null })
    one.set('token', 'a')
    one.set('profile', { email: 'a@b.co' })
    expect(one.get('token')).toBe('a')
    expect(one.get('profile')).toEqual({ email: 'a@b.co' })
    expect(two.get('token')).toBeNull()
    one.remove('token')
    expect(one.get('token')).toBeNull()
    expect(one.cleanCorrupt()).toEqual([])
  })

  it('falls back to memory and never throws when every backend access throws', () => {
    const storage = createStorage({ backend: new ThrowingStorage() })
    expect(() => storage.set('token', 't')).not.toThrow()
    expect(storage.get('token')).toBe('t')
    storage.set('user', { email: 'a@b.co' })
    expect(storage.get('user')).toEqual({ email: 'a@b.co' })
    expect(storage.cleanCorrupt()).toEqual([])
    expect(storage.get('user')).toEqual({ email: 'a@b.co' })
    expect(() => storage.remove('token')).not.toThrow()
    expect(storage.get('token')).toBeNull()
    expect(() => storage.clear()).not.toThrow()
  })

  it('keeps a write that exceeds the quota in memory and drops the stale stored value', () => {
    const backend = new QuotaStorage({ 'parkade:countries': '[{"id":1}]' })
    const storage = createStorage({ backend })
    const countries = [{ id: 1 }, { id: 2 }]
    expect(() => storage.set('countries', countries)).not.toThrow()
    expect(storage.get('countries')).toEqual(countries)
    expect(backend.data.has('parkade:countries')).toBe(false)

    backend.full = false
    storage.set('countries', [{ id: 3 }])
    expect(backend.data.get('parkade:countries')).toBe('[{"id":3}]')
    expect(storage.get('countries')).toEqual([{ id: 3 }])
  })

  it('looks up globalThis.localStorage on first use, not at creation', () => {
    const storage = createStorage()
    const local = new FakeStorage()
    vi.stubGlobal('localStorage', local)
    storage.set('language', 'fr')
    expect(local.data.get('parkade:language')).toBe('fr')
  })

  it('uses memory when there is no localStorage or reading it throws a SecurityError', () => {
    vi.stubGlobal('localStorage', undefined)
    const none = createStorage()
    none.set('token', 'a')
    expect(none.get('token')).toBe('a')

    const descriptor = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')
    Object.defineProperty(globalThis, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException('Access is denied for this document.', 'SecurityError')
      },
    })
    try {
      const blocked = createStorage()
      expect(() => blocked.set('token', 'b')).not.toThrow()
      expect(blocked.get('token')).toBe('b')
    } finally {
      if (descriptor) Object.defineProperty(globalThis, 'localStorage', descriptor)
      else delete (globalThis as { localStorage?: unknown }).localStorage
    }
  })
})
