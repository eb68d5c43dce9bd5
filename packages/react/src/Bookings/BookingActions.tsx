import { useId, useRef } from 'react'
import type { Booking } from '@parkade/core'
import { Alert } from '../ui/Alert.tsx'
import { TextField } from '../ui/TextField.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { useFocusOnChange } from '../Wallet/useFocusOnChange.ts'
import { WalletTopUpPanel } from './WalletTopUpPanel.tsx'
import { toDateTimeLocalValue } from './dateTimeLocal.ts'
import type { UseBookingDetailResult } from './useBookingDetail.ts'
import { bookingsTexts } from './bookingsTexts.ts'

export interface BookingActionsProps {
  detail: UseBookingDetailResult
  booking: Booking
}

/** Cancel (after a confirmation), renew and extend, with what each did to the wallet. */
export function BookingActions({ detail, booking }: BookingActionsProps) {
  const { tf, tm } = bookingsTexts.useTexts()
  const { money, dateTime } = useFormat()
  const { action } = detail
  const busy = action.status === 'loading'
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
    if (action.kind === 'cancel') message = booking.payment_status === 'refunded' ? tf('cancelledRefunded', { amount: total }) : tf('cancelled')
    if (action.kind === 'renew') message = tf('renewed', { amount: total })
    if (action.kind === 'extend') {
      message = tf('extended', { end: dateTime(booking.end_time), amount: money(action.extraAmount ?? 0, action.currency ?? booking.currency) })
    }
  }

  return (
    <div className="pk-stack">
      <div ref={result} tabIndex={-1}>
        {message ? <Alert tone="success">{message}</Alert> : null}
        {action.status === 'error' ? <Alert tone="error">{tm(action.error ?? '')}</Alert> : null}
      </div>
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
            {booking.payment_status === 'paid'
              ? tf('cancelExplainRefund', { amount: money(booking.total, booking.currency) })
              : tf('cancelExplainNoRefund')}
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
