import { useCallback, useMemo, useState } from 'react'
import type { ReactNode } from 'react'
import { useNavigate } from 'react-router'
import { LoginDialog } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { LoginDialogContext } from './LoginDialogContext.ts'
import type { LoginDialogApi } from './LoginDialogContext.ts'
import { useAfterMenuClose } from './useAfterMenuClose.ts'

/** The one login dialog of the site: the header, the account prompts and the auth screens open it. */
export function SiteLoginDialog({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  const [open, setOpen] = useState(false)
  const afterMenuClose = useAfterMenuClose()

  const openLogin = useCallback<LoginDialogApi['openLogin']>(
    (options) => {
      if (options?.fromMenu) afterMenuClose(() => setOpen(true))
      else setOpen(true)
    },
    [afterMenuClose],
  )
  const api = useMemo(() => ({ openLogin }), [openLogin])

  return (
    <LoginDialogContext.Provider value={api}>
      {children}
      <LoginDialog
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => setOpen(false)}
        onForgotPassword={({ email }) => {
          setOpen(false)
          void navigate(paths.forgotPassword, { state: { email } })
        }}
        onCreateAccount={({ email }) => {
          setOpen(false)
          void navigate(paths.register, { state: { email } })
        }}
      />
    </LoginDialogContext.Provider>
  )
}
