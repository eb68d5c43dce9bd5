import { Link, useParams } from 'react-router'
import { useFormat, useParkade, useTranslation } from '../sdk.ts'
import type { TranslationKey } from '../sdk.ts'
import { marketplaceCopy } from '../i18n/copy/marketplaceCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { usePageStatus } from '../app/usePageStatus.ts'
import { ApiFailure } from './ApiFailure.tsx'
import { useApiResource } from './useApiResource.ts'

type Category = keyof typeof marketplaceCopy.en.marketplacePage.categories

/** `/marketplace/{id}`: one item, its price in its currency, its seller, and how to get it. */
export default function MarketplaceItemPage() {
  const { id = '' } = useParams()
  const { t } = useTranslation()
  const { client } = useParkade()
  const { money } = useFormat()
  const copy = useSiteCopy(marketplaceCopy).marketplacePage
  const read = useApiResource(`item:${id}`, (signal) => client.api.marketplace.get(id, { signal }))
  const item = read.value
  usePageMeta({ title: item?.title ?? t('pages.marketplace'), description: item ? t('marketplacePage.detailMeta', { item: item.title, seller: item.seller }) : copy.meta })

  usePageStatus(read.status === 'error' && (read.httpStatus === 404 || read.httpStatus === 400) ? 404 : null)
  let body
  if (read.status === 'error' && (read.httpStatus === 404 || read.httpStatus === 400)) {
    body = (
      <>
        <h1>{t('pages.marketplace')}</h1>
        <p className="site-alert">{copy.notFound}</p>
      </>
    )
  } else if (read.status === 'error') {
    body = (
      <>
        <h1>{t('pages.marketplace')}</h1>
        <ApiFailure message={read.error ?? ''} onRetry={read.retry} />
      </>
    )
  } else if (!item) body = <Spinner label={t('common.loading')} />
  else {
    body = (
      <>
        <p className="site-badge">{copy.categories[item.category as Category] ?? item.category}</p>
        <h1>{item.title}</h1>
        <p className="site-price">{money(item.price, item.currency)}</p>
        <p>{item.description}</p>
        <p className="site-hint">
          {t('marketplacePage.seller', { seller: item.seller })} · {item.stock > 0 ? t('marketplacePage.inStock' as TranslationKey, { count: item.stock }) : copy.soldOut}
        </p>
        <section className="site-card" aria-labelledby="item-buy">
          <h2 id="item-buy">{copy.buyTitle}</h2>
          <p>{copy.buy}</p>
          <p className="site-actions">
            <Link
              className="site-button"
              to={`${paths.help}?${new URLSearchParams({ subject: 'other', message: t('marketplacePage.askMessage' as TranslationKey, { item: item.title, price: money(item.price, item.currency), seller: item.seller }) })}`}
            >
              {t('marketplacePage.ask' as TranslationKey, { item: item.title })}
            </Link>
            <Link className="site-button site-button-secondary" to={paths.businessAccounts}>
              {t('pages.businessAccounts')}
            </Link>
          </p>
        </section>
      </>
    )
  }

  return (
    <div className="site-page site-article">
      <p>
        <Link to={paths.marketplace}>{copy.back}</Link>
      </p>
      {body}
    </div>
  )
}
