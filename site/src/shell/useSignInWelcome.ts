import { useEffect, useRef } from 'react'
import { useNavigate } from 'react-router'
import { SOCIAL_FLAG_CLEAR_MS, SOCIAL_LOGIN_RELOAD_DELAY_MS, describeError, loginTexts, useParkade, useTranslation } from '../sdk.ts'
import type { ToastKind, UserProfile } from '../sdk.ts'
import { browser } from '../app/browser.ts'
import { paths } from '../routing/paths.ts'
import { useToasts } from '../toasts/useToasts.ts'

const WELCOME_KEY = 'parkade-site:social-welcome'
type Welcome = Extract<ToastKind, 'created' | 'linked' | 'welcomeBack'>

function isWelcome(value: unknown): value is Welcome {
  return value === 'created' || value === 'linked' || value === 'welcomeBack'
}

/**
 * The welcome messages of SPEC §1 and §9 and the social sign-in sequence of SPEC §4.
 * - Password sign-in: 'Welcome back' (3 s). Registration: the new-account welcome (5 s).
 * - Social sign-in: core has set the success flag; the site goes home and reloads 500 ms later.
 *   After the reload the flag (with a token) completes the sign-in — profile loaded — and the
 *   welcome for a new (5 s), linked (6 s) or returning (3 s) user shows; the flag is cleared 1 s
 *   after that toast. Which welcome it is survives the reload in sessionStorage.
 */
export function useSignInWelcome(): void {
  const { client } = useParkade()
  const { t, tm, language } = useTranslation()
  const toasts = useToasts()
  const navigate = useNavigate()
  // Read through a ref: navigate changes with every location, and a new subscription would drop the pending reload.
  const texts = useRef({ t, tm, language, navigate, toasts })
  useEffect(() => {
    texts.current = { t, tm, language, navigate, toasts }
  })

  const welcomeText = (kind: Welcome, user: UserProfile | null) => {
    const { t } = texts.current
    if (kind === 'created') return t('toasts.socialLogin.newAccount')
    if (kind === 'linked') return t('toasts.socialLogin.linkedAccount')
    const name = user?.first_name?.trim()
    return name ? t('toasts.socialLogin.welcomeBackNamed', { name }) : t('toasts.socialLogin.welcomeBack')
  }

  useEffect(() => {
    let reload: ReturnType<typeof setTimeout> | undefined
    const off = client.events.on('login', (login) => {
      const { toasts, navigate } = texts.current
      if (login.method === 'password') toasts.show(welcomeText('welcomeBack', login.user), 'welcomeBack')
      else if (login.method === 'register') toasts.show(welcomeText('created', login.user), 'created')
      else if (login.method === 'social') {
        const kind: Welcome = login.isAccountLinked ? 'linked' : login.isNewUser ? 'created' : 'welcomeBack'
        browser.session()?.setItem(WELCOME_KEY, kind)
        void navigate(paths.home)
        clearTimeout(reload)
        reload = setTimeout(() => browser.reload(), SOCIAL_LOGIN_RELOAD_DELAY_MS)
      }
    })
    return () => {
      off()
      clearTimeout(reload)
    }
  }, [client])

  const completing = useRef(false)
  useEffect(() => {
    if (completing.current || client.storage.get('social_login_success') !== true) return
    completing.current = true
    let clear: ReturnType<typeof setTimeout> | undefined
    const auth = client.stores.auth.getState()
    auth.completeSocialLogin().then(
      ({ profile }) => {
        const session = browser.session()
        const stored = session?.getItem(WELCOME_KEY)
        session?.removeItem(WELCOME_KEY)
        const kind: Welcome = isWelcome(stored) ? stored : 'welcomeBack'
        toasts.show(welcomeText(kind, profile), kind)
        clear = setTimeout(() => client.stores.auth.getState().clearSocialLoginFlag(), SOCIAL_FLAG_CLEAR_MS)
      },
      // A failed sign-in's texts are the login's, which the site's login dialog fetches: on Preact
      // this effect may run before they are there. Were they not to arrive, core's 'Something went
      // wrong' says it.
      (error: unknown) =>
        void loginTexts
          .load(texts.current.language)
          .then(() => loginTexts.register(client))
          .then(
            () => toasts.show(texts.current.tm(describeError(error))),
            () => toasts.show(texts.current.t('screens.somethingWentWrong.title')),
          ),
    )
    return () => clearTimeout(clear)
  }, [client, toasts])
}
