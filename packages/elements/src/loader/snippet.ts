// The loader partners paste into their page, like Google Analytics' and Cal.com's: it defines
// `window.Parkade` as a function that queues its calls in `Parkade.q` and injects parkade.js
// once; parkade.js replaces the function and runs the queue. This file is the only source of
// the snippet: the docs show these strings and the build writes `dist/loader.js` from them.

function snippet(srcExpression: string): string {
  return `!function(w,d,n,u,p,s){p=w[n]=w[n]||function(){(p.q=p.q||[]).push(arguments)};if(!p.l){p.l=1;s=d.createElement("script");s.async=!0;s.src=u;d.head.appendChild(s)}}(window,document,"Parkade",${srcExpression});`
}

/** A JavaScript string literal that is also safe inside an inline `<script>`. */
function scriptString(value: string): string {
  return JSON.stringify(value).replace(/</g, '\\u003c')
}

/** What `LOADER_SNIPPET` holds where parkade.js's URL goes. */
export const LOADER_SRC_PLACEHOLDER = 'PARKADE_JS_URL'

/**
 * The snippet's text with `"PARKADE_JS_URL"` where parkade.js's URL goes; `loaderSnippet(src)`
 * fills it in. Paste it in a `<script>` (or, under a strict CSP, serve it as a file).
 */
export const LOADER_SNIPPET: string = snippet(scriptString(LOADER_SRC_PLACEHOLDER))

/** The loader snippet that injects parkade.js from `src`. */
export function loaderSnippet(src: string): string {
  return snippet(scriptString(src))
}

/**
 * The snippet as a file (`dist/loader.js`): it loads the parkade.js that sits next to it, so a
 * page under `script-src 'self'` can use `<script src="/parkade/loader.js" async>` (or `defer`).
 */
export const LOADER_FILE: string = snippet('document.currentScript.src.replace(/[^/?#]*([?#].*)?$/,"parkade.js")')

/**
 * The first line of a page's own init file, when inline scripts are banned: an `async` loader may
 * run after that file (and a `defer` one runs after any file that is not deferred), so the file
 * defines the same queue itself. Its `Parkade(…)` calls wait in `Parkade.q`; the loader keeps that
 * queue and injects parkade.js, which runs it. Harmless when the loader or parkade.js came first.
 */
export const QUEUE_SNIPPET = 'window.Parkade=window.Parkade||function p(){(p.q=p.q||[]).push(arguments)};'
