import { LoginButton } from '@parkade/react'
import { defineParkadeElement } from '../shared/defineParkadeElement.tsx'
import { loginPropTypes } from './elementPropTypes.ts'
import type { ParkadeElement, ParkadeElementContext } from '../shared/defineParkadeElement.tsx'
import { elementLoginLinks } from '../shared/elementLoginLinks.ts'

export interface LoginElementProps {
  /** `label`: the button's text when signed out; default "Log in" in the page's language. */
  label?: string
  /** `auto-open`: opens the dialog whenever another element asks for a driver (`parkade:auth-required`). */
  autoOpen?: boolean
  /** `forgot-password-url`, `create-account-url`: the host's own pages; default the page's (`Parkade.init`), else these steps stay in the dialog. */
  forgotPasswordUrl?: string
  createAccountUrl?: string
}

export function LoginAdapter({ label, autoOpen, forgotPasswordUrl, createAccountUrl, shadowRoot }: LoginElementProps & ParkadeElementContext) {
  return (
    <LoginButton
      {...(label ? { label } : {})}
      autoOpenOnAuthRequired={!!autoOpen}
      {...elementLoginLinks({ forgotPasswordUrl, createAccountUrl })}
      container={shadowRoot}
    />
  )
}

/** `<parkade-login>`: a button that opens the login dialog, and logs out once signed in. */
export const loginElement = /* @__PURE__ */ defineParkadeElement<LoginElementProps>('parkade-login', LoginAdapter, loginPropTypes)

/** Registers `<parkade-login>` (once). */
export function define(): CustomElementConstructor {
  return loginElement.define()
}

export type LoginElement = ParkadeElement<LoginElementProps>

declare global {
  interface HTMLElementTagNameMap {
    'parkade-login': LoginElement
  }
}
