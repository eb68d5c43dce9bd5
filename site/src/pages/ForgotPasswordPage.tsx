import { ForgotPasswordForm, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { useRouteEmail } from './useRouteEmail.ts'

/** `/forgot-password` and `/auth/forgot-password`: a code by e-mail, then a new password. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation()
  const email = useRouteEmail()
  usePageMeta({ title: t('pages.forgotPassword'), description: t('site.meta.forgotPassword') })
  return (
    <div className="site-auth-card">
      <h1 className="visually-hidden">{t('pages.forgotPassword')}</h1>
      <ForgotPasswordForm {...(email ? { email } : {})} loginHref={paths.auth} />
    </div>
  )
}
