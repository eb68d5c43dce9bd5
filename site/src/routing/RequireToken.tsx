import type { ReactNode } from 'react'
import { Navigate } from 'react-router'
import { useParkadeStore } from '../sdk.ts'
import { paths } from './paths.ts'

/**
 * SPEC §2 account routes: without a token the driver goes to the home page. (/bookings and
 * /wallet are not wrapped: their components show the login prompt instead.)
 */
export function RequireToken({ children }: { children: ReactNode }) {
  const signedIn = useParkadeStore('auth', (s) => s.token !== null)
  return signedIn ? children : <Navigate to={paths.home} replace />
}
