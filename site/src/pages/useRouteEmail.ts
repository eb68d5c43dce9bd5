import { useLocation } from 'react-router'

/** The email another screen handed over (login dialog → register, register → verify…), if any. */
export function useRouteEmail(): string | undefined {
  const state = useLocation().state as { email?: unknown } | null
  return typeof state?.email === 'string' && state.email ? state.email : undefined
}
