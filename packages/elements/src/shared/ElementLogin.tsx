import { LoginDialog } from '@parkade/react'

export interface ElementLoginProps {
  open: boolean
  onClose: () => void
  shadowRoot: ShadowRoot
}

/** The login dialog a widget opens when it needs a driver, drawn inside the element's shadow root. */
export function ElementLogin({ open, onClose, shadowRoot }: ElementLoginProps) {
  return <LoginDialog open={open} onClose={onClose} container={shadowRoot} />
}
