import { useId, useRef } from 'react'
import type { Booking } from '@parkade/core'
import { Alert } from '../ui/Alert.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { TextField } from '../ui/TextField.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { useFocusOnChange } from '../Wallet/useFocusOnChange.ts'
import { PaymentMethodChoice } from './PaymentMethodChoice.tsx'
import { WalletTopUpPanel } from './WalletTopUpPanel.tsx'
import { toDateTimeLocalValue } from './dateTimeLocal.ts'
import type { UseBookingDetailResult } from './useBookingDetail.ts'
import { bookingsTexts } from './bookingsTexts.ts'
import { walletTexts } from '../Wallet/walletTexts.ts'
import { gatewaysTexts } from '../payment/gatewaysTexts.ts'

export interface BookingActionsProps {
  detail: UseBookingDetailResult
  booking: Booking
}

/** What a cancellation refunded, and where: the card or mobile money, the wallet, or both. */
function refundMessage(booking: Booking, tf: ReturnType<typeof bookingsTexts.useTexts>['tf'], money: (amount: number, currency: Booking['currency']) => string): string {
  const toSource = booking.refunded_to_source ?? 0
  const toWallet = booking.total - toSource
  if (toSource <= 0) return tf('cancelledRefunded', { amount: money(booking.total, booking.currency) })
  if (toWallet <= 0) return tf('cancelledRefundedSource', { amount: money(toSource, booking.currency) })
  return tf('cancelledRefundedSplit', { source: money(toSource, booking.currency), wallet: money(toWallet, booking.currency) })
}

/** Cancel (after a confirmation), renew and extend (from the wallet or through the gateway), with what each did to the money. */
export function BookingActions({ detail, booking }: BookingActionsProps) {
  const { tf, tm, t } = bookingsTexts.useTexts()
  walletTexts.useTexts()
  gatewaysTexts.useTexts()
  const { money, dateTime } = useFormat()
  const { action } = detail
  const busy = action.status === 'loading' || action.status === 'paying'
  const confirmHeading = useRef<HTMLHeadingElement>(null)
  const cancelButton = useRef<HTMLButtonElement>(null)
  const result = useRef<HTMLDivElement>(null)
  const extendHeadingId = useId()
  const cancelHeadingId = useId()
  useFocusOnChange(confirmHeading, detail.confirmingCancel ? 'confirm' : null)
  // Back to the Cancel button when the driver keeps the booking (a result, below, wins).
  useFocusOnChange(cancelButton, detail.confirmingCancel ? null : 'closed')
  useFocusOnChange(result, action.status === 'success' || action.status === 'error' ? `${action.kind}-${action.status}-${booking.status}-${booking.end_time}` : null)

  let message: string | null = null
  if (action.status === 'success') {
    const total = money(booking.total, booking.currency)
    if (action.kind === 'cancel') message = booking.payment_status === 'refunded' ? refundMessage(booking, tf, money) : tf('cancelled')
    if (action.kind === 'renew') {
      message = action.provider ? tf('renewedByGateway', { amount: total, gateway: t(`gateways.${action.provider}.name`) }) : tf('renewed', { amount: total })
    }
    if (action.kind === 'extend') {
      const amount = money(action.extraAmount ?? 0, action.currency ?? booking.currency)
      message = action.provider
        ? tf('extendedByGateway', { end: dateTime(booking.end_time), amount, gateway: t(`gateways.${action.provider}.name`) })
        : tf('extended', { end: dateTime(booking.end_time), amount })
    }
  }

  return (
    <div className="pk-stack">
      <div ref={result} tabIndex={-1}>
        {message ? <Alert tone="success">{message}</Alert> : null}
        {action.status === 'error' ? <Alert tone="error">{tm(action.error ?? '')}</Alert> : null}
        {action.status === 'pending' ? (
          <Alert
            tone="info"
            action={
              <button type="button" className="pk-button pk-button-secondary" onClick={detail.checkPaymentAgain}>
                {tf('payWith.checkAgain')}
              </button>
            }
          >
            {tf('payWith.pending')}
          </Alert>
        ) : null}
      </div>
      {action.status === 'paying' && action.provider ? <Spinner label={tf(`payWith.paying.${action.provider}`)} /> : null}
      {action.status === 'loading' && action.provider ? <Spinner label={tf('payWith.confirming')} /> : null}
      {/* The wallet could not pay: the money can be added here by card or mobile money, then the driver tries again. */}
      {action.status === 'error' && action.error?.code === 'wallet.insufficient_balance' && (action.kind === 'extend' || action.kind === 'renew') ? (
        <WalletTopUpPanel reason={action.kind} />
      ) : null}

      {detail.canExtend ? (
        <form
          className="pk-card pk-stack"
          noValidate
          aria-labelledby={extendHeadingId}
          onSubmit={(event) => {
            event.preventDefault()
            void detail.extend()
          }}
        >
          <h3 id={extendHeadingId}>{tf('extendTitle')}</h3>
          <TextField
            type="datetime-local"
            label={tf('newEndTime')}
            value={detail.newEnd}
            min={toDateTimeLocalValue(booking.end_time)}
            onChange={(event) => detail.setNewEnd(event.target.value)}
            hint={tf('extendHint')}
            error={detail.newEndError}
          />
          <PaymentMethodChoice detail={detail} legend={tf('payWith.legendExtend')} disabled={busy} />
          <div>
            <button type="submit" className="pk-button" disabled={busy}>
              {tf('extendSubmit')}
            </button>
          </div>
        </form>
      ) : null}

      {detail.canRenew ? (
        <div className="pk-card pk-stack">
          <p>{tf('renewExplain', { amount: money(booking.total, booking.currency) })}</p>
          <PaymentMethodChoice detail={detail} legend={tf('payWith.legendRenew')} disabled={busy} />
          <div>
            <button type="button" className="pk-button" disabled={busy} onClick={() => void detail.renew()}>
              {tf('renew')}
            </button>
          </div>
        </div>
      ) : null}

      {detail.canCancel && !detail.confirmingCancel ? (
        <div>
          <button ref={cancelButton} type="button" className="pk-button pk-button-secondary" disabled={busy} onClick={detail.askCancel}>
            {tf('cancel')}
          </button>
        </div>
      ) : null}

      {detail.canCancel && detail.confirmingCancel ? (
        <div className="pk-card pk-stack" role="group" aria-labelledby={cancelHeadingId}>
          <h3 id={cancelHeadingId} ref={confirmHeading} tabIndex={-1}>
            {tf('confirmCancel')}
          </h3>
          <p>
            {booking.payment_status !== 'paid'
              ? tf('cancelExplainNoRefund')
              : booking.payment_method === 'gateway'
                ? tf('cancelExplainRefundSource', { amount: money(booking.total, booking.currency) })
                : tf('cancelExplainRefund', { amount: money(booking.total, booking.currency) })}
          </p>
          <div className="pk-row">
            <button type="button" className="pk-button" disabled={busy} onClick={() => void detail.cancel()}>
              {tf('confirmCancelButton')}
            </button>
            <button
              type="button"
              className="pk-button pk-button-secondary"
              onClick={detail.dismissCancel}
            >
              {tf('keepBooking')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  )
}
