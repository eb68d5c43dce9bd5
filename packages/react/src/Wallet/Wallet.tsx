import { useId } from 'react'
import { useTranslation } from '../i18n/useTranslation.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { AccountLoginPrompt } from './AccountLoginPrompt.tsx'
import { AddFundsForm } from './AddFundsForm.tsx'
import { WalletPaymentStatus } from './WalletPaymentStatus.tsx'
import { WalletTransactions } from './WalletTransactions.tsx'
import { useWallet } from './useWallet.ts'
import type { UseWalletOptions } from './useWallet.ts'
import { walletTexts } from './walletTexts.ts'

export interface WalletProps extends UseWalletOptions {
  /** Called when a signed-out driver asks to sign in (after the 'auth-required' event). */
  onLogin?: () => void
}

/** The driver's wallet: balance, add funds through the provider's page, and transactions. */
export function Wallet({ onLogin, ...options }: WalletProps) {
  const { t, tm } = useTranslation()
  walletTexts.useTexts()
  const { money } = useFormat()
  const wallet = useWallet(options)
  const headingId = useId()

  let balance
  if (wallet.status === 'error') {
    balance = (
      <Alert
        tone="error"
        action={
          <button type="button" className="pk-button pk-button-secondary" onClick={wallet.reload}>
            {t('common.retry')}
          </button>
        }
      >
        {tm(wallet.error ?? '')}
      </Alert>
    )
  } else if (wallet.balance === null) {
    balance = <Spinner />
  } else {
    balance = (
      <p className="pk-row pk-between" role="status">
        <span className="pk-muted">{t('wallet.balance')}</span>
        <span className="pk-price" data-testid="wallet-balance">
          {money(wallet.balance, wallet.currency)}
        </span>
      </p>
    )
  }

  return (
    <ParkadeRoot feature="wallet" role="region" aria-labelledby={headingId}>
      <div className="pk-stack">
        <h2 id={headingId}>{t('wallet.title')}</h2>
        {!wallet.signedIn ? (
          <AccountLoginPrompt widget="wallet" {...(onLogin ? { onLogin } : {})} />
        ) : (
          <>
            <div className="pk-card">{balance}</div>
            <AddFundsForm wallet={wallet} />
            {wallet.topUpStatus === 'popup-closed' && wallet.popupPayment.state === 'pending' ? null : (
              <WalletPaymentStatus payment={wallet.popupPayment} fallbackCurrency={wallet.currency} />
            )}
            <WalletTransactions transactions={wallet.transactions} onPage={wallet.goToTransactionsPage} onRetry={wallet.reload} />
          </>
        )}
      </div>
    </ParkadeRoot>
  )
}
