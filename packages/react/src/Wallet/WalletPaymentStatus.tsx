import { useTranslation } from '../i18n/useTranslation.ts'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { AccountLoginPrompt } from './AccountLoginPrompt.tsx'
import type { UseWalletCallbackResult } from './useWalletCallback.ts'
import { walletTexts } from './walletTexts.ts'

export interface WalletPaymentStatusProps {
  payment: UseWalletCallbackResult
  /** The currency to show the new balance in when the wallet has not said yet. */
  fallbackCurrency?: string
  onLogin?: () => void
}

/** Draws where a returned payment stands: checking, pending, credited, failed or cancelled. */
export function WalletPaymentStatus({ payment, fallbackCurrency, onLogin }: WalletPaymentStatusProps) {
  const { t, tm } = useTranslation()
  walletTexts.useTexts()
  const { money } = useFormat()
  const retryButton = (label: string) => (
    <button type="button" className="pk-button pk-button-secondary" onClick={payment.retry}>
      {label}
    </button>
  )
  switch (payment.state) {
    case 'idle':
      return null
    case 'auth-required':
      return <AccountLoginPrompt widget="wallet-callback" {...(onLogin ? { onLogin } : {})} />
    case 'invalid':
      return <Alert tone="error">{t('wallet.invalidReturn')}</Alert>
    case 'verifying':
      return <Spinner label={t('wallet.verifying')} />
    case 'pending':
      return payment.checkingAgain ? (
        <Alert tone="info">{t('wallet.retrying')}</Alert>
      ) : (
        <Alert tone="info" action={retryButton(t('wallet.checkAgain'))}>
          {t('wallet.stillPending')}
        </Alert>
      )
    case 'credited': {
      const currency = payment.currency ?? fallbackCurrency
      const balance = payment.newBalance !== null && currency ? money(payment.newBalance, currency) : ''
      return <Alert tone="success">{t('wallet.credited', { balance })}</Alert>
    }
    case 'failed':
      return <Alert tone="error">{t('wallet.failed')}</Alert>
    case 'cancelled':
      return <Alert tone="error">{t('wallet.cancelled')}</Alert>
    case 'error':
      return (
        <Alert tone="error" action={retryButton(t('common.retry'))}>
          {tm(payment.message ?? '')}
        </Alert>
      )
  }
}
