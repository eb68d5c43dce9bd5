import { createStore } from 'zustand/vanilla'
import type { StoreApi } from 'zustand/vanilla'
import { SOMETHING_WENT_WRONG_MESSAGE, describeError } from '../api/ParkadeApiError.ts'
import type { ApiClient } from '../api/createApiClient.ts'
import type { CurrencyCode, PaymentInit, PaymentProvider, Wallet, WalletResultResponse, WalletTransaction } from '../api/types.ts'
import { PAYMENT_VERIFICATION_IN_PROGRESS } from '../payments/paymentErrors.ts'
import { createLatestRequest } from './createLatestRequest.ts'
import { createMutationRunner } from './createMutationRunner.ts'
import { paymentUrl } from './paymentUrl.ts'
import type { RequestState, StoreLifetime } from './types.ts'

export interface WalletTransactionsState extends RequestState {
  items: WalletTransaction[]
  total: number
  page: number
  pages: number
}

export interface WalletPaymentState extends RequestState {
  /** The last add-funds answer: reference, provider and payment_info for the checkout. */
  pending: PaymentInit | null
}

/** A verification answer; the duplicate-call answer (SPEC §4) carries no data. */
export interface VerifyPaymentResult {
  status: WalletResultResponse['status']
  message: string
  data?: WalletResultResponse['data']
}

export interface AddFundsOptions {
  /** Where the provider's hosted page sends the driver back. */
  returnUrl?: string
  idempotencyKey?: string
  /** Another provider than the country's, when the browser's gateway fell back. */
  provider?: PaymentProvider
}

export interface WalletState extends RequestState {
  balance: number | null
  currency: CurrencyCode | null
  transactions: WalletTransactionsState
  /** State of the last add-funds, verification or credit. */
  payment: WalletPaymentState
  /** Balance. Resolves null on failure. */
  load(): Promise<Wallet | null>
  loadTransactions(page?: number): Promise<WalletTransaction[] | null>
  /** Resolves the checkout URL: the first of authorization_url, checkout_url, payment_url (null when none). */
  addFunds(amount: number, options?: AddFundsOptions): Promise<string | null>
  /**
   * Asks the server to verify a payment; the balance follows `data.new_balance`. A second call for
   * the same reference and provider while one runs sends nothing and answers pending (SPEC §4).
   */
  verifyPayment(reference: string, amount: number, provider: PaymentProvider): Promise<VerifyPaymentResult>
  credit(amount: number, reference: string, description?: string): Promise<WalletResultResponse>
  reset(): void
}

export type WalletStore = StoreApi<WalletState>

export interface WalletStoreOptions extends StoreLifetime {
  api: Pick<ApiClient, 'wallet'>
  /** Where addFunds may send the driver (see paymentUrl); any http(s) URL when unset. */
  paymentOrigins?: readonly string[]
}

type WalletData = Omit<WalletState, 'load' | 'loadTransactions' | 'addFunds' | 'verifyPayment' | 'credit' | 'reset'>

const empty = (): WalletData => ({
  balance: null,
  currency: null,
  status: 'idle',
  error: null,
  transactions: { items: [], total: 0, page: 1, pages: 0, status: 'idle', error: null },
  payment: { pending: null, status: 'idle', error: null },
})

function newIdempotencyKey(): string | undefined {
  return (globalThis as { crypto?: { randomUUID?: () => string } }).crypto?.randomUUID?.()
}

export function createWalletStore(options: WalletStoreOptions): WalletStore {
  const { api, signal: lifetime } = options
  const latestBalance = createLatestRequest(lifetime)
  const latestTransactions = createLatestRequest(lifetime)
  const verifying = new Set<string>()
  const addingFunds = new Map<number, Promise<string | null>>()

  return createStore<WalletState>()((set, get) => {
    const mutate = createMutationRunner((state) => set({ payment: { ...get().payment, ...state } }), lifetime)

    function applyBalance(answer: { data?: { new_balance?: unknown } } | null | undefined) {
      const balance = answer?.data?.new_balance
      if (typeof balance === 'number' && Number.isFinite(balance) && !lifetime?.aborted) set({ balance })
    }

    return {
      ...empty(),

      load: async () => {
        const ticket = latestBalance.start()
        set({ status: 'loading', error: null })
        try {
          const wallet = await api.wallet.get({ signal: ticket.signal })
          if (!ticket.isLatest()) return null
          set({ balance: wallet.balance, currency: wallet.currency ?? null, status: 'success', error: null })
          return wallet
        } catch (error) {
          if (ticket.isLatest()) set({ status: 'error', error: describeError(error) })
          return null
        }
      },

      loadTransactions: async (page = 1) => {
        const ticket = latestTransactions.start()
        set({ transactions: { ...get().transactions, status: 'loading', error: null } })
        try {
          const answer = await api.wallet.transactions({ page }, { signal: ticket.signal })
          if (!ticket.isLatest()) return null
          const items = answer.items ?? []
          set({
            transactions: {
              items,
              total: answer.total ?? items.length,
              page: answer.page ?? page,
              pages: answer.pages ?? 1,
              status: 'success',
              error: null,
            },
          })
          return items
        } catch (error) {
          if (ticket.isLatest()) set({ transactions: { ...get().transactions, status: 'error', error: describeError(error) } })
          return null
        }
      },

      addFunds: (amount, addOptions = {}) => {
        // A double click starts one payment, not two.
        const running = addingFunds.get(amount)
        if (running) return running
        const started = mutate(async (signal) => {
          const answer = await api.wallet.addFunds(
            { amount, ...(addOptions.returnUrl ? { return_url: addOptions.returnUrl } : {}), ...(addOptions.provider ? { provider: addOptions.provider } : {}) },
            { signal, idempotencyKey: addOptions.idempotencyKey ?? newIdempotencyKey() },
          )
          if (!lifetime?.aborted) set({ payment: { ...get().payment, pending: answer.data ?? null } })
          return paymentUrl(answer.data?.payment_info, options.paymentOrigins)
        }).finally(() => addingFunds.delete(amount))
        addingFunds.set(amount, started)
        return started
      },

      verifyPayment: async (reference, amount, provider) => {
        const key = `${provider}\u0000${reference}`
        if (verifying.has(key)) {
          return { status: 'pending', message: PAYMENT_VERIFICATION_IN_PROGRESS }
        }
        verifying.add(key)
        try {
          const answer = await mutate((signal) =>
            api.wallet.verifyPayment({ payment_reference: reference, amount, payment_provider: provider }, { signal }),
          )
          applyBalance(answer)
          if (answer.status === 'failed' && !lifetime?.aborted) {
            set({ payment: { ...get().payment, status: 'error', error: { message: answer.message || SOMETHING_WENT_WRONG_MESSAGE } } })
          }
          return answer
        } finally {
          verifying.delete(key)
        }
      },

      credit: (amount, reference, description) =>
        mutate(async (signal) => {
          const answer = await api.wallet.credit({ amount, reference, ...(description ? { description } : {}) }, { signal })
          applyBalance(answer)
          return answer
        }),

      reset: () => {
        latestBalance.abort()
        latestTransactions.abort()
        set(empty())
      },
    }
  })
}
