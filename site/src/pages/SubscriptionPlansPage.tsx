import { Link } from 'react-router'
import { useFormat, useParkade, useTranslation } from '../sdk.ts'
import { plansCopy } from '../i18n/copy/plansCopy.ts'
import { helpCopy } from '../i18n/copy/helpCopy.ts'
import { useSiteCopy } from '../i18n/useSiteCopy.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { ApiFailure } from './ApiFailure.tsx'
import { useApiResource } from './useApiResource.ts'
import { useSelectedCountry } from './useSelectedCountry.ts'

/** The contact form, opened on the plan subject with the request written out. */
function askHref(message: string): string {
  return `${paths.help}?${new URLSearchParams({ subject: 'plan', message })}`
}

/**
 * `/subscription-plans`: the selected country's plans from the API, priced in its currency; each
 * leads to a subscription request through the contact form, and a country with none to a question.
 */
export default function SubscriptionPlansPage() {
  const { t } = useTranslation()
  const { client } = useParkade()
  const { money } = useFormat()
  const copy = useSiteCopy(plansCopy).plans
  useSiteCopy(helpCopy)
  const country = useSelectedCountry()
  usePageMeta({ title: t('pages.subscriptionPlans'), description: copy.meta })
  const plans = useApiResource(country.code ? `plans:${country.code}` : null, (signal) => client.api.plans.list({ country: country.code ?? '' }, { signal }))

  let body
  if (plans.status === 'error') body = <ApiFailure message={plans.error ?? ''} onRetry={plans.retry} />
  else if (plans.status === 'loading' || !plans.value) body = <Spinner label={t('common.loading')} />
  else if (plans.value.length === 0) {
    body = (
      <p>
        {t('plans.none', { country: country.name })} <Link to={`${paths.help}?subject=plan`}>{copy.ask}</Link>
      </p>
    )
  } else {
    body = (
      <ul className="site-grid site-plans">
        {plans.value.map((plan) => {
          const price = money(plan.price_monthly, plan.currency)
          return (
            <li key={plan.code} className="site-card site-plan">
              <h2>{plan.name}</h2>
              <p className="site-price">{t('plans.perMonth', { price })}</p>
              <p>{plan.description}</p>
              <ul>
                {plan.features.map((feature) => (
                  <li key={feature}>{feature}</li>
                ))}
              </ul>
              <p>
                <Link className="site-button" to={askHref(t('help.planMessage', { plan: plan.name, price }))}>
                  {t('plans.subscribe', { plan: plan.name })}
                </Link>
              </p>
            </li>
          )
        })}
      </ul>
    )
  }

  return (
    <div className="site-page site-article">
      <h1>{t('pages.subscriptionPlans')}</h1>
      <p className="site-lead">{copy.lead}</p>
      {body}
      <p className="site-hint">{copy.subscribeHint}</p>
    </div>
  )
}
