import { useState } from 'react'
import { useParkade, useTranslation } from '../sdk.ts'

export interface OtherCountryNoticeProps {
  parkCountry: string
  parkCountryName: string
  countryName: string
}

/** The park page's location check (see ParkPage): switch to the park's country, or keep this one. */
export function OtherCountryNotice({ parkCountry, parkCountryName, countryName }: OtherCountryNoticeProps) {
  const { t } = useTranslation()
  const { client } = useParkade()
  const [kept, setKept] = useState(false)
  if (kept) return null
  return (
    <div className="site-alert site-alert-info" role="status">
      <p>{t('site.park.otherCountry', { parkCountry: parkCountryName, country: countryName })}</p>
      <div className="site-actions">
        <button type="button" className="site-button" onClick={() => client.stores.country.getState().setCountry(parkCountry)}>
          {t('site.park.switchCountry', { country: parkCountryName })}
        </button>
        <button type="button" className="site-button site-button-secondary" onClick={() => setKept(true)}>
          {t('site.park.keepCountry', { country: countryName })}
        </button>
      </div>
    </div>
  )
}
