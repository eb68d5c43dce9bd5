import { useId } from 'react'
import type { WalletTransactionsState } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { Alert } from '../ui/Alert.tsx'
import { Pagination } from '../ui/Pagination.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { useFormat } from '../ui/useFormat.ts'

export interface WalletTransactionsProps {
  transactions: WalletTransactionsState
  onPage(page: number): void
  onRetry(): void
}

/** The wallet's ledger, newest first: each line signed, with the balance right after it. */
export function WalletTransactions({ transactions, onPage, onRetry }: WalletTransactionsProps) {
  const { t, tm } = useTranslation()
  const { money, dateTime } = useFormat()
  const headingId = useId()
  const { items, status, error } = transactions

  let body
  if (status === 'error') {
    body = (
      <Alert
        tone="error"
        action={
          <button type="button" className="pk-button pk-button-secondary" onClick={onRetry}>
            {t('common.retry')}
          </button>
        }
      >
        {tm(error ?? '')}
      </Alert>
    )
  } else if ((status === 'loading' || status === 'idle') && items.length === 0) {
    body = <Spinner />
  } else if (items.length === 0) {
    body = <p className="pk-muted">{t('wallet.noTransactions')}</p>
  } else {
    body = (
      <table className="pk-table" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
        <thead>
          <tr>
            <th scope="col">{t('wallet.date')}</th>
            <th scope="col">{t('wallet.description')}</th>
            <th scope="col">{t('wallet.type')}</th>
            <th scope="col" className="pk-num">
              {t('wallet.amount')}
            </th>
            <th scope="col" className="pk-num">
              {t('wallet.balanceAfter')}
            </th>
          </tr>
        </thead>
        <tbody>
          {items.map((item) => (
            <tr key={item.id}>
              <td>{dateTime(item.created_at)}</td>
              <td>{item.description}</td>
              <td>{t(item.type === 'credit' ? 'wallet.transactionType.credit' : 'wallet.transactionType.debit')}</td>
              <td className="pk-num">
                {t(item.type === 'credit' ? 'wallet.signedCredit' : 'wallet.signedDebit', { amount: money(item.amount, item.currency) })}
              </td>
              <td className="pk-num">{money(item.balance_after, item.currency)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    )
  }

  return (
    <div className="pk-stack">
      <h3 id={headingId}>{t('wallet.transactions')}</h3>
      {body}
      <Pagination page={transactions.page} pages={transactions.pages} onPage={onPage} disabled={status === 'loading'} />
    </div>
  )
}
