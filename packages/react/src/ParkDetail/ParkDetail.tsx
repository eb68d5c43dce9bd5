import { useEffect, useId, useRef } from 'react'
import type { Park } from '@parkade/core'
import { useTranslation } from '../i18n/useTranslation.ts'
import { errorEvent } from '../provider/errorEvent.ts'
import { useParkade } from '../provider/useParkade.ts'
import { ParkadeRoot } from '../theme/ParkadeRoot.tsx'
import { Alert } from '../ui/Alert.tsx'
import { ParkPicture } from '../ui/ParkPicture.tsx'
import { Spinner } from '../ui/Spinner.tsx'
import { ParkAmenities } from './ParkAmenities.tsx'
import { DirectionsLink } from '../ui/DirectionsLink.tsx'
import { ParkFacts } from './ParkFacts.tsx'
import { ParkFees } from './ParkFees.tsx'
import { ParkRatePanel } from './ParkRatePanel.tsx'
import { useParkDetail } from './useParkDetail.ts'
import type { ParkBookRequest } from './useParkDetail.ts'
import { parkTexts } from './parkTexts.ts'
import { amenitiesTexts } from './amenitiesTexts.ts'
import { addStyles } from '../theme/adoptStyles.ts'
import { PARK_LAYOUT_CSS } from './parkLayoutCss.ts'

export interface ParkDetailProps {
  /** The park's id, slug or park code (the QR landing). */
  park: number | string | null | undefined
  /** The park as the host has just read it for `park`: shown at once, not asked of the API again. */
  initialPark?: Park | null
  /** The vehicle type whose rate shows first (default 1). */
  initialVehicleTypeId?: number
  /** The Book action; without it no Book button is shown. */
  onBook?: (request: ParkBookRequest) => void
  /** Level of the park's name in the host page (default 2); its sections go one below. */
  headingLevel?: 2 | 3 | 4
  /**
   * Moves focus to the park's name once it loads, for a detail opened by the driver's action.
   * Whatever this says, a later change of `park` takes focus to the new park.
   */
  autoFocus?: boolean
}

/** A park's details, its rate by vehicle type, its country's fees and a Book action. */
export function ParkDetail({ park: parkKey, initialPark, initialVehicleTypeId, onBook, headingLevel = 2, autoFocus = false }: ParkDetailProps) {
  addStyles(PARK_LAYOUT_CSS)
  const { t, tm } = useTranslation()
  parkTexts.useTexts()
  amenitiesTexts.useTexts()
  const { client, emit } = useParkade()
  const detail = useParkDetail({
    park: parkKey,
    ...(initialPark ? { initialPark } : {}),
    ...(initialVehicleTypeId !== undefined ? { initialVehicleTypeId } : {}),
    ...(onBook ? { onBook } : {}),
  })
  const { park, status } = detail
  const headingId = useId()
  const Title = `h${headingLevel}` as 'h2'
  const Section = `h${headingLevel + 1}` as 'h3'
  const rateId = useId()
  const feesId = useId()
  const amenitiesId = useId()
  const entryId = useId()
  const aboutId = useId()
  const heading = useRef<HTMLHeadingElement>(null)

  // Another park chosen while this one is shown (a search beside it): the reader goes to it.
  const firstKey = useRef(parkKey)
  const focusPending = useRef(autoFocus)
  useEffect(() => {
    if (parkKey !== firstKey.current) focusPending.current = true
  }, [parkKey])
  useEffect(() => {
    if (status !== 'loading' && focusPending.current) {
      focusPending.current = false
      heading.current?.focus()
    }
  }, [status, park])

  const ready = useRef(false)
  useEffect(() => {
    if (ready.current || status === 'loading') return
    ready.current = true
    emit('ready', { widget: 'park-detail' })
  }, [status, emit])

  useEffect(() => {
    if (status === 'error' && detail.error) emit('error', errorEvent(detail.error, 'park-detail', client.i18n))
  }, [client, status, detail.error, emit])

  let body
  if (status === 'loading') {
    body = <Spinner label={t('park.loading')} />
  } else if (detail.notFound) {
    body = (
      <>
        <Title id={headingId} ref={heading} tabIndex={-1}>
          {t('park.notFoundTitle')}
        </Title>
        <Alert tone="error">{t('park.notFoundBody')}</Alert>
      </>
    )
  } else if (!park) {
    body = (
      <>
        <Title id={headingId} ref={heading} tabIndex={-1}>
          {t('park.details')}
        </Title>
        <Alert
          tone="error"
          action={
            <button type="button" className="pk-button pk-button-secondary" onClick={detail.retry}>
              {t('common.retry')}
            </button>
          }
        >
          {tm(detail.error ?? '')}
        </Alert>
      </>
    )
  } else {
    body = (
      <>
        <div className="pk-row pk-between">
          <Title id={headingId} ref={heading} tabIndex={-1}>
            {park.name}
          </Title>
          <span className="pk-badge">{t(`common.parkTypes.${park.type}`)}</span>
        </div>
        {/* Facts, then what it costs and Book, then the rest: the reading order on a phone. From 760 px
            wide the booking card sits on the right beside the facts and stays in view (styles.ts). */}
        <div className="pk-park-layout">
          <div className="pk-stack pk-park-facts">
            {/* The page's one picture, at its top: described, so a screen reader knows what it shows. */}
            <ParkPicture src={park.image_url} alt={t('park.imageAlt', { name: park.name })} />
            <ParkFacts park={park} />
          </div>
          <div className="pk-stack pk-park-aside">
            <ParkRatePanel
              park={park}
              vehicleTypes={detail.vehicleTypes}
              vehicleTypeId={detail.vehicleTypeId}
              onVehicleTypeChange={detail.setVehicleTypeId}
              rate={detail.rate}
              headingId={rateId}
              headingLevel={(headingLevel + 1) as 3}
            />
            <ParkFees fees={detail.fees} headingId={feesId} headingLevel={(headingLevel + 1) as 3} />
            <div className="pk-row">
              {onBook ? (
                <button type="button" className="pk-button" disabled={!detail.canBook} onClick={detail.book}>
                  {t('park.bookNow')}
                </button>
              ) : null}
              <DirectionsLink place={park} />
            </div>
          </div>
          <div className="pk-stack pk-park-more">
            <section className="pk-stack" aria-labelledby={amenitiesId}>
              <Section id={amenitiesId}>{t('park.amenities')}</Section>
              <ParkAmenities amenities={park.amenities ?? []} />
            </section>
            {park.entry_instructions ? (
              <section className="pk-stack" aria-labelledby={entryId}>
                <Section id={entryId}>{t('park.entryInstructions')}</Section>
                <p>{park.entry_instructions}</p>
              </section>
            ) : null}
            {park.description ? (
              <section className="pk-stack" aria-labelledby={aboutId}>
                <Section id={aboutId}>{t('park.description')}</Section>
                <p>{park.description}</p>
              </section>
            ) : null}
          </div>
        </div>
      </>
    )
  }

  return (
    <ParkadeRoot feature="park-detail" as="section" aria-labelledby={status === 'loading' ? undefined : headingId} aria-busy={status === 'loading' || undefined}>
      <div className="pk-stack">{body}</div>
    </ParkadeRoot>
  )
}
