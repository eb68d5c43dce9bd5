import { Vehicles, useTranslation } from '../sdk.ts'
import { useLoginDialog } from '../shell/LoginDialogContext.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { ProfileForm } from './ProfileForm.tsx'

/** `/profile` (token required): the driver's details and saved vehicles. */
export default function ProfilePage() {
  const { t } = useTranslation()
  const { openLogin } = useLoginDialog()
  usePageMeta({ title: t('pages.profile'), description: t('site.meta.profile') })
  return (
    <div className="site-page site-stack">
      <h1>{t('pages.profile')}</h1>
      <ProfileForm />
      <Vehicles onLogin={() => openLogin()} />
    </div>
  )
}
