import { useCallback } from 'react'
import { useNavigate } from 'react-router'
import { useParkade } from '../sdk.ts'
import { browser } from '../app/browser.ts'
import { paths } from '../routing/paths.ts'

/** SPEC §4: logout clears the token and the profile (core's auth store), returns home and reloads. */
export function useLogout(): () => void {
  const { client } = useParkade()
  const navigate = useNavigate()
  return useCallback(() => {
    client.stores.auth.getState().logout()
    void navigate(paths.home)
    browser.reload()
  }, [client, navigate])
}
