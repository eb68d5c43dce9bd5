/* global Parkade -- the loader snippet defined it */
// Runs before parkade.js has arrived: every call goes into Parkade.q.
window.queuedBeforeBundle = typeof window.Parkade === 'function' && !('destroy' in window.Parkade)
window.heardOnce = []
Parkade('init', { apiBaseUrl: document.currentScript.dataset.api, country: 'NG' })
Parkade('on', 'ready', (payload) => window.heardOnce.push(payload.widget))
Parkade('mount', '#slot', 'park-search', { query: 'Ikeja' })
