import { useCallback, useEffect, useRef, useState } from 'react'
import { createBookingsStore, createWalletStore, provideStoreMakers } from '@parkade/core'
import { ParkadeApiError, describeError, builtinGateway, returnCallbacks } from '@parkade/core'
import type { Booking, CurrencyCode, ErrorInfo, GatewayConfig, LoadedGateway, PaymentInit, PaymentProvider } from '@parkade/core'
import { paymentFailedEvent } from '../provider/errorEvent.ts'
import { readPaymentReturn, withoutPaymentReturn } from '../Checkout/readPaymentReturn.ts'
import { hasCardField } from '../payment/hasCardField.ts'
import { useCardGateway } from '../payment/useCardGateway.ts'
import { pendingCheckouts } from '../Checkout/pendingCheckouts.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { useFormat } from '../ui/useFormat.ts'
import { fromDateTimeLocalValue, toDateTimeLocalValue } from './dateTimeLocal.ts'
import { bookingsTexts } from './bookingsTexts.ts'
import { pendingBookingPayments } from './pendingBookingPayments.ts'

/** How much later than the current departure the extend field starts. */
export const EXTEND_DEFAULT_MS = 60 * 60 * 1000

export type BookingDetailStatus = 'auth-required' | 'loading' | 'success' | 'not-found' | 'error'
export type BookingActionKind = 'cancel' | 'renew' | 'extend'
/** How an extension or a renewal is paid: the wallet, the country's gateway, or its other provider (Senegal: card beside Wave). */
export type BookingPaymentChoice = 'wallet' | 'gateway' | 'alternative'

export interface BookingActionState {
  kind: BookingActionKind | null
  /** 'paying': the provider's window or page is open; 'pending': paid there but not confirmed yet. */
  status: 'idle' | 'loading' | 'paying' | 'pending' | 'success' | 'error'
  /** Untranslated; show it through `tm`. */
  error: ErrorInfo | null
  /** After an extension: the price of the extra time. */
  extraAmount: number | null
  currency: CurrencyCode | null
  /** An extension paid through this provider (null: the wallet). */
  provider?: PaymentProvider | null
}

export interface UseBookingDetailResult {
  signedIn: boolean
  requireLogin(): void
  booking: Booking | null
  status: BookingDetailStatus
  /** Untranslated; show it through `tm`. */
  error: ErrorInfo | null
  reload(): void
  action: BookingActionState
  canCancel: boolean
  canRenew: boolean
  canExtend: boolean
  /** The cancel confirmation step is open. */
  confirmingCancel: boolean
  askCancel(): void
  dismissCancel(): void
  /** PUT status=cancelled; a paid booking is refunded to the wallet. */
  cancel(): Promise<void>
  /** A cancelled booking active again: PUT status=active from the wallet, or POST renew through the gateway (applied once confirmed). */
  renew(): Promise<void>
  /** The extend field's value (`datetime-local`). */
  newEnd: string
  setNewEnd(value: string): void
  /** Translated; shown after an extend attempt. */
  newEndError: string | null
  /** How the extension or the renewal is paid; the wallet first. */
  paymentMethod: BookingPaymentChoice
  setPaymentMethod(method: BookingPaymentChoice): void
  /** The booking's country's gateway (and its fallback), as the checkout offers it. */
  gateway: GatewayConfig | null
  /** The card provider's field to show before Extend (Stripe), or null. */
  cardGateway: LoadedGateway | null
  /**
   * POST /bookings/extend with the new end time, when it is later than the current one: from the
   * wallet at once, or through the gateway, then confirmed with the server (applied only then).
   */
  extend(): Promise<void>
  /** Asks the server again about an extension or a renewal paid but not confirmed yet. */
  checkPaymentAgain(): void
}

export interface UseBookingDetailOptions {
  /** Goes to a provider's hosted page; default `window.location.assign`. */
  redirect?: (url: string) => void
}

interface Loaded {
  key: string
  booking: Booking | null
  error: ErrorInfo | null
  notFound: boolean
}

const IDLE: BookingActionState = { kind: null, status: 'idle', error: null, extraAmount: null, currency: null }

/** One booking by its code (GET /bookings/code/{code}), with cancel, renew and extend. */
export function useBookingDetail(bookingCode: string, options: UseBookingDetailOptions = {}): UseBookingDetailResult {
  // parkade.js makes these stores with the code that reads them (core's provideStoreMakers).
  provideStoreMakers({ bookings: createBookingsStore, wallet: createWalletStore })
  const { client, emit } = useParkade()
  const redirect = useRef(options.redirect)
  useEffect(() => {
    redirect.current = options.redirect
  })
  const { tf } = bookingsTexts.useTexts()
  const { dateTime } = useFormat()
  const token = useParkadeStore('auth', (s) => s.token)
  const [reloads, setReloads] = useState(0)
  const [loaded, setLoaded] = useState<Loaded | null>(null)
  const [action, setAction] = useState<BookingActionState>(IDLE)
  const [confirmingCancel, setConfirmingCancel] = useState(false)
  const [edited, setEdited] = useState<{ forEnd: string; value: string } | null>(null)
  const [showEndError, setShowEndError] = useState(false)
  const [paymentMethod, setPaymentMethod] = useState<BookingPaymentChoice>('wallet')
  /** The gateway extension to confirm with the server: after an in-page payment, or back from a hosted page. */
  const [toConfirm, setToConfirm] = useState<{ reference: string; attempt: number } | null>(() => {
    const back = typeof window === 'undefined' ? null : readPaymentReturn(window.location.search)
    return back && pendingBookingPayments.read(back.reference) ? { reference: back.reference, attempt: 0 } : null
  })
  const key = `${bookingCode}#${reloads}#${token ?? ''}`

  useEffect(() => {
    if (!token || !bookingCode) return
    const controller = new AbortController()
    client.api.bookings.get(bookingCode, { signal: controller.signal }).then(
      (booking) => setLoaded({ key, booking, error: null, notFound: false }),
      (error: unknown) => {
        if (controller.signal.aborted) return
        const notFound = error instanceof ParkadeApiError && error.status === 404
        setLoaded({ key, booking: null, error: describeError(error), notFound })
      },
    )
    return () => controller.abort()
  }, [client, key, token, bookingCode])

  const current = loaded?.key === key ? loaded : null
  // Reloading keeps the booking on screen rather than flashing a spinner.
  const booking = current?.booking ?? (loaded?.booking?.booking_code === bookingCode ? loaded.booking : null)
  let status: BookingDetailStatus
  if (!token) status = 'auth-required'
  else if (!current) status = booking ? 'success' : 'loading'
  else if (current.notFound) status = 'not-found'
  else if (current.error) status = 'error'
  else status = 'success'

  const put = useCallback((next: Booking) => setLoaded((prev) => (prev ? { ...prev, booking: next } : prev)), [])
  const refreshWallet = useCallback(() => {
    const wallet = client.stores.wallet.getState()
    void wallet.load()
    void wallet.loadTransactions(1)
  }, [client])

  const run = useCallback(
    async (kind: BookingActionKind, work: () => Promise<{ booking: Booking; extraAmount?: number; currency?: CurrencyCode }>) => {
      setAction({ ...IDLE, kind, status: 'loading' })
      try {
        const done = await work()
        put(done.booking)
        setAction({ kind, status: 'success', error: null, extraAmount: done.extraAmount ?? null, currency: done.currency ?? done.booking.currency })
        refreshWallet()
      } catch (error) {
        setAction({ ...IDLE, kind, status: 'error', error: describeError(error) })
      }
    },
    [put, refreshWallet],
  )

  const bookings = client.stores.bookings
  const cancel = useCallback(async () => {
    if (!booking) return
    setConfirmingCancel(false)
    await run('cancel', async () => {
      const cancelled = await bookings.getState().cancel(booking.id)
      // An unpaid booking's checkout, kept in this browser to be resumed, is not offered again.
      pendingCheckouts.clearBooking(booking.id)
      return { booking: cancelled }
    })
  }, [booking, bookings, run])


  const defaultEnd = booking ? toDateTimeLocalValue(new Date(new Date(booking.end_time).getTime() + EXTEND_DEFAULT_MS)) : ''
  const newEnd = booking && edited?.forEnd === booking.end_time ? edited.value : defaultEnd
  const chosenEnd = fromDateTimeLocalValue(newEnd)
  let endProblem: string | null = null
  if (booking) {
    if (!chosenEnd) endProblem = tf('newEndRequired')
    else if (chosenEnd.getTime() <= new Date(booking.end_time).getTime()) endProblem = tf('endMustBeLater', { end: dateTime(booking.end_time) })
  }

  const setNewEnd = useCallback(
    (value: string) => {
      if (booking) setEdited({ forEnd: booking.end_time, value })
    },
    [booking],
  )

  const countryCode = booking?.park.country_code ?? null
  const gateway = booking ? builtinGateway(countryCode) : null
  const cardGateway = useCardGateway(countryCode, (booking?.status === 'active' || booking?.status === 'cancelled') && paymentMethod === 'gateway', {
    widget: 'booking-detail',
    redirect: () => redirect.current,
  })

  /**
   * Like the checkout: the provider's gateway loads now (a fallback pays with the fallback's
   * provider), the server prices what is bought and starts the payment (`start`), and the booking
   * changes only when the server has confirmed the payment.
   */
  const payByGateway = useCallback(
    async (
      kind: 'extend' | 'renew',
      newEnd: string | null,
      start: (payment: { payment_method: 'gateway'; return_url: string; payment_provider?: PaymentProvider }) => Promise<{ booking: Booking; payment?: PaymentInit | null; extraAmount: number }>,
    ) => {
      if (!booking) return
      setAction({ ...IDLE, kind, status: 'loading' })
      const go = redirect.current ?? ((url: string) => window.location.assign(url))
      let loaded: LoadedGateway
      if (paymentMethod === 'gateway' && cardGateway.gateway) loaded = cardGateway.gateway
      else loaded = await client.loadGateway(countryCode, { environment: { redirect: go }, ...(paymentMethod === 'alternative' ? { alternative: true } : {}) })
      try {
        const answer = await start({
          payment_method: 'gateway',
          return_url: withoutPaymentReturn(window.location.href),
          ...(loaded.fellBack || paymentMethod === 'alternative' ? { payment_provider: loaded.gateway.provider } : {}),
        })
        const payment = answer.payment
        if (!payment) {
          // Nothing to pay (the extra time costs nothing): applied at once.
          put(answer.booking)
          setAction({ kind, status: 'success', error: null, extraAmount: answer.extraAmount, currency: answer.booking.currency, provider: null })
          return
        }
        pendingBookingPayments.save({ kind, reference: payment.reference, provider: payment.provider, bookingId: booking.id, newEnd, amount: payment.amount, currency: payment.currency })
        setAction({ kind, status: 'paying', error: null, extraAmount: payment.amount, currency: payment.currency, provider: payment.provider })
        await loaded.adapter.pay({
          amount: payment.amount,
          currency: payment.currency,
          email: client.stores.profile.getState().profile?.email ?? '',
          reference: payment.reference,
          paymentInfo: payment.payment_info,
          sandbox: payment.sandbox === true,
          metadata: { booking_id: booking.id },
          // Whatever the provider's window says, the server is asked: it alone applies the change.
          callbacks: returnCallbacks(
            () => setToConfirm({ reference: payment.reference, attempt: 0 }),
            (failure) => setAction({ ...IDLE, kind, status: 'error', error: { message: failure.message } }),
          ),
        })
      } catch (error) {
        setAction({ ...IDLE, kind, status: 'error', error: describeError(error) })
      }
    },
    [booking, paymentMethod, client, countryCode, cardGateway.gateway, put],
  )

  const extend = useCallback(async () => {
    setShowEndError(true)
    if (!booking || endProblem || !chosenEnd) return
    setShowEndError(false)
    const newEnd = chosenEnd.toISOString()
    if (paymentMethod === 'wallet') {
      await run('extend', async () => {
        const answer = await bookings.getState().extend(booking.id, newEnd)
        return { booking: answer.booking, extraAmount: answer.extra_amount, currency: answer.currency }
      })
      return
    }
    await payByGateway('extend', newEnd, async (payment) => {
      const answer = await bookings.getState().extend(booking.id, newEnd, payment)
      return { booking: answer.booking, payment: answer.payment ?? null, extraAmount: answer.extra_amount }
    })
  }, [booking, endProblem, chosenEnd, paymentMethod, bookings, run, payByGateway])

  const renew = useCallback(async () => {
    if (!booking) return
    if (paymentMethod === 'wallet') {
      await run('renew', async () => ({ booking: await bookings.getState().renew(booking.id) }))
      return
    }
    await payByGateway('renew', null, async (payment) => {
      const answer = await client.api.bookings.renew(booking.id, payment)
      return { booking: answer.booking, payment: answer.payment, extraAmount: answer.booking.total }
    })
  }, [booking, paymentMethod, bookings, run, payByGateway, client])

  // ── Confirming a gateway extension or renewal with the server ──────────────────────────────────────────
  const api = client.api
  const bookingId = booking?.id ?? null
  useEffect(() => {
    if (!toConfirm || !token || bookingId === null) return
    const pending = pendingBookingPayments.read(toConfirm.reference)
    if (!pending || pending.bookingId !== bookingId) return
    const controller = new AbortController()
    const signal = controller.signal
    const forgetUrl = () => {
      if (readPaymentReturn(window.location.search)?.reference === pending.reference) {
        window.history.replaceState(window.history.state, '', withoutPaymentReturn(window.location.href))
      }
    }
    const base = { kind: pending.kind, extraAmount: pending.amount, currency: pending.currency, provider: pending.provider }
    // Applied: the departure paid for (an extension), the booking active again (a renewal).
    const applied = (confirmed: Booking) =>
      pending.kind === 'renew' ? confirmed.status === 'active' : new Date(confirmed.end_time).getTime() === new Date(pending.newEnd ?? '').getTime()
    // A tick later, so a StrictMode remount cancels the first run before it sends anything.
    const timer = setTimeout(async () => {
      setAction({ ...base, status: 'loading', error: null })
      try {
        const confirmed = await api.bookings.confirmPayment(bookingId, { payment_reference: pending.reference, payment_provider: pending.provider }, { signal })
        if (signal.aborted) return
        if (!applied(confirmed)) {
          setAction({ ...base, status: 'pending', error: null })
          return
        }
        pendingBookingPayments.clear(pending.reference)
        forgetUrl()
        put(confirmed)
        setAction({ ...base, status: 'success', error: null })
        refreshWallet()
        emit('payment-succeeded', { reference: pending.reference, provider: pending.provider, amount: pending.amount, bookingId })
      } catch (error) {
        if (signal.aborted) return
        const failure = describeError(error)
        // A verification already running elsewhere is not a failure: the driver checks again.
        if (failure.code === 'payment.verification_in_progress') {
          setAction({ ...base, status: 'pending', error: null })
          return
        }
        pendingBookingPayments.clear(pending.reference)
        forgetUrl()
        setAction({ ...base, status: 'error', error: failure })
        emit('payment-failed', paymentFailedEvent(failure, client.i18n, { reference: pending.reference, provider: pending.provider }))
      }
    }, 0)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [client, toConfirm, token, bookingId, api, put, refreshWallet, emit])

  const checkPaymentAgain = useCallback(() => setToConfirm((current) => (current ? { ...current, attempt: current.attempt + 1 } : current)), [])

  const requireLogin = useCallback(() => emit('auth-required', { widget: 'booking-detail', reason: 'login-required' }), [emit])
  const live = booking?.status === 'active' || booking?.status === 'pending'

  return {
    signedIn: token !== null,
    requireLogin,
    booking,
    status,
    error: current?.error ?? null,
    reload: () => setReloads((n) => n + 1),
    action,
    canCancel: live,
    canRenew: booking?.status === 'cancelled',
    canExtend: booking?.status === 'active',
    confirmingCancel,
    askCancel: () => {
      setAction(IDLE)
      setConfirmingCancel(true)
    },
    dismissCancel: () => setConfirmingCancel(false),
    cancel,
    renew,
    newEnd,
    setNewEnd,
    newEndError: showEndError ? endProblem : null,
    paymentMethod,
    setPaymentMethod,
    gateway,
    cardGateway: hasCardField(cardGateway.gateway) ? cardGateway.gateway : null,
    extend,
    checkPaymentAgain,
  }
}
