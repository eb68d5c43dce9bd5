import { useCallback, useEffect, useMemo, useRef, useState } from 'react'
import { createWalletStore, provideStoreMakers } from '@parkade/core'
import { describeError } from '@parkade/core'
import type { CurrencyCode, ErrorInfo, PaymentProvider } from '@parkade/core'
import { paymentFailedEvent } from '../provider/errorEvent.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { isPaymentProvider, paymentReturnParams } from './paymentReturnParams.ts'

/** Default pause before asking again about a payment still pending. */
export const VERIFY_RETRY_DELAY_MS = 2000
/** Default number of automatic checks while a payment is pending. */
export const VERIFY_MAX_ATTEMPTS = 5

export type WalletCallbackState =
  | 'idle'
  | 'auth-required'
  | 'invalid'
  | 'verifying'
  | 'pending'
  | 'credited'
  | 'failed'
  | 'cancelled'
  | 'error'

export interface UseWalletCallbackOptions {
  /** Each of these wins over the URL's. */
  reference?: string | null
  provider?: PaymentProvider | string | null
  status?: string | null
  amount?: number | string | null
  /** The query string to read the rest from; default the page's. `false`: props only. */
  search?: string | false
  retryDelayMs?: number
  maxAttempts?: number
  /** False: do nothing yet. */
  enabled?: boolean
}

export interface UseWalletCallbackResult {
  state: WalletCallbackState
  reference: string | null
  provider: PaymentProvider | null
  amount: number | null
  /** Set once credited. */
  newBalance: number | null
  currency: CurrencyCode | null
  /** The server's message or the error's (untranslated; show it through `tm`). */
  message: ErrorInfo | null
  /** A pending payment will be checked again by itself. */
  checkingAgain: boolean
  attempts: number
  /** Asks the server again now. */
  retry(): void
  /** Tells the host that the driver must sign in. */
  requireLogin(): void
}

type OutcomeKind = 'credited' | 'pending' | 'failed' | 'error'
interface Outcome {
  id: string
  kind: OutcomeKind
  newBalance: number | null
  message: ErrorInfo | null
}

function pageSearch(): string {
  return typeof window === 'undefined' ? '' : window.location.search
}

/**
 * The return from the provider's page: asks the server to verify the payment (the browser's
 * word never credits anything) and follows the answer — pending is asked again after a short
 * delay a few times, a duplicate check in flight counts as pending, failed and cancelled credit
 * nothing, and success carries the new balance.
 */
export function useWalletCallback(options: UseWalletCallbackOptions = {}): UseWalletCallbackResult {
  // parkade.js makes these stores with the code that reads them (core's provideStoreMakers).
  provideStoreMakers({ wallet: createWalletStore })
  const { client, emit } = useParkade()
  const signedIn = useParkadeStore('auth', (s) => s.token !== null)
  const currency = useParkadeStore('wallet', (s) => s.currency)
  const { retryDelayMs = VERIFY_RETRY_DELAY_MS, maxAttempts = VERIFY_MAX_ATTEMPTS, enabled = true } = options

  const search = options.search === false ? '' : (options.search ?? pageSearch())
  const fromUrl = useMemo(() => paymentReturnParams(search), [search])
  const reference = options.reference || fromUrl.reference
  const provider = isPaymentProvider(options.provider) ? options.provider : options.provider ? null : fromUrl.provider
  const status = options.status || fromUrl.status
  const givenAmount = options.amount === undefined || options.amount === null || options.amount === '' ? null : Number(options.amount)
  const amount = givenAmount !== null ? (Number.isFinite(givenAmount) && givenAmount > 0 ? givenAmount : null) : fromUrl.amount
  const valid = Boolean(reference && provider && amount)

  const target = valid ? `${provider}|${reference}|${amount}` : null
  // Attempts count per payment; a manual retry gives the automatic ones a fresh budget.
  const [tries, setTries] = useState<{ target: string | null; attempt: number; base: number }>({ target, attempt: 1, base: 0 })
  const attempt = tries.target === target ? tries.attempt : 1
  const limit = (tries.target === target ? tries.base : 0) + maxAttempts
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const id = target ? `${target}|${attempt}` : null
  // One request per attempt, even when StrictMode runs the effect twice.
  const inflight = useRef<{ id: string; promise: Promise<Outcome> } | null>(null)

  useEffect(() => {
    if (!enabled || !signedIn || !id || !reference || !provider || !amount) return
    let entry = inflight.current
    if (entry?.id !== id) {
      const wallet = client.stores.wallet.getState()
      const promise = wallet.verifyPayment(reference, amount, provider).then(
        async (answer): Promise<Outcome> => {
          if (answer.status === 'success') {
            await Promise.all([wallet.load(), wallet.loadTransactions(1)])
            const newBalance = answer.data?.new_balance ?? client.stores.wallet.getState().balance
            emit('payment-succeeded', { reference, provider, amount, ...(newBalance !== null && newBalance !== undefined ? { newBalance } : {}) })
            return { id, kind: 'credited', newBalance: newBalance ?? null, message: { message: answer.message } }
          }
          if (answer.status === 'failed') {
            emit('payment-failed', paymentFailedEvent({ message: answer.message }, client.i18n, { reference, provider }))
            return { id, kind: 'failed', newBalance: null, message: { message: answer.message } }
          }
          return { id, kind: 'pending', newBalance: null, message: { message: answer.message } }
        },
        (error: unknown): Outcome => ({ id, kind: 'error', newBalance: null, message: describeError(error) }),
      )
      entry = { id, promise }
      inflight.current = entry
    }
    let live = true
    void entry.promise.then((result) => {
      if (live) setOutcome(result)
    })
    return () => {
      live = false
    }
  }, [client, emit, enabled, signedIn, id, reference, provider, amount])

  const current = outcome?.id === id ? outcome : null
  // While a pending payment is asked again, it stays pending rather than flashing 'verifying'.
  const pendingBefore = outcome?.kind === 'pending' && outcome.id.startsWith(`${target}|`)
  const willCheckAgain = current?.kind === 'pending' && attempt < limit

  useEffect(() => {
    if (!willCheckAgain) return
    const timer = setTimeout(() => setTries((prev) => (prev.target === target ? { ...prev, attempt: prev.attempt + 1 } : { target, attempt: 2, base: 0 })), retryDelayMs)
    return () => clearTimeout(timer)
  }, [willCheckAgain, retryDelayMs, target])

  let state: WalletCallbackState
  if (!enabled) state = 'idle'
  else if (!signedIn) state = 'auth-required'
  else if (!valid) state = 'invalid'
  else if (!current) state = pendingBefore ? 'pending' : 'verifying'
  else if (current.kind === 'failed') state = status === 'cancelled' ? 'cancelled' : 'failed'
  else state = current.kind

  const retry = useCallback(() => setTries({ target, attempt: attempt + 1, base: attempt }), [target, attempt])

  const requireLogin = useCallback(() => emit('auth-required', { widget: 'wallet-callback', reason: 'login-required' }), [emit])

  return {
    state,
    reference,
    provider,
    amount,
    newBalance: current?.kind === 'credited' ? current.newBalance : null,
    currency,
    message: current?.message ?? (pendingBefore ? (outcome?.message ?? null) : null),
    checkingAgain: willCheckAgain || (state === 'pending' && !current),
    attempts: attempt,
    retry,
    requireLogin,
  }
}
