import type { AddFundsResponse, Page, Wallet, WalletResultResponse, WalletTransaction } from '@parkade/core'

export const TOKEN = 'driver-token'

export function wallet(overrides: Partial<Wallet> = {}): Wallet {
  return { balance: 12500, currency: 'NGN', ...overrides }
}

export function transaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    id: 1,
    type: 'credit',
    amount: 5000,
    currency: 'NGN',
    reference: 'PKD_ref1',
    description: 'Wallet top-up (Paystack)',
    balance_after: 5000,
    created_at: '2026-03-01T10:00:00.000Z',
    ...overrides,
  }
}

export function transactionsPage(items: WalletTransaction[], overrides: Partial<Page<WalletTransaction>> = {}): Page<WalletTransaction> {
  return { items, total: items.length, page: 1, size: 10, pages: items.length ? 1 : 0, ...overrides }
}

export function addFundsAnswer(paymentInfo: AddFundsResponse['data']['payment_info'] = { authorization_url: 'https://checkout.paystack.com/PKD_new' }): AddFundsResponse {
  return {
    status: 'success',
    message: 'Payment of ₦5,000 started. Complete it on the Paystack page.',
    data: { reference: 'PKD_new', provider: 'paystack', amount: 5000, currency: 'NGN', payment_info: paymentInfo, sandbox: false },
  }
}

export function verifyAnswer(status: WalletResultResponse['status'], newBalance: number, message = status === 'success' ? 'Payment verified.' : 'The payment has not been completed yet.'): WalletResultResponse {
  return { status, message, data: { new_balance: newBalance, reference: 'PKD_new' } }
}
