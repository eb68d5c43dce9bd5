import { act, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { Wallet } from '../Wallet/Wallet.tsx'
import { fakeApi, problemReply, renderWithParkade, route, testClient } from './renderWithParkade.tsx'
import type { RecordedRequest } from './renderWithParkade.tsx'
import { TOKEN, addFundsAnswer, transaction, transactionsPage, verifyAnswer, wallet } from './Wallet.fixtures.ts'

function setup(routes: Parameters<typeof fakeApi>[0], options: { token?: string | null; country?: string } = {}) {
  const api = fakeApi(routes)
  const client = testClient(api.fetch, { token: options.token === undefined ? TOKEN : options.token, ...(options.country ? { country: options.country } : {}) })
  const onEvent = vi.fn()
  return { api, client, onEvent }
}

const walletRoutes = (balance = wallet(), items = [transaction()]) => [route('GET', '/wallet', balance), route('GET', '/wallet/transactions', transactionsPage(items))]

describe('Wallet', () => {
  it('asks a signed-out driver to log in, and tells the host', async () => {
    const { client, api, onEvent } = setup([], { token: null })
    const onLogin = vi.fn()
    renderWithParkade(<Wallet onLogin={onLogin} />, { client, onEvent })
    expect(screen.getByText('Please login to view your account')).toBeTruthy()
    await userEvent.click(screen.getByRole('button', { name: 'Login to Continue' }))
    expect(onEvent).toHaveBeenCalledWith('auth-required', { widget: 'wallet', reason: 'login-required' })
    expect(onLogin).toHaveBeenCalledOnce()
    expect(api.requests).toHaveLength(0)
  })

  it('shows a spinner, then the balance in the wallet currency', async () => {
    const { client } = setup(walletRoutes(wallet({ balance: 12500.5, currency: 'NGN' })))
    renderWithParkade(<Wallet />, { client })
    expect(screen.getAllByText('Loading…').length).toBeGreaterThan(0)
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₦12,500.50')
  })

  it('formats the balance in the wallet’s own currency, not the country’s', async () => {
    const { client } = setup(walletRoutes(wallet({ balance: 40, currency: 'USD' })), { country: 'NG' })
    renderWithParkade(<Wallet />, { client })
    expect((await screen.findByTestId('wallet-balance')).textContent).toMatch(/^US\$40|^\$40/)
  })

  it('shows a failed balance load with the server message and retries', async () => {
    let calls = 0
    const { client } = setup([
      (req) => {
        if (req.method !== 'GET' || !req.url.pathname.endsWith('/wallet')) return undefined
        return ++calls === 1 ? problemReply('server.database_unreachable') : { body: wallet() }
      },
      route('GET', '/wallet/transactions', transactionsPage([])),
    ])
    renderWithParkade(<Wallet />, { client })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The database is not reachable.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect((await screen.findByTestId('wallet-balance')).textContent).toBe('₦12,500')
  })

  it('lists transactions signed, typed, dated, with the balance after each', async () => {
    const { client } = setup(
      walletRoutes(wallet(), [
        transaction({ id: 2, type: 'debit', amount: 2000, description: 'Booking PK-ABC234 at Lekki', balance_after: 3000 }),
        transaction({ id: 1, type: 'credit', amount: 5000, balance_after: 5000 }),
      ]),
    )
    renderWithParkade(<Wallet />, { client })
    const table = await screen.findByRole('table', { name: 'Transactions' })
    const rows = within(table).getAllByRole('row')
    expect(rows).toHaveLength(3)
    const debit = within(rows[1]!).getAllByRole('cell').map((cell) => cell.textContent)
    expect(debit.slice(1)).toEqual(['Booking PK-ABC234 at Lekki', 'Debit', '−\u2060₦2,000', '₦3,000'])
    const credit = within(rows[2]!).getAllByRole('cell').map((cell) => cell.textContent)
    expect(credit.slice(1)).toEqual(['Wallet top-up (Paystack)', 'Credit', '+\u2060₦5,000', '₦5,000'])
    expect(credit[0]).toMatch(/2026/)
  })

  it('says so when there are no transactions', async () => {
    const { client } = setup(walletRoutes(wallet({ balance: 0 }), []))
    renderWithParkade(<Wallet />, { client })
    expect(await screen.findByText('No transactions yet.')).toBeTruthy()
  })

  it('pages through the transactions', async () => {
    const { client, api } = setup([
      route('GET', '/wallet', wallet()),
      route('GET', '/wallet/transactions', (req: RecordedRequest) =>
        req.url.searchParams.get('page') === '2'
          ? transactionsPage([transaction({ id: 9, description: 'Older top-up' })], { page: 2, pages: 2, total: 11 })
          : transactionsPage([transaction()], { page: 1, pages: 2, total: 11 }),
      ),
    ])
    renderWithParkade(<Wallet />, { client })
    await screen.findByText('Page 1 of 2')
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }))
    expect(await screen.findByText('Older top-up')).toBeTruthy()
    expect(api.requests.filter((r) => r.url.pathname.endsWith('/wallet/transactions')).map((r) => r.url.searchParams.get('page'))).toEqual(['1', '2'])
  })

  it('shows a failed transactions load with Retry', async () => {
    let fail = true
    const { client } = setup([
      route('GET', '/wallet', wallet()),
      (req) => {
        if (!req.url.pathname.endsWith('/wallet/transactions')) return undefined
        if (fail) {
          fail = false
          return problemReply('server.database_unreachable')
        }
        return { body: transactionsPage([transaction({ description: 'Back again' })]) }
      },
    ])
    renderWithParkade(<Wallet />, { client })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toContain('The database is not reachable.')
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
    expect(await screen.findByText('Back again')).toBeTruthy()
  })

  describe('add funds', () => {
    it('requires an amount and sends nothing without one; focus goes back to the field', async () => {
      const { client, api } = setup(walletRoutes())
      renderWithParkade(<Wallet navigate={vi.fn()} />, { client })
      await screen.findByTestId('wallet-balance')
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
      const field = screen.getByRole('textbox', { name: 'Amount (NGN)' })
      expect(screen.getByText('Enter the amount to add.')).toBeTruthy()
      expect(field.getAttribute('aria-invalid')).toBe('true')
      await waitFor(() => expect(document.activeElement).toBe(field))
      expect(api.requests.some((r) => r.method === 'POST')).toBe(false)
    })

    it('keeps the amount within the currency’s limits', async () => {
      const { client, api } = setup(walletRoutes())
      renderWithParkade(<Wallet navigate={vi.fn()} />, { client })
      await screen.findByTestId('wallet-balance')
      expect(screen.getByText('From ₦100 to ₦5,000,000')).toBeTruthy()
      const field = screen.getByRole('textbox', { name: 'Amount (NGN)' })
      await userEvent.type(field, '99')
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
      expect(screen.getByText('The minimum top-up is ₦100.')).toBeTruthy()
      await userEvent.clear(field)
      await userEvent.type(field, '5000001')
      expect(screen.getByText('The maximum top-up is ₦5,000,000.')).toBeTruthy()
      await userEvent.clear(field)
      await userEvent.type(field, '0')
      expect(screen.getByText('The amount must be greater than zero.')).toBeTruthy()
      expect(api.requests.some((r) => r.method === 'POST')).toBe(false)
    })

    it('starts the payment with an idempotency key and the return URL, then leaves for the provider page', async () => {
      const navigate = vi.fn()
      const { client, api } = setup([...walletRoutes(), route('POST', '/wallet/add-funds', addFundsAnswer())])
      renderWithParkade(<Wallet navigate={navigate} returnUrl="https://site.test/wallet/callback?lang=en" />, { client })
      await screen.findByTestId('wallet-balance')
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount (NGN)' }), '5,000')
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://checkout.paystack.com/PKD_new'))
      const post = api.requests.find((r) => r.method === 'POST')!
      expect(post.url.pathname).toBe('/api/v1/wallet/add-funds')
      expect(post.body).toEqual({ amount: 5000, return_url: 'https://site.test/wallet/callback?lang=en&amount=5000' })
      expect(post.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/)
      expect(screen.getByText('Taking you to the payment page…')).toBeTruthy()
    })

    it('with Paystack’s script blocked and no authorization_url, says Paystack not loaded and leaves for no other page', async () => {
      for (const info of [{ payment_url: 'https://stripe.test/pay', client_secret: 'x' }, { access_code: 'only' }]) {
        const navigate = vi.fn()
        const { client } = setup([...walletRoutes(), route('POST', '/wallet/add-funds', addFundsAnswer(info))])
        const view = renderWithParkade(<Wallet navigate={navigate} />, { client })
        await screen.findByTestId('wallet-balance')
        await userEvent.type(screen.getByRole('textbox', { name: 'Amount (NGN)' }), '5000')
        await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
        expect((await screen.findByRole('alert')).textContent).toBe('Paystack not loaded')
        expect(navigate).not.toHaveBeenCalled()
        view.unmount()
      }
    })

    it('shows the server’s refusal, keeps the amount, and retries with the same idempotency key', async () => {
      const navigate = vi.fn()
      let calls = 0
      const { client, api } = setup([
        ...walletRoutes(),
        (req) => {
          if (req.method !== 'POST') return undefined
          return ++calls === 1 ? problemReply('payment.provider_unavailable') : { body: addFundsAnswer() }
        },
      ])
      renderWithParkade(<Wallet navigate={navigate} />, { client })
      await screen.findByTestId('wallet-balance')
      const field = screen.getByRole('textbox', { name: 'Amount (NGN)' })
      await userEvent.type(field, '5000')
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
      expect((await screen.findByRole('alert')).textContent).toBe('The payment provider is not available right now. Please try again in a moment.')
      expect((field as HTMLInputElement).value).toBe('5000')
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
      await waitFor(() => expect(navigate).toHaveBeenCalledOnce())
      const keys = api.requests.filter((r) => r.method === 'POST').map((r) => r.headers['idempotency-key'])
      expect(keys).toHaveLength(2)
      expect(keys[0]).toBe(keys[1])
    })

    it('speaks French with XOF limits in Senegal', async () => {
      const { client } = setup(walletRoutes(wallet({ balance: 2500, currency: 'XOF' }), []), { country: 'SN' })
      renderWithParkade(<Wallet navigate={vi.fn()} />, { client })
      expect(screen.getByRole('heading', { name: 'Portefeuille' })).toBeTruthy()
      expect((await screen.findByTestId('wallet-balance')).textContent).toBe('2\u202f500\u00a0F\u202fCFA')
      const field = screen.getByRole('textbox', { name: 'Montant (XOF)' })
      await userEvent.type(field, '50')
      await userEvent.click(screen.getByRole('button', { name: 'Recharger' }))
      expect(screen.getByText(/^La recharge minimale est de 100/)).toBeTruthy()
      await userEvent.clear(field)
      await userEvent.type(field, '1000,5')
      expect(screen.getByText('Saisissez un montant entier, sans décimales.')).toBeTruthy()
      expect(await screen.findByText('Aucune transaction pour le moment.')).toBeTruthy()
    })
  })

  describe('popup mode', () => {
    function fakePopup() {
      const popup = {
        closed: false,
        opener: {} as unknown,
        location: { href: 'about:blank' },
        close: vi.fn(() => {
          popup.closed = true
        }),
      }
      return popup
    }

    it('opens the provider page in a popup, notices the return, verifies and shows the new balance', async () => {
      const popup = fakePopup()
      const openWindow = vi.fn(() => popup as unknown as Window)
      const { client, api, onEvent } = setup([
        ...walletRoutes(),
        route('POST', '/wallet/add-funds', addFundsAnswer()),
        route('POST', '/wallet/verify-payment', verifyAnswer('success', 17500)),
      ])
      renderWithParkade(<Wallet mode="popup" openWindow={openWindow} popupPollMs={10} />, { client, onEvent })
      await screen.findByTestId('wallet-balance')
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount (NGN)' }), '5000')
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
      expect(openWindow).toHaveBeenCalledWith('', 'parkade-payment', expect.stringContaining('popup'))
      expect(popup.opener).toBeNull()
      await waitFor(() => expect(popup.location.href).toBe('https://checkout.paystack.com/PKD_new'))
      expect(screen.getByText('Complete the payment in the window that opened.')).toBeTruthy()

      act(() => {
        popup.location.href = `${window.location.origin}/?reference=PKD_new&provider=paystack&status=succeeded&amount=5000`
      })
      expect(await screen.findByText('Your wallet has been credited. New balance: ₦17,500')).toBeTruthy()
      expect(popup.close).toHaveBeenCalled()
      const verify = api.requests.find((r) => r.url.pathname.endsWith('/verify-payment'))!
      expect(Object.fromEntries(verify.url.searchParams)).toEqual({ payment_reference: 'PKD_new', amount: '5000', payment_provider: 'paystack' })
      expect(onEvent).toHaveBeenCalledWith('payment-succeeded', { reference: 'PKD_new', provider: 'paystack', amount: 5000, newBalance: 17500 })
    })

    it('falls back to the redirect when the popup is blocked', async () => {
      const navigate = vi.fn()
      const { client } = setup([...walletRoutes(), route('POST', '/wallet/add-funds', addFundsAnswer())])
      renderWithParkade(<Wallet mode="popup" openWindow={() => null} navigate={navigate} />, { client })
      await screen.findByTestId('wallet-balance')
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount (NGN)' }), '5000')
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
      await waitFor(() => expect(navigate).toHaveBeenCalledWith('https://checkout.paystack.com/PKD_new'))
      expect(screen.getByText('The payment window was blocked, so we are taking you to the payment page instead.')).toBeTruthy()
    })

    it('checks once when the popup is closed early, and credits nothing unpaid', async () => {
      const popup = fakePopup()
      const { client, api } = setup([
        ...walletRoutes(),
        route('POST', '/wallet/add-funds', addFundsAnswer()),
        route('POST', '/wallet/verify-payment', verifyAnswer('pending', 12500)),
      ])
      renderWithParkade(<Wallet mode="popup" openWindow={() => popup as unknown as Window} popupPollMs={10} />, { client })
      await screen.findByTestId('wallet-balance')
      await userEvent.type(screen.getByRole('textbox', { name: 'Amount (NGN)' }), '5000')
      await userEvent.click(screen.getByRole('button', { name: 'Add funds' }))
      await waitFor(() => expect(popup.location.href).toContain('checkout.paystack.com'))
      act(() => {
        popup.closed = true
      })
      expect(await screen.findByText('The payment window was closed before the payment was completed. Nothing was added to your wallet.')).toBeTruthy()
      await new Promise((resolve) => setTimeout(resolve, 50))
      expect(api.requests.filter((r) => r.url.pathname.endsWith('/verify-payment'))).toHaveLength(1)
      expect(screen.getByTestId('wallet-balance').textContent).toBe('₦12,500')
    })
  })
})
