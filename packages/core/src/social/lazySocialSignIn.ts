import type { TranslationKey } from '../i18n/translationKey.ts'
import type { SocialSignIn, SocialSignInOptions } from './createSocialSignIn.ts'

/**
 * `client.social` whose code arrives when it is first used (a social button, or a redirect coming
 * back), as Firebase does after it: most pages never sign in with Google or Apple. A fetch that
 * fails says what Firebase failing to load says (SPEC §8), and is tried again next time.
 */
export function lazySocialSignIn(options: SocialSignInOptions): SocialSignIn {
  let made: Promise<SocialSignIn> | null = null
  const real = () =>
    (made ??= import('./createSocialSignIn.ts').then(
      ({ createSocialSignIn }) => createSocialSignIn(options),
      (cause: unknown) => {
        made = null
        throw new Error('login.errors.unavailable' satisfies TranslationKey, { cause })
      },
    ))
  const redirectPending = () => options.sessionStorage.get('social_redirect') !== null
  return {
    signIn: (provider, providerOptions) => real().then((social) => social.signIn(provider, providerOptions)),
    redirectPending,
    // Nothing pending and nothing loaded yet: the answer is null, as the sign-in's own would be.
    processRedirectResult: () => (made || redirectPending() ? real().then((social) => social.processRedirectResult()) : Promise.resolve(null)),
  }
}
