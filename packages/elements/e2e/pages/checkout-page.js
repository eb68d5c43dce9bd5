/* global Parkade -- the loader snippet defined it */
// A checkout for the park, country and language in the URL's fragment
// (#park=…&country=US&lang=fr&token=…&auto-open&create-account-url=…), and a <parkade-login> in the
// header; #memory keeps the session out of web storage; #proxied reaches the API through this
// origin's own proxy (/proxied/…).
const options = new URLSearchParams(location.hash.slice(1))
Parkade('init', {
  apiBaseUrl: options.has('proxied') ? `${location.origin}/proxied/api/v1` : document.currentScript.dataset.api,
  country: options.get('country') || 'NG',
  lang: options.get('lang') || undefined,
  token: options.get('token') || undefined,
  clientOptions: options.has('memory') ? { storage: null } : undefined,
})
Parkade('mount', '#header', 'login', { autoOpen: options.has('auto-open') })
Parkade('mount', '#slot', 'checkout', { park: options.get('park'), createAccountUrl: options.get('create-account-url') })
