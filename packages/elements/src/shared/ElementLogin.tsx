import { LoginDialog } from '@parkade/react'
import { elementLoginLinks } from './elementLoginLinks.ts'
import type { ElementLoginLinks } from './elementLoginLinks.ts'

export interface ElementLoginProps extends ElementLoginLinks {
  open: boolean
  onClose: () => void
  shadowRoot: ShadowRoot
}

/** The login dialog a widget opens when it needs a driver, drawn inside the element's shadow root. */
export function ElementLogin({ open, onClose, shadowRoot, ...links }: ElementLoginProps) {
  return <LoginDialog open={open} onClose={onClose} container={shadowRoot} {...elementLoginLinks(links)} />
}
