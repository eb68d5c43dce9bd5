import type { SocialProvider } from '../api/types.ts'

export interface EmulatorIdentity {
  sub: string
  email: string
  email_verified: true
  name: string
}

/** 'ada.obi@example.com' → 'Ada Obi' */
function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? ''
  const words = local.split(/[._+-]+/).filter((word) => /[a-z]/i.test(word))
  return words.map((word) => word.charAt(0).toUpperCase() + word.slice(1).toLowerCase()).join(' ') || 'Parkade Driver'
}

/**
 * The provider's identity the Auth emulator is given in place of Google's or Apple's: the same
 * email is the same provider account (same `sub`), so signing in again is a returning user.
 * Without an email a new driver is made up.
 */
export function emulatorIdentity(provider: SocialProvider, loginHint: string | undefined, random: () => string = () => crypto.randomUUID().slice(0, 8)): EmulatorIdentity {
  const hint = loginHint?.trim().toLowerCase()
  const email = hint && /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(hint) ? hint : `driver-${random()}@example.com`
  return { sub: `${provider}-emulator-${email}`, email, email_verified: true, name: nameFromEmail(email) }
}
