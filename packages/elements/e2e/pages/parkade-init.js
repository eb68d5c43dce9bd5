window.Parkade=window.Parkade||function p(){(p.q=p.q||[]).push(arguments)};
/* global Parkade -- the line above defined it, if the loader had not yet */
// The page's own calls, in a file of its own: under a strict CSP nothing inline runs.
window.heardReady = []
Parkade('init', { apiBaseUrl: document.currentScript.dataset.api, country: 'NG' })
Parkade('on', 'ready', ({ widget }) => window.heardReady.push(widget))
Parkade('mount', '#slot', 'park-search', { query: 'Ikeja' })
