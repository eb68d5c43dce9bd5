import { createContext, useContext } from 'react'

export interface LoginDialogApi {
  /** Opens the site's login dialog; `fromMenu` waits for the menu to close first (SPEC §2). */
  openLogin(options?: { fromMenu?: boolean }): void
}

export const LoginDialogContext = createContext<LoginDialogApi | null>(null)

export function useLoginDialog(): LoginDialogApi {
  const api = useContext(LoginDialogContext)
  if (!api) throw new Error('useLoginDialog needs <SiteLoginDialog>')
  return api
}
