import { afterEach, describe, expect, it, vi } from 'vitest'
import { hashPassword, verifyPassword } from '../auth/passwords.ts'
import { createTokenSigner, TokenError } from '../auth/tokens.ts'
import { formatValidationError } from '../lib/formatValidationError.ts'
import { requestLanguage } from '../lib/requestLanguage.ts'

describe('passwords', () => {
  it('hashes with a salt and verifies only the right password', async () => {
    const a = await hashPassword('correct horse')
    const b = await hashPassword('correct horse')
    expect(a).not.toBe(b)
    expect(await verifyPassword('correct horse', a)).toBe(true)
    expect(await verifyPassword('correct horsf', a)).toBe(false)
    expect(await verifyPassword('x', null)).toBe(false)
    expect(await verifyPassword('x', 'md5$whatever')).toBe(false)
  })
})

describe('tokens', () => {
  const signer = createTokenSigner('secret-one')

  it('round-trips the user id and email', async () => {
    expect(await signer.verify(await signer.sign(42, 'a@b.co'))).toEqual({ userId: 42, email: 'a@b.co' })
  })

  it('refuses expired, foreign, tampered and malformed tokens', async () => {
    const expired = await createTokenSigner('secret-one', -1).sign(1, 'a@b.co')
    await expect(signer.verify(expired)).rejects.toThrow('Your session has expired. Please log in again.')
    const foreign = await createTokenSigner('secret-two').sign(1, 'a@b.co')
    await expect(signer.verify(foreign)).rejects.toThrow(TokenError)
    const good = await signer.sign(1, 'a@b.co')
    const [header, payload, signature] = good.split('.')
    const forgedPayload = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload!, 'base64url').toString()), sub: '2' })).toString('base64url')
    await expect(signer.verify(`${header}.${forgedPayload}.${signature}`)).rejects.toThrow('Invalid authentication token.')
    for (const bad of ['', 'abc', 'a.b.c', `${header}.${payload}`]) await expect(signer.verify(bad)).rejects.toThrow(TokenError)
  })

  afterEach(() => {
    vi.restoreAllMocks()
    vi.useRealTimers()
  })

  it('checks a signature once, remembers the token until its expiry, and never remembers a refused one', async () => {
    const checks = vi.spyOn(globalThis.crypto.subtle, 'verify')
    const brief = createTokenSigner('secret-one', 60)
    const token = await brief.sign(7, 'c@d.co')
    for (let i = 0; i < 5; i++) expect(await brief.verify(token)).toEqual({ userId: 7, email: 'c@d.co' })
    expect(checks).toHaveBeenCalledTimes(1)
    // A tampered copy is checked (and refused) every time.
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`
    for (let i = 0; i < 2; i++) await expect(brief.verify(tampered)).rejects.toThrow('Invalid authentication token.')
    expect(checks).toHaveBeenCalledTimes(3)
    // Past its exp, the remembered token is expired as jose would say.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(Date.now() + 61_000)
    await expect(brief.verify(token)).rejects.toThrow('Your session has expired. Please log in again.')
  })
})

describe('formatValidationError', () => {
  it('names the field in every sentence', () => {
    const formatted = formatValidationError(
      [
        { keyword: 'required', instancePath: '', schemaPath: '', params: { missingProperty: 'email' }, message: '' },
        { keyword: 'maximum', instancePath: '/size', schemaPath: '', params: { limit: 50 }, message: '' },
        { keyword: 'format', instancePath: '/contact/email', schemaPath: '', params: { format: 'email' }, message: '' },
      ],
      'body',
    )
    expect(formatted.detail).toBe('email: is required; size: must be at most 50; contact.email: must be a valid email address')
    expect(formatted.errors.map((e) => e.field)).toEqual(['email', 'size', 'contact.email'])
  })
})

describe('requestLanguage', () => {
  it.each([
    [undefined, 'en'],
    ['fr', 'fr'],
    ['fr-SN,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE,de;q=0.9,fr;q=0.5,en;q=0.4', 'fr'],
    ['en;q=0.3,fr;q=0.8', 'fr'],
    ['de', 'en'],
  ])('%s → %s', (header, expected) => {
    expect(requestLanguage({ headers: header ? { 'accept-language': header } : {} })).toBe(expected)
  })
})
