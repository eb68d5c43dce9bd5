import { StrictMode } from 'react'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { SPEC_MESSAGES } from '@parkade/core'
import { WalletCallback } from '../Wallet/WalletCallback.tsx'
import { fakeApi, problemReply, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { Route } from './renderWithParkade.tsx'
import { TOKEN, transactionsPage, verifyAnswer, wallet } from './Wallet.fixtures.ts'

const RETURN = '?reference=PKD_new&provider=paystack&status=succeeded&amount=5000'

function setup(verify: Route | Route[], options: { token?: string | null; country?: string } = {}) {
  const api = fakeApi([
    ...(Array.isArray(verify) ? verify : [verify]),
    route('GET', '/wallet', wallet({ balance: 17500 })),
    route('GET', '/wallet/transactions', transactionsPage([])),
  ])
  const client = testClient(api.fetch, { token: options.token === undefined ? TOKEN : options.token, ...(options.country ? { country: options.country } : {}) })
  const verifies = () => api.requests.filter((r) => r.url.pathname.endsWith('/wallet/verify-payment'))
  return { api, client, verifies, onEvent: vi.fn() }
}

/** In `answers`, the server's 404 for a reference it does not know. */
const NOT_FOUND = Symbol('payment.not_found')

/** Answers the verify calls in turn, the last one repeated. */
function answers(...bodies: unknown[]): Route {
  let n = 0
  return (req) => {
    if (!req.url.pathname.endsWith('/wallet/verify-payment')) return undefined
    const body = bodies[Math.min(n++, bodies.length - 1)]
    return body === NOT_FOUND ? problemReply('payment.not_found') : { body }
  }
}

describe('WalletCallback', () => {
  it('verifies the returned payment with the server and shows the new balance', async () => {
    const { client, verifies, onEvent } = setup(answers(verifyAnswer('success', 17500)))
    renderWithParkade(<WalletCallback search={RETURN} walletHref="/wallet" />, { client, onEvent })
    expect(screen.getByText('Verifying your payment…')).toBeTruthy()
    expect(await screen.findByText('Your wallet has been credited. New balance: ₦17,500')).toBeTruthy()
    expect(Object.fromEntries(verifies()[0]!.url.searchParams)).toEqual({ payment_reference: 'PKD_new', amount: '5000', payment_provider: 'paystack' })
    expect(verifies()[0]!.method).toBe('POST')
    expect(onEvent).toHaveBeenCalledWith('payment-succeeded', { reference: 'PKD_new', provider: 'paystack', amount: 5000, newBalance: 17500 })
    expect(client.stores.wallet.getState().balance).toBe(17500)
    expect(screen.getByRole('link', { name: 'Back to wallet' }).getAttribute('href')).toBe('/wallet')
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Wallet top-up' })))
  })

  it('reads the page URL when given nothing', async () => {
    window.history.replaceState(null, '', `/wallet/callback${RETURN.replace('paystack', 'wave')}`)
    try {
      const { client, verifies } = setup(answers(verifyAnswer('success', 17500)))
      renderWithParkade(<WalletCallback />, { client })
      await screen.findByText(/New balance/)
      expect(verifies()[0]!.url.searchParams.get('payment_provider')).toBe('wave')
    } finally {
      window.history.replaceState(null, '', '/')
    }
  })

  it('lets props win over the URL', async () => {
    const { client, verifies } = setup(answers(verifyAnswer('success', 17500)))
    renderWithParkade(<WalletCallback search={RETURN} reference="PKD_prop" amount="2500" provider="stripe" />, { client })
    await screen.findByText(/New balance/)
    expect(Object.fromEntries(verifies()[0]!.url.searchParams)).toEqual({ payment_reference: 'PKD_prop', amount: '2500', payment_provider: 'stripe' })
  })

  it('asks again after a short delay while the payment is pending, then credits', async () => {
    const { client, verifies } = setup(answers(verifyAnswer('pending', 12500), verifyAnswer('pending', 12500), verifyAnswer('success', 17500)))
    renderWithParkade(<WalletCallback search={RETURN} retryDelayMs={20} />, { client })
    expect(await screen.findByText('Your payment is still being confirmed. We will check again in a moment.')).toBeTruthy()
    expect(await screen.findByText(/New balance: ₦17,500/)).toBeTruthy()
    expect(verifies()).toHaveLength(3)
  })

  it('shows a verification already in flight as pending, not as an error', async () => {
    const inFlight = { status: 'pending', message: SPEC_MESSAGES.paymentVerificationInProgress, data: { new_balance: 12500 } }
    const { client } = setup(answers(inFlight))
    renderWithParkade(<WalletCallback search={RETURN} retryDelayMs={60_000} />, { client })
    const status = await screen.findByText('Your payment is still being confirmed. We will check again in a moment.')
    expect(status.closest('[role="status"]')).toBeTruthy()
    expect(screen.queryByRole('alert')).toBeNull()
  })

  it('meets a check of the same payment already in flight with pending, then credits on the next try', async () => {
    const { client, verifies } = setup(answers(verifyAnswer('success', 17500)))
    // The store's guard answers the duplicate itself (SPEC §4).
    const first = client.stores.wallet.getState().verifyPayment('PKD_new', 5000, 'paystack')
    const second = await client.stores.wallet.getState().verifyPayment('PKD_new', 5000, 'paystack')
    expect(second).toEqual({ status: 'pending', message: SPEC_MESSAGES.paymentVerificationInProgress })
    expect(verifies()).toHaveLength(1)
    renderWithParkade(<WalletCallback search={RETURN} retryDelayMs={10} />, { client })
    await first
    expect(await screen.findByText(/New balance/)).toBeTruthy()
  })

  it('stops asking after a few tries and offers to check again', async () => {
    const { client, verifies } = setup(answers(verifyAnswer('pending', 12500), verifyAnswer('pending', 12500), verifyAnswer('pending', 12500), verifyAnswer('success', 17500)))
    renderWithParkade(<WalletCallback search={RETURN} retryDelayMs={10} maxAttempts={3} />, { client })
    const check = await screen.findByRole('button', { name: 'Check again' })
    expect(screen.getByText('Your payment has not been confirmed yet. If you completed it, check again in a minute.')).toBeTruthy()
    expect(verifies()).toHaveLength(3)
    await userEvent.click(check)
    expect(await screen.findByText(/New balance/)).toBeTruthy()
    expect(verifies()).toHaveLength(4)
  })

  it('says a failed payment credited nothing, and tells the host', async () => {
    const { client, onEvent } = setup(answers(verifyAnswer('failed', 12500, 'The payment failed. Nothing was charged and nothing was added to your wallet.')))
    renderWithParkade(<WalletCallback search={RETURN.replace('succeeded', 'failed')} />, { client, onEvent })
    expect((await screen.findByRole('alert')).textContent).toBe('The payment failed. Nothing was charged and nothing was added to your wallet.')
    expect(screen.queryByText(/New balance/)).toBeNull()
    expect(onEvent).toHaveBeenCalledWith('payment-failed', expect.objectContaining({ reference: 'PKD_new', provider: 'paystack' }))
    expect(onEvent).not.toHaveBeenCalledWith('payment-succeeded', expect.anything())
  })

  it('says a cancelled payment credited nothing', async () => {
    const { client } = setup(answers(verifyAnswer('failed', 12500)))
    renderWithParkade(<WalletCallback search={RETURN.replace('succeeded', 'cancelled')} />, { client })
    expect((await screen.findByRole('alert')).textContent).toBe('The payment was cancelled. Nothing was added to your wallet.')
  })

  it('shows a server error with Retry', async () => {
    const { client, verifies } = setup(answers(NOT_FOUND, verifyAnswer('success', 17500)))
    renderWithParkade(<WalletCallback search={RETURN} />, { client })
    expect((await screen.findByRole('alert')).textContent).toContain('Payment not found.')
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText(/New balance/)).toBeTruthy()
    expect(verifies()).toHaveLength(2)
  })

  it('refuses an incomplete return link without asking the server', async () => {
    const { client, api } = setup(answers(verifyAnswer('success', 17500)))
    renderWithParkade(<WalletCallback search="?reference=PKD_new&provider=paystack" />, { client })
    expect(screen.getByRole('alert').textContent).toBe('This payment link is incomplete, so the payment cannot be checked.')
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/verify-payment'))).toHaveLength(0)
  })

  it('asks a signed-out driver to log in, and verifies nothing', async () => {
    const { client, api, onEvent } = setup(answers(verifyAnswer('success', 17500)), { token: null })
    renderWithParkade(<WalletCallback search={RETURN} />, { client, onEvent })
    expect(screen.getByText('Please login to view your account')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login to Continue' }))
    expect(onEvent).toHaveBeenCalledWith('auth-required', expect.objectContaining({ widget: 'wallet-callback' }))
    expect(api.requests).toHaveLength(0)
  })

  it('sends one verification under StrictMode', async () => {
    const { client, verifies } = setup(answers(verifyAnswer('success', 17500)))
    renderWithParkade(
      <StrictMode>
        <WalletCallback search={RETURN} />
      </StrictMode>,
      { client },
    )
    await screen.findByText(/New balance/)
    expect(verifies()).toHaveLength(1)
  })

  it('speaks French in Senegal', async () => {
    const { client } = setup(answers(verifyAnswer('success', 7500)), { country: 'SN' })
    client.stores.wallet.setState({ currency: 'XOF' })
    renderWithParkade(<WalletCallback search={RETURN.replace('paystack', 'wave')} />, { client })
    expect(screen.getByRole('heading', { name: 'Recharge du portefeuille' })).toBeTruthy()
    expect(await screen.findByText(/^Votre portefeuille a été crédité\. Nouveau solde : /)).toBeTruthy()
  })
})
