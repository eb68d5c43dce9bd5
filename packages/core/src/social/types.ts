import type { SocialProvider } from '../api/types.ts'

/** The web app settings Firebase gives a project (console → project settings → your apps). */
export interface FirebaseWebConfig {
  apiKey: string
  authDomain: string
  projectId: string
  appId?: string
}

/** What the SDK needs from a signed-in Firebase user. */
export interface FirebaseSignedInUser {
  uid: string
  email: string | null
  displayName: string | null
  photoURL: string | null
  getIdToken(): Promise<string>
}

export interface ProviderOptions {
  /** The email the driver typed, offered to the provider as a hint (the account chooser starts on it). */
  loginHint?: string
  /** The page language, for the provider's own screens. */
  language?: string
}

/**
 * The Firebase Authentication calls the sign-in flow makes. Errors are Firebase's own (`code`
 * such as 'auth/popup-blocked'); the flow maps them to SPEC §8 messages.
 */
export interface FirebaseAuthBoundary {
  signInWithPopup(provider: SocialProvider, options: ProviderOptions): Promise<FirebaseSignedInUser>
  /** Leaves the page; resolves only if the browser did not navigate. */
  signInWithRedirect(provider: SocialProvider, options: ProviderOptions): Promise<void>
  /** The user a redirect brought back, null when none. */
  getRedirectResult(): Promise<FirebaseSignedInUser | null>
  /** The Parkade token is the session; Firebase's own is dropped once exchanged. */
  signOut(): Promise<void>
}

export interface FirebaseSettings {
  config: FirebaseWebConfig
  /**
   * The Firebase Auth emulator, e.g. 'http://127.0.0.1:9099' (development and tests). A browser
   * offline cannot open Google's or Apple's pages, so with the emulator the provider step signs
   * in an emulator identity instead (the email the driver typed, else a new one); everything
   * after it — ID token, `POST /auth/social-login`, session — is the production path.
   */
  authEmulatorUrl?: string | null
}

/** Loads Firebase (a dynamic import: Firebase stays out of the first bundle) and connects it. */
export type LoadFirebaseAuth = (settings: FirebaseSettings) => Promise<FirebaseAuthBoundary>
