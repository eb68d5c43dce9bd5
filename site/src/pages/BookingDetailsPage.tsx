import { useNavigate, useParams } from 'react-router'
import { BookingDetail, useParkade, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { Spinner } from '../shell/Spinner.tsx'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { AccessDeniedContent } from './AccessDeniedContent.tsx'
import { StatusPageContent } from './StatusPageContent.tsx'
import { useApiResource } from './useApiResource.ts'

/**
 * `/booking-details/{bookingCode}` (token required): the booking with extend, cancel and renew.
 * A booking the API refuses this driver (403) is the 403 page; a code that matches none of this
 * driver's bookings (404: the API does not tell another driver's code from a wrong one) says so.
 */
export default function BookingDetailsPage() {
  const { code = '' } = useParams()
  const { t } = useTranslation()
  const { client } = useParkade()
  const navigate = useNavigate()
  const access = useApiResource(code ? `booking:${code}` : null, (signal) => client.api.bookings.get(code, { signal }))
  usePageMeta({ title: t('pages.bookingDetails'), description: t('site.meta.bookingDetails') })

  if (access.status === 'error' && access.httpStatus === 403) return <AccessDeniedContent />
  if (access.status === 'error' && access.httpStatus === 404) {
    return (
      <StatusPageContent
        meta={{ title: t('site.errors.bookingNotFoundTitle'), description: t('site.meta.bookingDetails') }}
        heading={t('site.errors.bookingNotFoundTitle')}
        body={t('site.errors.bookingNotFoundBody', { code })}
      />
    )
  }
  return (
    <div className="site-page">
      <h1 className="visually-hidden">{t('pages.bookingDetails')}</h1>
      {access.status === 'loading' ? <Spinner label={t('common.loading')} /> : <BookingDetail bookingCode={code} onBack={() => void navigate(paths.bookings)} />}
    </div>
  )
}
