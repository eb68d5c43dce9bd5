import { useCallback, useEffect, useRef, useState } from 'react'
import { createWalletStore, provideStoreMakers } from '@parkade/core'
import { PAYMENT_PAGE_REFUSED, describeError, builtinGateway, returnCallbacks } from '@parkade/core'
import type { CurrencyCode, LoadedGateway, PaymentProvider, RequestStatus, WalletTransactionsState, ErrorInfo } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { hasCardField } from '../payment/hasCardField.ts'
import { useCardGateway } from '../payment/useCardGateway.ts'
import { errorEvent } from '../provider/errorEvent.ts'
import { useParkade } from '../provider/useParkade.ts'
import { useParkadeStore } from '../provider/useParkadeStore.ts'
import { useFormat } from '../ui/useFormat.ts'
import { paymentReturnParams } from './paymentReturnParams.ts'
import { returnUrlWithAmount } from './returnUrlWithAmount.ts'
import type { TopUpLimits } from './topUpLimits.ts'
import { useWalletCallback } from './useWalletCallback.ts'
import type { UseWalletCallbackResult } from './useWalletCallback.ts'
import { validateTopUpAmount } from './validateTopUpAmount.ts'
import { watchPaymentPopup } from './watchPaymentPopup.ts'
import { walletTexts } from './walletTexts.ts'

export type WalletCheckoutMode = 'redirect' | 'popup'

export interface UseWalletOptions {
  /** Where the provider sends the driver back: the site's /wallet/callback. Default: this page. */
  returnUrl?: string
  /** 'redirect' (default) leaves the page for the provider's; 'popup' opens it in a window. */
  mode?: WalletCheckoutMode
  /** Leaves for the provider's page; default `window.location.assign`. */
  navigate?: (url: string) => void
  /** Opens the popup; default `window.open`. */
  openWindow?: (url: string, target: string, features: string) => Window | null
  /** How often an open popup is checked for its return. */
  popupPollMs?: number
}

export type TopUpStatus = 'idle' | 'submitting' | 'redirecting' | 'popup-open' | 'popup-closed' | 'returned' | 'error'

export interface UseWalletResult {
  signedIn: boolean
  /** Tells the host that the driver must sign in (the 'auth-required' event). */
  requireLogin(): void
  balance: number | null
  /** The wallet's currency; until the wallet loads, the selected country's. */
  currency: CurrencyCode
  status: RequestStatus
  /** Untranslated; show it through `tm`. */
  error: ErrorInfo | null
  reload(): void
  transactions: WalletTransactionsState
  goToTransactionsPage(page: number): void
  amount: string
  setAmount(value: string): void
  /** The amount's validation message, translated; shown after a submit. */
  amountError: string | null
  limits: TopUpLimits
  topUpStatus: TopUpStatus
  /** Untranslated; show it through `tm`. */
  topUpError: ErrorInfo | null
  /** Validates, starts the payment and leaves for (or opens) the provider's page. */
  addFunds(): Promise<void>
  /** In popup mode, the verification of the payment made in the popup. */
  popupPayment: UseWalletCallbackResult
  popupBlocked: boolean
  /** The card provider's gateway when the driver types a card here (Stripe); null otherwise. */
  cardGateway: LoadedGateway | null
  cardGatewayLoading: boolean
}

const POPUP_NAME = 'parkade-payment'
const POPUP_FEATURES = 'popup,width=480,height=720'

// The wallet's currency names its country's gateway (SPEC §9).
const COUNTRY_OF_CURRENCY: Readonly<Record<string, string>> = { NGN: 'NG', XOF: 'SN', USD: 'US', CAD: 'CA' }

function newKey(): string | undefined {
  return globalThis.crypto?.randomUUID?.()
}

/** The wallet: balance, transactions and the add-funds journey to the provider's page. */
export function useWallet(options: UseWalletOptions = {}): UseWalletResult {
  // parkade.js makes these stores with the code that reads them (core's provideStoreMakers).
  provideStoreMakers({ wallet: createWalletStore })
  const { mode = 'redirect', popupPollMs } = options
  const { client, emit } = useParkade()
  const { t } = useTranslation()
  walletTexts.useTexts()
  const format = useFormat()
  const signedIn = useParkadeStore('auth', (s) => s.token !== null)
  const balance = useParkadeStore('wallet', (s) => s.balance)
  const walletCurrency = useParkadeStore('wallet', (s) => s.currency)
  const status = useParkadeStore('wallet', (s) => s.status)
  const error = useParkadeStore('wallet', (s) => s.error)
  const transactions = useParkadeStore('wallet', (s) => s.transactions)
  const countryCode = useParkadeStore('country', (s) => s.selectedCountry?.code ?? null)
  const currency = walletCurrency ?? (builtinGateway(countryCode).currency as CurrencyCode)

  const [amount, setAmountText] = useState('')
  const [showAmountError, setShowAmountError] = useState(false)
  const [topUpStatus, setTopUpStatus] = useState<TopUpStatus>('idle')
  const [topUpError, setTopUpError] = useState<ErrorInfo | null>(null)
  const [popupBlocked, setPopupBlocked] = useState(false)
  const [popupReturn, setPopupReturn] = useState<{ reference: string; provider: PaymentProvider; amount: number; status: string | null } | null>(null)
  // A retry after a failed start reuses the key, so the server never starts the same top-up twice.
  const attemptKey = useRef<{ amount: number; key: string | undefined } | null>(null)
  const stopWatching = useRef<(() => void) | null>(null)
  // A card top-up starts once an amount is typed: the card provider's field appears under it.
  const navigateOption = useRef(options.navigate)
  useEffect(() => {
    navigateOption.current = options.navigate
  })
  const cardGateway = useCardGateway(COUNTRY_OF_CURRENCY[currency] ?? null, signedIn && mode !== 'popup' && amount.trim() !== '', {
    widget: 'wallet',
    redirect: () => navigateOption.current,
  })

  const popupPayment = useWalletCallback({
    reference: popupReturn?.reference ?? null,
    provider: popupReturn?.provider ?? null,
    amount: popupReturn?.amount ?? null,
    status: popupReturn?.status ?? null,
    search: false,
    enabled: popupReturn !== null,
    // A closed popup is asked about once: the driver chose to stop.
    ...(popupReturn?.status === 'closed' ? { maxAttempts: 1 } : {}),
  })

  useEffect(() => {
    if (!signedIn) return
    const wallet = client.stores.wallet.getState()
    void wallet.load()
    void wallet.loadTransactions(1)
  }, [client, signedIn])

  useEffect(() => () => stopWatching.current?.(), [])

  // Ready once the balance shows, or the sign-in prompt does.
  const announced = useRef(false)
  useEffect(() => {
    if (announced.current || (signedIn && balance === null && status !== 'error')) return
    announced.current = true
    emit('ready', { widget: 'wallet' })
  }, [signedIn, balance, status, emit])

  const reload = useCallback(() => {
    const wallet = client.stores.wallet.getState()
    void wallet.load()
    void wallet.loadTransactions(transactions.page)
  }, [client, transactions.page])

  const goToTransactionsPage = useCallback((page: number) => void client.stores.wallet.getState().loadTransactions(page), [client])

  const check = validateTopUpAmount(amount, currency)
  let amountError: string | null = null
  if (showAmountError && !check.ok) {
    const values = { min: format.money(check.limits.min, currency), max: format.money(check.limits.max, currency) }
    const keys = {
      required: 'wallet.amountRequired',
      invalid: 'wallet.amountInvalid',
      positive: 'wallet.amountPositive',
      whole: 'wallet.amountWhole',
      decimals: 'wallet.amountDecimals',
      min: 'wallet.amountMin',
      max: 'wallet.amountMax',
    } as const
    amountError = t(keys[check.error], values)
  }

  const setAmount = (value: string) => {
    setAmountText(value)
    setTopUpError(null)
  }

  const requireLogin = useCallback(() => emit('auth-required', { widget: 'wallet', reason: 'login-required' }), [emit])

  const addFunds = async () => {
    setShowAmountError(true)
    setTopUpError(null)
    if (!check.ok) return
    if (!signedIn) {
      requireLogin()
      return
    }
    const value = check.amount
    if (attemptKey.current?.amount !== value) attemptKey.current = { amount: value, key: newKey() }
    const here = typeof window === 'undefined' ? undefined : window.location.href
    const returnUrl = returnUrlWithAmount(options.returnUrl ?? here ?? '', value, here)

    // The popup opens now, while the click still counts as the driver's: after the request it would be blocked.
    let popup: Window | null = null
    if (mode === 'popup') {
      const open = options.openWindow ?? ((url: string, target: string, features: string) => window.open(url, target, features))
      popup = open('', POPUP_NAME, POPUP_FEATURES)
      // The provider's page gets no handle on ours.
      if (popup) popup.opener = null
      setPopupBlocked(!popup)
    }
    setPopupReturn(null)
    setTopUpStatus('submitting')
    const navigate = options.navigate ?? ((to: string) => window.location.assign(to))
    // In the page (not the popup window), the provider's gateway loads now that a payment starts
    // (SPEC §4); when it fell back, the server starts the payment with the fallback's provider.
    let gateway: LoadedGateway | null = null
    if (!popup && mode !== 'popup' && cardGateway.gateway) gateway = cardGateway.gateway
    else if (!popup && mode !== 'popup') {
      gateway = await client.loadGateway(COUNTRY_OF_CURRENCY[currency] ?? null, { environment: { redirect: navigate } })
      if (gateway.error) emit('error', errorEvent(describeError(gateway.error), 'wallet', client.i18n))
    }
    let url: string | null
    try {
      url = await client.stores.wallet.getState().addFunds(value, {
        returnUrl,
        ...(attemptKey.current.key ? { idempotencyKey: attemptKey.current.key } : {}),
        ...(gateway?.fellBack ? { provider: gateway.gateway.provider } : {}),
      })
    } catch (caught) {
      popup?.close()
      setTopUpStatus('error')
      setTopUpError(describeError(caught))
      return
    }
    const pending = client.stores.wallet.getState().payment.pending
    if (gateway && pending) {
      attemptKey.current = null
      setTopUpStatus('redirecting')
      // An in-page payment (Paystack's inline window, a card field) reports here: the server is asked
      // in place, as after a popup, and the host's page never reloads. The return URL serves the
      // hosted pages only.
      const back = (status: string) => {
        setTopUpStatus('returned')
        setPopupReturn({ reference: pending.reference, provider: pending.provider, amount: value, status })
      }
      await gateway.adapter.pay({
        amount: value,
        currency,
        email: client.stores.profile.getState().profile?.email ?? '',
        reference: pending.reference,
        paymentInfo: pending.payment_info,
        sandbox: pending.sandbox === true,
        callbacks: returnCallbacks(back, (failure) => {
          setTopUpStatus('error')
          setTopUpError({ message: failure.message })
        }),
      })
      return
    }
    if (!url) {
      popup?.close()
      setTopUpStatus('error')
      setTopUpError({ message: PAYMENT_PAGE_REFUSED })
      return
    }
    attemptKey.current = null
    if (popup) {
      try {
        popup.location.href = url
      } catch {
        // Closed already: the watch below reports it.
      }
      setTopUpStatus('popup-open')
      stopWatching.current?.()
      stopWatching.current = watchPaymentPopup(popup, {
        ...(popupPollMs !== undefined ? { intervalMs: popupPollMs } : {}),
        onReturn: (search) => {
          const back = paymentReturnParams(search)
          const reference = back.reference ?? pending?.reference
          const provider = back.provider ?? pending?.provider
          if (!reference || !provider) return
          setTopUpStatus('returned')
          setPopupReturn({ reference, provider, amount: back.amount ?? value, status: back.status })
        },
        onClosed: () => {
          setTopUpStatus('popup-closed')
          if (pending) setPopupReturn({ reference: pending.reference, provider: pending.provider, amount: value, status: 'closed' })
        },
      })
      return
    }
    setTopUpStatus('redirecting')
    navigate(url)
  }

  return {
    signedIn,
    requireLogin,
    balance,
    currency,
    status,
    error,
    reload,
    transactions,
    goToTransactionsPage,
    amount,
    setAmount,
    amountError,
    limits: check.limits,
    topUpStatus,
    topUpError,
    addFunds,
    popupPayment,
    popupBlocked,
    cardGateway: hasCardField(cardGateway.gateway) ? cardGateway.gateway : null,
    cardGatewayLoading: cardGateway.loading,
  }
}
