import type { Park } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { Alert } from '../ui/Alert.tsx'
import { useFormat } from '../ui/useFormat.ts'
import { VehicleTypeSelect } from '../ParkSearch/VehicleTypeSelect.tsx'
import type { PublicVehicleTypesResult } from '../ParkSearch/usePublicVehicleTypes.ts'
import type { ParkRateState } from './useParkDetail.ts'
import { parkTexts } from './parkTexts.ts'

export interface ParkRatePanelProps {
  park: Park
  vehicleTypes: PublicVehicleTypesResult
  vehicleTypeId: number
  onVehicleTypeChange: (vehicleTypeId: number) => void
  rate: ParkRateState
  headingId: string
  headingLevel?: 3 | 4 | 5
}

/** The vehicle type selector and the park's hourly and daily rate for it, announced when it changes. */
export function ParkRatePanel({ park, vehicleTypes, vehicleTypeId, onVehicleTypeChange, rate, headingId, headingLevel = 3 }: ParkRatePanelProps) {
  const Heading = `h${headingLevel}` as 'h3'
  const { t, tm } = useTranslation()
  parkTexts.useTexts()
  const { money } = useFormat()
  const currency = rate.rate?.currency ?? park.currency
  return (
    <section className="pk-card pk-stack" aria-labelledby={headingId}>
      <Heading id={headingId}>{t('park.rate')}</Heading>
      <VehicleTypeSelect vehicleTypes={vehicleTypes} value={vehicleTypeId} onChange={onVehicleTypeChange} />
      <div aria-live="polite" data-testid="park-rate">
        {rate.unavailable ? <p className="pk-muted">{t('park.noRateForType')}</p> : null}
        {!rate.unavailable && (rate.status === 'loading' || rate.status === 'idle') ? (
          <p className="pk-row pk-muted">
            <span className="pk-spinner" aria-hidden="true" />
            {t('park.rateLoading')}
          </p>
        ) : null}
        {!rate.unavailable && rate.status === 'success' && rate.rate ? (
          <dl className="pk-row pk-between">
            <div>
              <dt className="pk-muted pk-small">{t('park.hourly')}</dt>
              <dd className="pk-price">{money(rate.rate.hourly_rate, currency)}</dd>
            </div>
            <div>
              <dt className="pk-muted pk-small">{t('park.daily')}</dt>
              <dd className="pk-price">{money(rate.rate.daily_rate, currency)}</dd>
            </div>
          </dl>
        ) : null}
      </div>
      {!rate.unavailable && rate.status === 'error' ? (
        <Alert
          tone="error"
          action={
            <button type="button" className="pk-button pk-button-secondary" onClick={rate.retry}>
              {t('common.retry')}
            </button>
          }
        >
          {tm(rate.error ?? '')}
        </Alert>
      ) : null}
    </section>
  )
}
