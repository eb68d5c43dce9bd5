// The CSS every component shares, scoped under `.parkade` and driven by `--pk-*` custom properties whose
// values come from the host's `--parkade-*` ones (inherited, also into shadow roots) or the defaults.
// Nothing else of the host's reaches it: `.parkade` (and an element's shadow host) start from
// `all: initial`, and sizes are multiples of `--pk-font-size`, never `rem` (the host's root size).
// It reaches the document or a shadow root as a constructable stylesheet (see adoptStyles), so
// it works under a strict Content-Security-Policy and never styles the host page. What one
// component alone uses (a park page's layout, a wallet's transactions, the dialog…) is a module
// beside it that it adds when it renders (addStyles): a page downloads the CSS of what it shows.
// PARKADE_CSS (parkadeCss.ts) is the whole, for a server's <style>.

/** Each colour's light and dark default; the host overrides them with `--parkade-*` and `--parkade-dark-*`. */
const PALETTE: Record<string, readonly [light: string, dark: string]> = {
  bg: ['#ffffff', '#12151c'],
  surface: ['#f6f7f9', '#1c2130'],
  text: ['#14171f', '#eef1f6'],
  muted: ['#4a5161', '#b5bccb'],
  border: ['#c9ced8', '#3a4254'],
  primary: ['#0b5cad', '#7cb6f5'],
  'primary-text': ['#ffffff', '#0b1220'],
  danger: ['#b3261e', '#ffb4ab'],
  'danger-bg': ['#fdecea', '#3b1512'],
  success: ['#1e6b34', '#9fdbad'],
  'success-bg': ['#e7f4ea', '#12301b'],
  focus: ['#0b5cad', '#7cb6f5'],
}

function colorProperties(scheme: 'light' | 'dark'): string {
  const prefix = scheme === 'dark' ? '--parkade-dark-color-' : '--parkade-color-'
  return Object.entries(PALETTE)
    .map(([name, [light, dark]]) => `  --pk-color-${name}: var(${prefix}${name}, ${scheme === 'dark' ? dark : light});`)
    .join('\n')
}

export const BASE_CSS: string = /* css */ `
:host { all: initial; }
.parkade {
${colorProperties('light')}
  --pk-radius: var(--parkade-radius, 10px);
  --pk-font: var(--parkade-font, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif);
  --pk-font-size: var(--parkade-font-size, 16px);
  --pk-space: var(--parkade-space, 8px);
  all: initial;
  display: block;
  box-sizing: border-box;
  font-family: var(--pk-font);
  font-size: var(--pk-font-size);
  line-height: 1.5;
  color: var(--pk-color-text);
  background: var(--pk-color-bg);
  border-radius: var(--pk-radius);
}
/* The widgets that are panels of their own get room inside their background; a page that frames them itself sets --parkade-panel-padding: 0. */
.parkade:is(.parkade-park-search, .parkade-park-detail, .parkade-checkout, .parkade-event-booking, .parkade-bookings, .parkade-booking-detail, .parkade-vehicles, .parkade-wallet, .parkade-wallet-callback) {
  padding: var(--parkade-panel-padding, clamp(16px, 3vw, 24px));
}
.parkade[data-parkade-theme="dark"] {
${colorProperties('dark')}
}
@media (prefers-color-scheme: dark) {
  .parkade[data-parkade-theme="auto"] {
${colorProperties('dark')}
  }
}
.parkade *, .parkade *::before, .parkade *::after { box-sizing: border-box; }
.parkade :where(h1, h2, h3, h4, p, ul, ol, dl, dd, figure) { margin: 0; }
.parkade :where(h1) { font-size: calc(var(--pk-font-size) * 1.6); line-height: 1.25; }
.parkade :where(h2) { font-size: calc(var(--pk-font-size) * 1.25); line-height: 1.3; }
.parkade :where(h3) { font-size: calc(var(--pk-font-size) * 1.05); line-height: 1.3; }
.parkade :where(ul, ol) { padding: 0; list-style: none; }
.parkade :where(a) { color: var(--pk-color-primary); }
.parkade :where(button, input, select, textarea) { font: inherit; color: inherit; }
.parkade :focus-visible { outline: 3px solid var(--pk-color-focus); outline-offset: 2px; }
.parkade .pk-stack { display: flex; flex-direction: column; gap: calc(var(--pk-space) * 2); }
.parkade .pk-row { display: flex; flex-wrap: wrap; align-items: center; gap: var(--pk-space); }
.parkade .pk-between { justify-content: space-between; }
.parkade .pk-muted { color: var(--pk-color-muted); }
.parkade .pk-small { font-size: calc(var(--pk-font-size) * 0.875); }
.parkade .pk-strong { font-weight: 600; }
.parkade .pk-card {
  background: var(--pk-color-surface);
  border: 1px solid var(--pk-color-border);
  border-radius: var(--pk-radius);
  padding: calc(var(--pk-space) * 2);
}
.parkade .pk-field { display: flex; flex-direction: column; gap: 4px; }
.parkade .pk-label { font-weight: 600; font-size: calc(var(--pk-font-size) * 0.9); }
.parkade .pk-input, .parkade .pk-select {
  min-height: 44px;
  padding: 8px 12px;
  border: 1px solid var(--pk-color-border);
  border-radius: calc(var(--pk-radius) - 4px);
  background: var(--pk-color-bg);
  width: 100%;
}
.parkade .pk-input[aria-invalid="true"] { border-color: var(--pk-color-danger); }
.parkade .pk-field-error { color: var(--pk-color-danger); font-size: calc(var(--pk-font-size) * 0.875); }
.parkade .pk-check { display: inline-flex; align-items: center; gap: 8px; min-height: 44px; }
.parkade .pk-button {
  display: inline-flex; align-items: center; justify-content: center; gap: 8px;
  min-height: 44px; padding: 8px 16px;
  border: 1px solid var(--pk-color-primary);
  border-radius: calc(var(--pk-radius) - 4px);
  background: var(--pk-color-primary); color: var(--pk-color-primary-text);
  font-weight: 600; cursor: pointer; text-decoration: none;
}
.parkade .pk-button[disabled], .parkade .pk-button[aria-disabled="true"] { opacity: 0.6; cursor: not-allowed; }
.parkade .pk-button-secondary { background: transparent; color: var(--pk-color-primary); }
.parkade .pk-button-link { background: none; border: none; color: var(--pk-color-primary); padding: 0 4px; min-height: 44px; text-decoration: underline; font-weight: 500; cursor: pointer; }
.parkade .pk-alert { padding: 12px 16px; border-radius: calc(var(--pk-radius) - 4px); border: 1px solid currentColor; }
.parkade .pk-alert-error { color: var(--pk-color-danger); background: var(--pk-color-danger-bg); }
.parkade .pk-alert-success { color: var(--pk-color-success); background: var(--pk-color-success-bg); }
.parkade .pk-alert-info { color: var(--pk-color-text); background: var(--pk-color-surface); }
.parkade .pk-spinner {
  width: 24px; height: 24px; border-radius: 50%;
  border: 3px solid var(--pk-color-border); border-top-color: var(--pk-color-primary);
  animation: pk-spin 0.8s linear infinite;
}
@media (prefers-reduced-motion: reduce) { .parkade .pk-spinner { animation-duration: 2.4s; } }
@keyframes pk-spin { to { transform: rotate(360deg); } }
.parkade .pk-visually-hidden {
  position: absolute !important; width: 1px; height: 1px; padding: 0; margin: -1px;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; border: 0;
}
.parkade .pk-list { display: flex; flex-direction: column; gap: var(--pk-space); }
.parkade .pk-result { display: flex; flex-direction: column; gap: 4px; }
.parkade .pk-picture { display: block; width: 100%; max-width: 480px; height: auto; aspect-ratio: 16 / 9; object-fit: cover; border-radius: calc(var(--pk-radius) - 4px); background: var(--pk-color-border); }
/* A result's picture: above its text on a phone, a thumbnail beside it from 480 px; whole, never cropped. */
@media (min-width: 480px) {
  .parkade .pk-result:has(> .pk-picture) { display: grid; grid-template-columns: clamp(96px, 28%, 160px) minmax(0, 1fr); gap: 4px 12px; align-content: start; }
  .parkade .pk-result > * { grid-column: 2; }
  .parkade .pk-result > .pk-picture { grid-column: 1; grid-row: 1 / span 6; }
}
.parkade .pk-price { font-weight: 700; font-size: calc(var(--pk-font-size) * 1.05); }
.parkade .pk-badge { display: inline-block; padding: 2px 8px; border-radius: 999px; font-size: calc(var(--pk-font-size) * 0.8); border: 1px solid var(--pk-color-border); }
.parkade .pk-skeleton { display: inline-block; width: 60%; border-radius: 4px; background: var(--pk-color-border); }
.parkade .pk-search-when { align-items: flex-end; }
.parkade .pk-search-vehicle { flex: 1 1 200px; }
`
