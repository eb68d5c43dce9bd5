/* global Parkade -- the loader snippet defined it */
// The host's own sign-in hands its session to Parkade: here the token and country arrive in the
// URL's fragment (#token=…&country=US), which survives the provider's return to this page.
const session = new URLSearchParams(location.hash.slice(1))
Parkade('init', { apiBaseUrl: document.currentScript.dataset.api, country: session.get('country') || 'NG', token: session.get('token') })
