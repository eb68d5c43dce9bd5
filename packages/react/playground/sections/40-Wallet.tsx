import { useState } from 'react'
import { Wallet, WalletCallback } from '../../src/Wallet/index.ts'
import type { WalletCheckoutMode } from '../../src/Wallet/index.ts'
import { useParkade } from '../../src/provider/useParkade.ts'

export const title = 'Wallet'
export const order = 40

const RETURN_PARAMS = ['reference', 'trxref', 'provider', 'status', 'amount']

// The playground's own URL (api, country, lang kept) is the return URL; the provider adds reference,
// provider and status to it, and the section then shows the callback above the wallet.
function walletUrl(): string {
  const url = new URL(window.location.href)
  for (const name of RETURN_PARAMS) url.searchParams.delete(name)
  return url.toString()
}

export default function WalletSection() {
  const { client } = useParkade()
  const [token, setToken] = useState('')
  const [mode, setMode] = useState<WalletCheckoutMode>('redirect')
  const returning = new URLSearchParams(window.location.search).has('reference')
  const back = walletUrl()

  return (
    <div style={{ display: 'grid', gap: 16 }}>
      <form
        className="host-config"
        aria-label="Session"
        onSubmit={(event) => {
          event.preventDefault()
          client.stores.auth.getState().setSession(token.trim() || null)
        }}
      >
        <label>
          Session token
          <input value={token} onChange={(event) => setToken(event.target.value)} autoComplete="off" />
        </label>
        <button type="submit">Use token</button>
        <label>
          Checkout mode
          <select value={mode} onChange={(event) => setMode(event.target.value as WalletCheckoutMode)}>
            <option value="redirect">Redirect</option>
            <option value="popup">Popup</option>
          </select>
        </label>
      </form>
      {returning ? <WalletCallback walletHref={back} /> : null}
      <Wallet returnUrl={back} mode={mode} />
    </div>
  )
}
