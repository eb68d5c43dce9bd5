import { useNavigate } from 'react-router'
import { VerifyEmailForm, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { useRouteEmail } from './useRouteEmail.ts'

/** `/verify`: the 6-digit code from the e-mail; verified, the driver is signed in and may add a vehicle. */
export default function VerifyPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const email = useRouteEmail()
  usePageMeta({ title: t('pages.verify'), description: t('site.meta.verify') })
  return (
    <div className="site-auth-card">
      <h1 className="visually-hidden">{t('pages.verify')}</h1>
      <VerifyEmailForm {...(email ? { email } : {})} onVerified={() => void navigate(paths.addVehicle)} />
    </div>
  )
}
