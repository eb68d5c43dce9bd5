import { Bookings, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { useLoginDialog } from '../shell/LoginDialogContext.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'

/** `/bookings`: without a token, 'Please login to view your account' and 'Login to Continue' (SPEC §2). */
export default function BookingsPage() {
  const { t } = useTranslation()
  const { openLogin } = useLoginDialog()
  usePageMeta({ title: t('pages.bookings'), description: t('site.meta.bookings') })
  return (
    <div className="site-page">
      <h1 className="visually-hidden">{t('pages.bookings')}</h1>
      <Bookings detailHref={paths.bookingDetails} onLogin={() => openLogin()} />
    </div>
  )
}
