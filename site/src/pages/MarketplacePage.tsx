import { Link, useSearchParams } from 'react-router'
import { useFormat, useParkade, useTranslation } from '../sdk.ts'
import type { MarketplaceQuery, TranslationKey } from '../sdk.ts'
import { marketplaceCopy } from '../i18n/copy/marketplaceCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { ApiFailure } from './ApiFailure.tsx'
import { PageLinks } from './PageLinks.tsx'
import { useApiResource } from './useApiResource.ts'
import { useSelectedCountry } from './useSelectedCountry.ts'

const CATEGORIES = ['monthly-pass', 'ev-charger', 'accessory', 'service'] as const
type Category = (typeof CATEGORIES)[number]
const PAGE_SIZE = 12

/** `/marketplace`: what is on sale in the selected country, by category, in its currency. */
export default function MarketplacePage() {
  const { t } = useTranslation()
  const { client } = useParkade()
  const { money } = useFormat()
  const copy = useSiteCopy(marketplaceCopy).marketplacePage
  const country = useSelectedCountry()
  const [params, setParams] = useSearchParams()
  const category = CATEGORIES.find((c) => c === params.get('category')) ?? null
  const page = Math.max(1, Number(params.get('page')) || 1)
  usePageMeta({ title: t('pages.marketplace'), description: copy.meta })
  const items = useApiResource(country.code ? `market:${country.code}:${category ?? ''}:${page}` : null, (signal) =>
    client.api.marketplace.list({ country: country.code ?? '', ...(category ? { category } : {}), page, size: PAGE_SIZE } as MarketplaceQuery, { signal }),
  )
  const href = (n: number) => `${paths.marketplace}?${new URLSearchParams({ ...(category ? { category } : {}), page: String(n) })}`

  let body
  if (items.status === 'error') body = <ApiFailure message={items.error ?? ''} onRetry={items.retry} />
  else if (items.status === 'loading' || !items.value) body = <Spinner label={t('common.loading')} />
  else if (items.value.items.length === 0) body = <p role="status">{t('marketplacePage.none', { country: country.name })}</p>
  else {
    body = (
      <>
        <ul className="site-grid">
          {items.value.items.map((item) => (
            <li key={item.id} className="site-card site-list-card">
              <p className="site-badge">{copy.categories[item.category as Category] ?? item.category}</p>
              <h2>
                <Link to={paths.marketplaceItem(item.id)}>{item.title}</Link>
              </h2>
              <p className="site-price">{money(item.price, item.currency)}</p>
              <p className="site-hint">{t('marketplacePage.seller', { seller: item.seller })}</p>
              <p>{item.stock > 0 ? t('marketplacePage.inStock' as TranslationKey, { count: item.stock }) : copy.soldOut}</p>
            </li>
          ))}
        </ul>
        <PageLinks page={items.value.page} pages={items.value.pages} href={href} />
      </>
    )
  }

  return (
    <div className="site-page">
      <h1>{t('pages.marketplace')}</h1>
      <p className="site-lead">{copy.lead}</p>
      <div className="site-field site-field-inline">
        <label htmlFor="market-category">{copy.category}</label>
        <select id="market-category" name="category" value={category ?? ''} onChange={(e) => setParams(e.target.value ? { category: e.target.value } : {})}>
          <option value="">{copy.allCategories}</option>
          {CATEGORIES.map((c) => (
            <option key={c} value={c}>
              {copy.categories[c]}
            </option>
          ))}
        </select>
      </div>
      {body}
    </div>
  )
}
