import type { LoadFirebaseAuth } from './types.ts'

/**
 * Firebase Authentication, loaded on first use. Hosts pass it to `createParkadeClient({ firebase })`;
 * the client does not import it itself, so a bundle that never offers social sign-in (the one-tag
 * `parkade.js`) never contains Firebase.
 */
export const loadFirebaseAuth: LoadFirebaseAuth = async (settings) => {
  const { createFirebaseAuthBoundary } = await import('./firebaseAuthBoundary.ts')
  return createFirebaseAuthBoundary(settings)
}
