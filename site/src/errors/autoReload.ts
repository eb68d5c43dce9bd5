import { browser } from '../app/browser.ts'

const KEY = 'parkade-site:auto-reloaded'

/**
 * SPEC §4: the error boundary reloads by itself once. The attempt is remembered in
 * sessionStorage so the reloaded page does not reload again on the same failure. Without
 * sessionStorage nothing can be remembered, so no automatic reload at all (never a loop).
 */
export function claimAutoReload(): boolean {
  const session = browser.session()
  if (!session) return false
  try {
    if (session.getItem(KEY) !== null) return false
    session.setItem(KEY, String(Date.now()))
    return true
  } catch {
    return false
  }
}

/**
 * Called when the driver reaches another page without an error: a later failure may reload once
 * again. Not on the first successful render, or an error that always follows the render (a map
 * failing in an effect) would reload forever.
 */
export function releaseAutoReload(): void {
  try {
    browser.session()?.removeItem(KEY)
  } catch {
    // Storage denied: nothing was remembered either.
  }
}

export function autoReloadClaimed(): boolean {
  try {
    return browser.session()?.getItem(KEY) != null
  } catch {
    return false
  }
}
