import { useState } from 'react'
import { Wallet, WalletCallback, paymentReturnParams } from '@parkade/react'
import { defineParkadeElement } from '../shared/defineParkadeElement.tsx'
import { walletPropTypes } from './elementPropTypes.ts'
import type { ParkadeElement, ParkadeElementContext } from '../shared/defineParkadeElement.tsx'
import { ElementLogin } from '../shared/ElementLogin.tsx'
import type { ElementLoginLinks } from '../shared/elementLoginLinks.ts'

export interface WalletElementProps extends ElementLoginLinks {
  /** `return-url`: where the payment provider sends the driver back; default this page. */
  returnUrl?: string
  /** `mode`: 'redirect' (default) leaves the page for the provider's; 'popup' opens it in a window. */
  mode?: string
  /** `host-login`: the page signs drivers in itself (on `parkade:auth-required`); no login dialog is shown. */
  hostLogin?: boolean
}

export function WalletAdapter({ returnUrl, mode, hostLogin, shadowRoot, forgotPasswordUrl, createAccountUrl }: WalletElementProps & ParkadeElementContext) {
  const [loginOpen, setLoginOpen] = useState(false)
  // Back from the provider on this page (the default return URL): the server is asked about the
  // payment here, as the site's /wallet/callback does, or nothing would ever credit it.
  const [returned] = useState(() => {
    if (typeof window === 'undefined') return false
    const back = paymentReturnParams(window.location.search)
    return !!back.reference && !!back.provider
  })
  return (
    <>
      {returned ? <WalletCallback {...(hostLogin ? {} : { onLogin: () => setLoginOpen(true) })} /> : null}
      <Wallet
        {...(returnUrl ? { returnUrl } : {})}
        {...(mode === 'popup' || mode === 'redirect' ? { mode } : {})}
        {...(hostLogin ? {} : { onLogin: () => setLoginOpen(true) })}
      />
      {hostLogin ? null : (
        <ElementLogin
          open={loginOpen}
          onClose={() => setLoginOpen(false)}
          shadowRoot={shadowRoot}
          forgotPasswordUrl={forgotPasswordUrl}
          createAccountUrl={createAccountUrl}
        />
      )}
    </>
  )
}

/** `<parkade-wallet>`: balance, add funds, transactions. */
export const walletElement = /* @__PURE__ */ defineParkadeElement<WalletElementProps>('parkade-wallet', WalletAdapter, walletPropTypes)

/** Registers `<parkade-wallet>` (once). */
export function define(): CustomElementConstructor {
  return walletElement.define()
}

export type WalletElement = ParkadeElement<WalletElementProps>

declare global {
  interface HTMLElementTagNameMap {
    'parkade-wallet': WalletElement
  }
}
