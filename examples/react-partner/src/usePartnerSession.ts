import { useCallback, useMemo, useState } from 'react'
import { ParkadeApiError, createApiClient } from '@parkade/core'

export interface PartnerSession {
  token: string | null
  email: string | null
  signIn(email: string, password: string): Promise<void>
  signOut(): void
}

const STORAGE_KEY = 'harbourfront.session'

/**
 * The partner's own sign-in. Harbourfront's members use their Parkade credentials on
 * Harbourfront's own form; the token it gets is handed to <ParkadeProvider token>, so every
 * Parkade component on the page is signed in without the SDK's login dialog.
 */
export function usePartnerSession(apiBaseUrl: string): PartnerSession {
  const api = useMemo(() => createApiClient({ baseUrl: apiBaseUrl }), [apiBaseUrl])
  const [session, setSession] = useState<{ token: string; email: string } | null>(() => {
    try {
      return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null') as { token: string; email: string } | null
    } catch {
      return null
    }
  })

  const signIn = useCallback(
    async (email: string, password: string) => {
      try {
        const answer = await api.auth.login({ identifier: email, password })
        const next = { token: answer.access_token, email }
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(next))
        setSession(next)
      } catch (error) {
        // The API's answer (or the SDK's own failure) is shown as the SDK words it, in the page's language.
        if (error instanceof ParkadeApiError) throw error
        throw new Error('We could not sign you in. Check your connection and try again.', { cause: error })
      }
    },
    [api],
  )

  const signOut = useCallback(() => {
    sessionStorage.removeItem(STORAGE_KEY)
    setSession(null)
  }, [])

  return { token: session?.token ?? null, email: session?.email ?? null, signIn, signOut }
}
