import { useEffect, useRef, useState } from 'react'
import { useTranslation } from '../i18n/useTranslation.ts'
import { CardField } from '../payment/CardField.tsx'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { TextField } from '../ui/TextField.tsx'
import { useFormat } from '../ui/useFormat.ts'
import type { UseWalletResult } from './useWallet.ts'
import { walletTexts } from './walletTexts.ts'

export interface AddFundsFormProps {
  wallet: UseWalletResult
}

/** The amount to add and the button that leaves for the provider's page. */
export function AddFundsForm({ wallet }: AddFundsFormProps) {
  const { t, tm } = useTranslation()
  walletTexts.useTexts()
  const { money } = useFormat()
  const form = useRef<HTMLFormElement>(null)
  const [submits, setSubmits] = useState(0)
  const busy = wallet.topUpStatus === 'submitting' || wallet.topUpStatus === 'redirecting'
  const { amountError } = wallet

  // A refused amount sends focus back to the field, whose error it describes.
  useEffect(() => {
    if (submits > 0 && amountError) form.current?.querySelector('input')?.focus()
  }, [submits, amountError])

  const popupClosedUnpaid = wallet.topUpStatus === 'popup-closed' && wallet.popupPayment.state === 'pending'

  return (
    <form
      ref={form}
      className="pk-stack"
      noValidate
      aria-label={t('wallet.addFunds')}
      onSubmit={(event) => {
        event.preventDefault()
        setSubmits((n) => n + 1)
        void wallet.addFunds()
      }}
    >
      <TextField
        label={`${t('wallet.amount')} (${wallet.currency})`}
        name="amount"
        inputMode="decimal"
        autoComplete="off"
        value={wallet.amount}
        onChange={(event) => wallet.setAmount(event.target.value)}
        hint={t('wallet.amountHint', { min: money(wallet.limits.min, wallet.currency), max: money(wallet.limits.max, wallet.currency) })}
        error={amountError}
      />
      {wallet.cardGateway ? <CardField gateway={wallet.cardGateway} /> : null}
      {wallet.cardGatewayLoading ? <Spinner /> : null}
      <div>
        <button type="submit" className="pk-button" disabled={busy}>
          {t('wallet.addFunds')}
        </button>
      </div>
      {wallet.topUpStatus === 'submitting' ? <Spinner /> : null}
      {wallet.popupBlocked && wallet.topUpStatus === 'redirecting' ? <Alert tone="info">{t('wallet.popupBlocked')}</Alert> : null}
      {wallet.topUpStatus === 'redirecting' && !wallet.popupBlocked ? <Alert tone="info">{t('wallet.redirecting')}</Alert> : null}
      {wallet.topUpStatus === 'popup-open' ? <Alert tone="info">{t('wallet.popupOpened')}</Alert> : null}
      {popupClosedUnpaid ? <Alert tone="info">{t('wallet.popupClosed')}</Alert> : null}
      {wallet.topUpError ? <Alert tone="error">{tm(wallet.topUpError)}</Alert> : null}
    </form>
  )
}
