import { useEffect } from 'react'
import { ParkadeApiError, useParkade, useParkadeStore } from '../sdk.ts'

/**
 * A stored token without a stored profile (another tab signed in, storage cleaned): the header
 * needs the driver's name, so the profile is loaded. A 401 means the session has ended: the
 * token goes, as SPEC §4 does for auth failures.
 */
export function useSessionProfile(): void {
  const { client } = useParkade()
  const token = useParkadeStore('auth', (s) => s.token)
  const hasProfile = useParkadeStore('profile', (s) => s.profile !== null)
  useEffect(() => {
    if (!token || hasProfile) return
    let active = true
    void client.api.users.profile().then(
      (profile) => {
        if (active && client.stores.auth.getState().token === token) client.stores.profile.getState().setProfile(profile)
      },
      (error: unknown) => {
        if (active && error instanceof ParkadeApiError && error.status === 401) client.stores.auth.getState().logout()
      },
    )
    return () => {
      active = false
    }
  }, [client, token, hasProfile])
}
