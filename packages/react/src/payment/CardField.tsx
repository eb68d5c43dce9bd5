import { useEffect, useId, useRef } from 'react'
import type { LoadedGateway } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { paymentsTexts } from './paymentsTexts.ts'
import { addStyles } from '../theme/adoptStyles.ts'
import { CARD_FIELD_CSS } from './cardFieldCss.ts'

/** The card provider's own field (Stripe Elements), mounted in a labelled group. */
export function CardField({ gateway }: { gateway: LoadedGateway }) {
  addStyles(CARD_FIELD_CSS)
  const { t } = useTranslation()
  paymentsTexts.useTexts()
  const labelId = useId()
  const hintId = useId()
  const host = useRef<HTMLDivElement>(null)

  useEffect(() => {
    const container = host.current
    if (!container) return
    gateway.adapter.mountCard?.(container)
    return () => container.replaceChildren()
  }, [gateway])

  return (
    <div className="pk-stack pk-card-field" role="group" aria-labelledby={labelId} aria-describedby={hintId}>
      <span id={labelId} className="pk-label">
        {t('payments.cardLabel')}
      </span>
      <div ref={host} className="pk-card-field-host" />
      <span id={hintId} className="pk-muted pk-small">
        {t('payments.cardHint')}
      </span>
    </div>
  )
}
