import { directionsUrl } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'

export interface DirectionsLinkProps {
  /** The park (or any point) to drive to. */
  place: { name: string; lat: number; lng: number }
  className?: string
}

/** "Directions": opens the driver's maps app at the park's entrance, in a new tab on the web. */
export function DirectionsLink({ place, className = 'pk-button pk-button-secondary' }: DirectionsLinkProps) {
  const { t } = useTranslation()
  return (
    <a
      className={className}
      href={directionsUrl({ lat: place.lat, lng: place.lng, label: place.name })}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={t('common.directionsTo', { place: place.name })}
      data-testid="directions-link"
    >
      {t('common.directions')}
    </a>
  )
}
