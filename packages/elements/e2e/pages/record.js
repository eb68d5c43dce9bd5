// Records every parkade:* event that reaches the document, and every CSP violation. A page whose
// tag says data-persist keeps them in sessionStorage too, so those heard before a payment's
// return to the page still count.
const persist = document.currentScript?.dataset.persist !== undefined
window.parkadeEvents = persist ? JSON.parse(sessionStorage.getItem('parkadeEvents') ?? '[]') : []
window.cspViolations = []
for (const name of ['ready', 'park-selected', 'booking-created', 'payment-succeeded', 'payment-failed', 'login', 'logout', 'auth-required', 'error', 'country-changed', 'language-changed']) {
  document.addEventListener(`parkade:${name}`, (event) => {
    window.parkadeEvents.push({ type: event.type, target: event.target.tagName.toLowerCase(), bubbles: event.bubbles, composed: event.composed, detail: JSON.parse(JSON.stringify(event.detail ?? null)) })
    if (persist) sessionStorage.setItem('parkadeEvents', JSON.stringify(window.parkadeEvents))
  })
}
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`))
