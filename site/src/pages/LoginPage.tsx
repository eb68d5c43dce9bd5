import { Link, useNavigate } from 'react-router'
import { LoginForm, authTexts, loginTexts, useTranslation } from '../sdk.ts'
import { paths } from '../routing/paths.ts'
import { usePageMeta } from '../shell/usePageMeta.ts'

/**
 * `/auth` (bare layout) and `/get-started` (main layout): the login form on a page, with the
 * ways to create an account and to reset a password. Signed in, the driver goes home.
 */
export default function LoginPage({ variant }: { variant: 'auth' | 'get-started' }) {
  const { t } = useTranslation()
  authTexts.useTexts()
  loginTexts.useTexts()
  const navigate = useNavigate()
  const getStarted = variant === 'get-started'
  const registerPath = getStarted ? paths.register : paths.authRegister
  const forgotPath = getStarted ? paths.forgotPassword : paths.authForgotPassword
  usePageMeta({ title: getStarted ? t('pages.getStarted') : t('pages.auth'), description: getStarted ? t('site.meta.getStarted') : t('site.meta.auth') })
  return (
    <div className={getStarted ? 'site-page site-page-narrow' : 'site-auth-card'}>
      <h1>{getStarted ? t('auth.getStarted.title') : t('pages.auth')}</h1>
      {getStarted ? <p>{t('auth.getStarted.body')}</p> : null}
      <LoginForm
        onLoggedIn={() => void navigate(paths.home)}
        onForgotPassword={({ email }) => void navigate(forgotPath, { state: { email } })}
        onCreateAccount={({ email }) => void navigate(registerPath, { state: { email } })}
      />
      {getStarted ? (
        <p>
          {t('login.noAccount')} <Link to={registerPath}>{t('login.createAccount')}</Link>
        </p>
      ) : null}
    </div>
  )
}
