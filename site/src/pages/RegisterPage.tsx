import { useNavigate } from 'react-router'
import { RegisterForm, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'
import { useRouteEmail } from './useRouteEmail.ts'

/** `/register` and `/auth/register`: create the account, then verify the email on /verify. */
export default function RegisterPage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const email = useRouteEmail()
  usePageMeta({ title: t('pages.register'), description: t('site.meta.register') })
  return (
    <div className="site-auth-card">
      <h1 className="visually-hidden">{t('pages.register')}</h1>
      <RegisterForm {...(email ? { email } : {})} loginHref={paths.auth} onRegistered={({ email: registered }) => void navigate(paths.verify, { state: { email: registered } })} />
    </div>
  )
}
