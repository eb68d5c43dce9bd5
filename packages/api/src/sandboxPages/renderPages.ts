import type { PaymentProvider } from '@parkade/contract'
import type { SandboxTransaction } from '../payments/sandboxTransactions.ts'
import { formatMoney } from '../pricing/formatMoney.ts'
import { PAGE_MESSAGES } from './pageMessages.ts'
import type { PageLanguage } from './pageMessages.ts'

export const MERCHANT_NAME = 'Parkade'

/** Brand colours, darkened where needed so white text keeps a 4.5:1 contrast. */
const PROVIDERS: Readonly<Record<PaymentProvider, { name: string; accent: string }>> = {
  paystack: { name: 'Paystack', accent: '#0b6e3a' },
  wave: { name: 'Wave', accent: '#0b5cad' },
  stripe: { name: 'Stripe', accent: '#4b44c8' },
}

const ENTITIES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char]!)
}

const STYLE = `
*,*::before,*::after{box-sizing:border-box}
html{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;line-height:1.5;color:#1a1a1a;background:#f3f4f6;-webkit-text-size-adjust:100%}
body{margin:0;min-height:100vh;display:flex;flex-direction:column}
.banner{margin:0;padding:.75rem 1rem;background:#fff4cc;color:#4d3800;border-bottom:2px solid #b38600;text-align:center;font-size:.95rem}
.banner strong{text-transform:uppercase;letter-spacing:.04em}
.bar{padding:1rem;display:flex;justify-content:space-between;align-items:center;gap:1rem;flex-wrap:wrap;max-width:32rem;margin:0 auto}
.brand{font-weight:700;font-size:1.25rem;color:var(--accent)}
.mode{font-size:.85rem;border:1px solid #6b7280;border-radius:999px;padding:.1rem .6rem;color:#374151}
nav a{color:#1f2937;margin-left:.5rem}
main{flex:1;width:100%;max-width:32rem;margin:0 auto;padding:0 1rem 2rem}
.card{background:#fff;border-radius:12px;box-shadow:0 1px 3px rgba(0,0,0,.12);padding:1.5rem}
h1{font-size:1.5rem;margin:0 0 1rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.5rem 1rem;margin:0 0 1.5rem}
dt{color:#4b5563}
dd{margin:0;font-weight:600;overflow-wrap:anywhere}
.amount{font-size:1.5rem}
.actions{display:flex;flex-direction:column;gap:.75rem}
button,.button{font:inherit;font-size:1.05rem;font-weight:600;border-radius:8px;padding:.8rem 1rem;min-height:48px;cursor:pointer;border:2px solid var(--accent);text-align:center;text-decoration:none;display:block;width:100%}
button .hint{display:block;font-size:.85rem;font-weight:400}
.pay,.button{background:var(--accent);color:#fff}
.fail{background:#fff;color:#9b1c1c;border-color:#9b1c1c}
.cancel{background:#fff;color:#1f2937;border-color:#6b7280}
button:hover{filter:brightness(.95)}
button:focus-visible,a:focus-visible{outline:3px solid #1a1a1a;outline-offset:3px}
.status{font-size:1.1rem;font-weight:600}
fieldset{border:0;margin:0;padding:0;min-width:0}
legend{margin-bottom:.75rem;padding:0}
@media (min-width:40rem){main{padding-top:1rem}.card{padding:2rem}}
@media (prefers-reduced-motion:reduce){*{transition:none!important}}
`

interface LayoutInput {
  lang: PageLanguage
  provider: PaymentProvider
  title: string
  body: string
  /** The page's own path, for the language links. */
  path: string
}

function layout({ lang, provider, title, body, path }: LayoutInput): string {
  const m = PAGE_MESSAGES[lang]
  const brand = PROVIDERS[provider]
  const other: PageLanguage = lang === 'en' ? 'fr' : 'en'
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>${escapeHtml(title)} · ${brand.name} (${escapeHtml(m.bannerLabel)})</title>
<style>${STYLE}:root{--accent:${brand.accent}}</style>
</head>
<body>
<header>
<p class="banner"><strong>${escapeHtml(m.bannerLabel)}</strong> ${escapeHtml(m.banner)}</p>
<div class="bar">
<span class="brand">${brand.name}</span>
<span class="mode">${escapeHtml(m.testMode)}</span>
<nav aria-label="${escapeHtml(m.language)}"><a href="${escapeHtml(`${path}?lang=${other}`)}" hreflang="${other}" lang="${other}">${other === 'fr' ? 'Français' : 'English'}</a></nav>
</div>
</header>
<main>
<div class="card">
${body}
</div>
</main>
</body>
</html>
`
}

// The hint is the button's description, not part of its name: "Pay ₦5,000.00", "Fail", "Cancel".
const button = (action: 'pay' | 'fail' | 'cancel', label: string, hint: string) =>
  `<button class="${action}" type="submit" name="action" value="${action}" aria-describedby="hint-${action}">${escapeHtml(label)}` +
  `<span class="hint" id="hint-${action}" aria-hidden="true">${escapeHtml(hint)}</span></button>`

function details(transaction: SandboxTransaction, lang: PageLanguage): string {
  const m = PAGE_MESSAGES[lang]
  return `<dl>
<dt>${escapeHtml(m.merchant)}</dt><dd>${MERCHANT_NAME}</dd>
<dt>${escapeHtml(m.amount)}</dt><dd class="amount">${escapeHtml(formatMoney(transaction.amount, transaction.currency))}</dd>
<dt>${escapeHtml(m.reference)}</dt><dd><code>${escapeHtml(transaction.reference)}</code></dd>
</dl>`
}

/** The stand-in hosted checkout: the amount and three buttons, Pay, Fail and Cancel. */
export function renderCheckoutPage(transaction: SandboxTransaction, lang: PageLanguage, path: string): string {
  const m = PAGE_MESSAGES[lang]
  const title = m.title(MERCHANT_NAME)
  const amount = formatMoney(transaction.amount, transaction.currency)
  const action = escapeHtml(`${path}?lang=${lang}`)
  let body: string
  if (transaction.status === 'pending') {
    body = `<h1>${escapeHtml(title)}</h1>
${details(transaction, lang)}
<form method="post" action="${action}">
<fieldset>
<legend>${escapeHtml(m.choose)}</legend>
<div class="actions">
${button('pay', m.pay(amount), m.payHint)}
${button('fail', m.fail, m.failHint)}
${button('cancel', m.cancel, m.cancelHint)}
</div>
</fieldset>
</form>`
  } else {
    body = `<h1>${escapeHtml(title)}</h1>
${details(transaction, lang)}
<p class="status" role="status">${escapeHtml(m.settled[transaction.status])}</p>
${returnLink(transaction, lang)}`
  }
  return layout({ lang, provider: transaction.provider, title, body, path })
}

function returnLink(transaction: SandboxTransaction, lang: PageLanguage): string {
  const m = PAGE_MESSAGES[lang]
  if (!transaction.returnUrl || transaction.status === 'pending') return `<p>${escapeHtml(m.closeHint)}</p>`
  return `<a class="button" href="${escapeHtml(returnUrlWithOutcome(transaction))}">${escapeHtml(m.backToMerchant(MERCHANT_NAME))}</a>`
}

/** The return URL with `reference`, `provider` and `status` added, as the redirect carries them. */
export function returnUrlWithOutcome(transaction: SandboxTransaction): string {
  const url = new URL(transaction.returnUrl!)
  url.searchParams.set('reference', transaction.reference)
  url.searchParams.set('provider', transaction.provider)
  url.searchParams.set('status', transaction.status)
  return url.toString()
}

export function renderNotFoundPage(provider: PaymentProvider, reference: string, lang: PageLanguage, path: string): string {
  const m = PAGE_MESSAGES[lang]
  const body = `<h1>${escapeHtml(m.notFoundTitle)}</h1>
<p>${escapeHtml(m.notFoundBody(reference))}</p>`
  return layout({ lang, provider, title: m.notFoundTitle, body, path })
}

export function renderBadRequestPage(provider: PaymentProvider, lang: PageLanguage, path: string): string {
  const m = PAGE_MESSAGES[lang]
  const body = `<h1>${escapeHtml(m.badRequestTitle)}</h1>
<p>${escapeHtml(m.badRequestBody)}</p>
<p><a href="${escapeHtml(`${path}?lang=${lang}`)}">${escapeHtml(m.title(MERCHANT_NAME))}</a></p>`
  return layout({ lang, provider, title: m.badRequestTitle, body, path })
}
