import { useId } from 'react'
import type { WalletTransactionsState } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { Alert } from '../ui/Alert.tsx'
import { Pagination } from '../ui/Pagination.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { walletTexts } from './walletTexts.ts'
import { addStyles } from '../theme/adoptStyles.ts'
import { TABLE_CSS } from '../ui/tableCss.ts'
import { TRANSACTIONS_CSS } from './transactionsCss.ts'

export interface WalletTransactionsProps {
  transactions: WalletTransactionsState
  onPage(page: number): void
  onRetry(): void
}

/** The wallet's ledger, newest first: each line signed, with the balance right after it. */
export function WalletTransactions({ transactions, onPage, onRetry }: WalletTransactionsProps) {
  addStyles(TABLE_CSS)
  addStyles(TRANSACTIONS_CSS)
  const { t, tm } = useTranslation()
  walletTexts.useTexts()
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
      <div className="pk-table-frame">
        {/* Explicit roles: the narrow layout below displays rows as grids, which some browsers take as no longer a table. */}
        <table role="table" className="pk-table pk-transactions" aria-labelledby={headingId} aria-busy={status === 'loading' || undefined}>
          <thead>
            <tr role="row">
              <th role="columnheader" scope="col">{t('wallet.date')}</th>
              <th role="columnheader" scope="col">{t('wallet.description')}</th>
              <th role="columnheader" scope="col">{t('wallet.type')}</th>
              <th role="columnheader" scope="col" className="pk-num">
                {t('wallet.amount')}
              </th>
              <th role="columnheader" scope="col" className="pk-num">
                {t('wallet.balanceAfter')}
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr role="row" key={item.id}>
                <td role="cell" className="pk-tx-date">{dateTime(item.created_at)}</td>
                <td role="cell" className="pk-tx-description">{item.description}</td>
                <td role="cell" className="pk-tx-type">{t(item.type === 'credit' ? 'wallet.transactionType.credit' : 'wallet.transactionType.debit')}</td>
                <td role="cell" className="pk-num pk-tx-amount">
                  {t(item.type === 'credit' ? 'wallet.signedCredit' : 'wallet.signedDebit', { amount: money(item.amount, item.currency) })}
                </td>
                <td role="cell" className="pk-num pk-tx-balance" data-label={t('wallet.balanceAfter')}>
                  {money(item.balance_after, item.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
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
