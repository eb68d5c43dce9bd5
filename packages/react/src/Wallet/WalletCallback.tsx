import { useId, useRef } from 'react'
import { builtinGateway } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { WalletPaymentStatus } from './WalletPaymentStatus.tsx'
import { useFocusOnChange } from './useFocusOnChange.ts'
import { useWalletCallback } from './useWalletCallback.ts'
import type { UseWalletCallbackOptions } from './useWalletCallback.ts'
import { walletTexts } from './walletTexts.ts'

export interface WalletCallbackProps extends UseWalletCallbackOptions {
  /** A link back to the wallet page, shown once the payment is settled. */
  walletHref?: string
  onLogin?: () => void
}

const SETTLED = new Set(['credited', 'failed', 'cancelled', 'invalid', 'error'])

/** The page the provider sends the driver back to (the site's /wallet/callback). */
export function WalletCallback({ walletHref, onLogin, ...options }: WalletCallbackProps) {
  const { t } = useTranslation()
  walletTexts.useTexts()
  const payment = useWalletCallback(options)
  const countryCode = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  const headingId = useId()
  const heading = useRef<HTMLHeadingElement>(null)
  const settled = SETTLED.has(payment.state)
  useFocusOnChange(heading, settled ? payment.state : null)
  return (
    <ParkadeRoot feature="wallet-callback" aria-labelledby={headingId} role="region">
      <div className="pk-stack">
        <h2 id={headingId} ref={heading} tabIndex={-1}>
          {t('wallet.callbackTitle')}
        </h2>
        <WalletPaymentStatus payment={payment} fallbackCurrency={builtinGateway(countryCode).currency} {...(onLogin ? { onLogin } : {})} />
        {walletHref && settled ? (
          <p>
            <a href={walletHref}>{t('wallet.backToWallet')}</a>
          </p>
        ) : null}
      </div>
    </ParkadeRoot>
  )
}
