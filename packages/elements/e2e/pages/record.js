// Records every parkade:* event that reaches the document, and every CSP violation.
window.parkadeEvents = []
window.cspViolations = []
for (const name of ['ready', 'park-selected', 'booking-created', 'payment-succeeded', 'payment-failed', 'login', 'logout', 'auth-required', 'error', 'country-changed', 'language-changed']) {
  document.addEventListener(`parkade:${name}`, (event) => {
    window.parkadeEvents.push({ type: event.type, target: event.target.tagName.toLowerCase(), bubbles: event.bubbles, composed: event.composed, detail: JSON.parse(JSON.stringify(event.detail ?? null)) })
  })
}
document.addEventListener('securitypolicyviolation', (event) => window.cspViolations.push(`${event.violatedDirective} ${event.blockedURI}`))
