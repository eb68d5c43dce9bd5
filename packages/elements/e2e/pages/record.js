// Records every parkade:* event that reaches the document, and every CSP violation. A page whose
// tag says data-persist keeps them in sessionStorage too, so those heard before a payment's
// return to the page still count.
const persist = document.currentScript?.dataset.persist !== undefined
window.parkadeEvents = persist ? JSON.parse(sessionStorage.getItem('parkadeEvents') ?? '[]') : []
window.cspViolations = []
for (const name of ['ready', 'park-selected', 'booking-created', 'payment-succeeded', 'payment-failed', 'login', 'logout', 'auth-required', 'error', 'country-changed', 'language-changed']) {
  document.addEventListener(`parkade:${name}`, (event) => {
    window.parkadeEvents.push({ type: event.type, target: event.target.tagName.toLowerCase(), bubbles: event.bubbles, composed: event.composed, detail: recordable(event.detail) })
    if (persist) sessionStorage.setItem('parkadeEvents', JSON.stringify(window.parkadeEvents))
  })
}
/** The detail as data: an Error (a `cause`) becomes its name and message. */
function recordable(detail) {
  if (!detail) return null
  const cause = detail.cause instanceof Error ? { name: detail.cause.name, message: detail.cause.message } : detail.cause
  return JSON.parse(JSON.stringify({ ...detail, ...(cause === undefined ? {} : { cause }) }))
}
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`))
