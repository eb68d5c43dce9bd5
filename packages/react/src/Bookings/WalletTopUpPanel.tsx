import { useId } from 'react'
import { useFormat } from '../ui/useFormat.ts'
import { AddFundsForm } from '../Wallet/AddFundsForm.tsx'
import { WalletPaymentStatus } from '../Wallet/WalletPaymentStatus.tsx'
import { useWallet } from '../Wallet/useWallet.ts'
import { bookingsTexts } from './bookingsTexts.ts'

export interface WalletTopUpPanelProps {
  /** What the wallet could not pay for, e.g. "the extension". */
  reason: 'extend' | 'renew'
}

/**
 * The way on when the wallet cannot pay an extension or a renewal: funds added here by card or mobile
 * money (the country's provider, in a window so this page stays), then the driver tries again.
 */
export function WalletTopUpPanel({ reason }: WalletTopUpPanelProps) {
  const { tf } = bookingsTexts.useTexts()
  const { money } = useFormat()
  const headingId = useId()
  const wallet = useWallet({ mode: 'popup' })
  return (
    <section className="pk-card pk-stack" aria-labelledby={headingId} data-testid="wallet-top-up">
      <h3 id={headingId}>{tf('topUp.title')}</h3>
      <p>
        {wallet.balance === null
          ? tf(reason === 'extend' ? 'topUp.leadExtend' : 'topUp.leadRenew')
          : tf(reason === 'extend' ? 'topUp.balanceExtend' : 'topUp.balanceRenew', { balance: money(wallet.balance, wallet.currency) })}
      </p>
      <AddFundsForm wallet={wallet} />
      {wallet.topUpStatus === 'popup-closed' && wallet.popupPayment.state === 'pending' ? null : (
        <WalletPaymentStatus payment={wallet.popupPayment} fallbackCurrency={wallet.currency} />
      )}
    </section>
  )
}
