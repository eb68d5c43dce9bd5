import { useEffect, useState } from 'react'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { useTranslation } from '../i18n/useTranslation.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { LoginDialog } from './LoginDialog.tsx'
import type { LoginDialogProps } from './LoginDialog.tsx'
import { loginTexts } from './loginTexts.ts'

export interface LoginButtonProps extends Omit<LoginDialogProps, 'trigger' | 'open' | 'defaultOpen'> {
  /** The button's text when signed out; default "Log in". */
  label?: string
}

/**
 * A ready-made button that opens the login dialog; once signed in, the same button logs out. For
 * hosts that cannot hand the dialog a React element as its trigger (custom elements, script tag).
 */
export function LoginButton({ label, onOpen, onClose, ...dialog }: LoginButtonProps) {
  const { t } = useTranslation()
  loginTexts.useTexts()
  const signedIn = useParkadeStore('auth', (s) => s.token !== null)
  const logout = useParkadeStore('auth', (s) => s.logout)
  const [open, setOpen] = useState(false)
  const [button, setButton] = useState<HTMLButtonElement | null>(null)
  const { emit } = useParkade()
  // Nothing to load: the button is ready once drawn.
  useEffect(() => {
    emit('ready', { widget: 'login' })
  }, [emit])
  return (
    <ParkadeRoot feature="login-button">
      <button
        ref={setButton}
        type="button"
        className={signedIn ? 'pk-button pk-button-secondary' : 'pk-button'}
        aria-haspopup={signedIn ? undefined : 'dialog'}
        aria-expanded={signedIn ? undefined : open}
        onClick={() => (signedIn ? logout() : setOpen(true))}
      >
        {signedIn ? t('login.logout') : (label ?? t('login.trigger'))}
      </button>
      <LoginDialog
        {...dialog}
        returnFocus={button}
        open={open}
        onOpen={() => {
          setOpen(true)
          onOpen?.()
        }}
        onClose={() => {
          setOpen(false)
          onClose?.()
        }}
      />
    </ParkadeRoot>
  )
}
