// The only module that imports Firebase. It is reached through `loadFirebaseAuth`'s dynamic
// import, so bundlers put Firebase in a chunk of its own, fetched when a social button is used.
// Namespace imports: `firebase` is an optional peer dependency, and a partner's Vite build without it
// stands in an empty module, from which named imports fail the build ("not exported") even though
// nothing calls this module; members of a namespace still tree-shake.
import * as firebaseApp from 'firebase/app'
import * as firebaseAuth from 'firebase/auth'
import type { Auth, AuthProvider } from 'firebase/auth'
import type { SocialProvider } from '../api/types.ts'
import { emulatorIdentity } from './emulatorIdentity.ts'
import type { FirebaseAuthBoundary, FirebaseSettings, ProviderOptions } from './types.ts'

const APP_NAME = 'parkade'

function providerFor(provider: SocialProvider, { loginHint, language }: ProviderOptions): AuthProvider {
  if (provider === 'google') {
    const google = new firebaseAuth.GoogleAuthProvider()
    google.addScope('email')
    google.addScope('profile')
    google.setCustomParameters({ prompt: 'select_account', ...(loginHint ? { login_hint: loginHint } : {}), ...(language ? { hl: language } : {}) })
    return google
  }
  const apple = new firebaseAuth.OAuthProvider('apple.com')
  apple.addScope('email')
  apple.addScope('name')
  if (language) apple.setCustomParameters({ locale: language })
  return apple
}

/** The emulator's stand-in for the provider's pages: it accepts an unsigned provider ID token. */
function emulatorCredential(provider: SocialProvider, options: ProviderOptions) {
  const idToken = JSON.stringify(emulatorIdentity(provider, options.loginHint))
  return provider === 'google' ? firebaseAuth.GoogleAuthProvider.credential(idToken) : new firebaseAuth.OAuthProvider('apple.com').credential({ idToken })
}

const connected = new WeakSet<Auth>()

export function createFirebaseAuthBoundary(settings: FirebaseSettings): FirebaseAuthBoundary {
  const app = firebaseApp.getApps().some((existing) => existing.name === APP_NAME) ? firebaseApp.getApp(APP_NAME) : firebaseApp.initializeApp(settings.config, APP_NAME)
  const auth = firebaseAuth.getAuth(app)
  const emulator = settings.authEmulatorUrl ?? null
  if (emulator && !connected.has(auth)) {
    firebaseAuth.connectAuthEmulator(auth, emulator, { disableWarnings: true })
    connected.add(auth)
  }

  return {
    async signInWithPopup(provider, options) {
      if (emulator) return (await firebaseAuth.signInWithCredential(auth, emulatorCredential(provider, options))).user
      return (await firebaseAuth.signInWithPopup(auth, providerFor(provider, options))).user
    },
    async signInWithRedirect(provider, options) {
      await firebaseAuth.signInWithRedirect(auth, providerFor(provider, options))
    },
    async getRedirectResult() {
      return (await firebaseAuth.getRedirectResult(auth))?.user ?? null
    },
    signOut: () => firebaseAuth.signOut(auth),
  }
}
