import { ROUTES } from '@parkade/contract'
import type { PaymentProvider } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requestLanguage } from '../lib/requestLanguage.ts'
import { PAYMENT_PROVIDERS } from '../payments/paymentAdapters.ts'
import type { ProviderPaymentStatus } from '../payments/PaymentProviderAdapter.ts'
import { findSandboxTransaction, settleSandboxTransaction } from '../payments/sandboxTransactions.ts'
import type { PageLanguage } from './pageMessages.ts'
import { renderBadRequestPage, renderCheckoutPage, renderNotFoundPage, returnUrlWithOutcome } from './renderPages.ts'
import { sandboxScriptsPlugin } from './sandboxScriptsPlugin.ts'

const PAGE_ROUTES = { paystack: ROUTES.sandboxPaystackCheckout, wave: ROUTES.sandboxWaveCheckout, stripe: ROUTES.sandboxStripeCheckout } as const
const ACTION_ROUTES = {
  paystack: ROUTES.sandboxPaystackCheckoutAction,
  wave: ROUTES.sandboxWaveCheckoutAction,
  stripe: ROUTES.sandboxStripeCheckoutAction,
} as const

const OUTCOMES: Readonly<Record<string, Exclude<ProviderPaymentStatus, 'pending'>>> = {
  pay: 'succeeded',
  fail: 'failed',
  cancel: 'cancelled',
}

// Inline CSS only; forms post to this page and may then redirect anywhere (the return URL), so
// form-action stays open.
const SECURITY_HEADERS = {
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; frame-ancestors 'none'",
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-content-type-options': 'nosniff',
}

interface Query {
  lang?: string
}


/** ?lang=en|fr wins; otherwise Accept-Language; otherwise English. */
function pageLanguage(request: FastifyRequest<{ Querystring: Query }>): PageLanguage {
  const asked = request.query.lang?.slice(0, 2).toLowerCase()
  if (asked === 'en' || asked === 'fr') return asked
  return requestLanguage(request)
}

function sendHtml(reply: FastifyReply, status: number, html: string) {
  return reply.code(status).headers(SECURITY_HEADERS).type('text/html; charset=utf-8').send(html)
}

function parseForm(body: string): Record<string, string> {
  return Object.fromEntries(new URLSearchParams(body))
}

/**
 * Sandbox stand-ins for the providers' hosted checkout pages, outside /api/v1:
 * GET and POST /sandbox/{paystack,wave,stripe}/checkout/:reference. Served only in sandbox mode.
 */
export async function sandboxPagesPlugin(fastify: FastifyInstance): Promise<void> {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  if (!app.config.sandbox) return

  // The pages' plain HTML forms post application/x-www-form-urlencoded.
  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, parseForm(String(body)))
    })
  }

  await app.register(sandboxScriptsPlugin)

  for (const provider of PAYMENT_PROVIDERS) {
    const pathOf = (reference: string) => `/sandbox/${provider}/checkout/${encodeURIComponent(reference)}`

    app.route({
      ...contractRoute(app, PAGE_ROUTES[provider]),
      handler: async (request, reply) => {
        const lang = pageLanguage(request)
        const { reference } = request.params
        const transaction = await findSandboxTransaction(app.db, provider as PaymentProvider, reference)
        if (!transaction) return sendHtml(reply, 404, renderNotFoundPage(provider, reference, lang, pathOf(reference)))
        return sendHtml(reply, 200, renderCheckoutPage(transaction, lang, pathOf(reference)))
      },
    })

    // The form's body is parsed above, not validated by a schema: a page answers its own refusals.
    app.route({
      ...contractRoute(app, ACTION_ROUTES[provider]),
      handler: async (request, reply) => {
        const lang = pageLanguage(request)
        const { reference } = request.params
        const action = request.body && typeof request.body === 'object' ? (request.body as { action?: unknown }).action : undefined
        const outcome = typeof action === 'string' ? OUTCOMES[action] : undefined
        if (!outcome) {
          const known = await findSandboxTransaction(app.db, provider, reference)
          if (!known) return sendHtml(reply, 404, renderNotFoundPage(provider, reference, lang, pathOf(reference)))
          return sendHtml(reply, 400, renderBadRequestPage(provider, lang, pathOf(reference)))
        }
        const transaction = await settleSandboxTransaction(app.db, provider, reference, outcome)
        if (!transaction) return sendHtml(reply, 404, renderNotFoundPage(provider, reference, lang, pathOf(reference)))
        // Back to the merchant like the real pages do; without a return URL, show the outcome.
        const location = transaction.returnUrl ? returnUrlWithOutcome(transaction) : `${pathOf(reference)}?lang=${lang}`
        return reply.code(303).headers(SECURITY_HEADERS).header('location', location).send()
      },
    })
  }
}
