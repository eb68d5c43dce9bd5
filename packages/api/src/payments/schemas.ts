// JSON schemas of the money answers, shared by the wallet, bookings and payments routes and
// published in the OpenAPI document. Answers are serialised through them: keep them whole.

export const currencySchema = { type: 'string', enum: ['NGN', 'XOF', 'USD', 'CAD', 'GBP'], description: 'ISO 4217 code.' } as const
export const providerSchema = { type: 'string', enum: ['paystack', 'wave', 'stripe'] } as const
const nullableString = { type: ['string', 'null'] } as const

export const paymentInfoSchema = {
  type: 'object',
  description: "Where the driver pays: the provider's hosted page (one URL field per provider) or Stripe.js's client secret.",
  properties: {
    authorization_url: { type: 'string', description: 'Paystack (NG).' },
    checkout_url: { type: 'string', description: 'Wave (SN).' },
    payment_url: { type: 'string', description: 'Stripe hosted page (US, CA).' },
    access_code: { type: 'string', description: "Paystack inline checkout's access code." },
    client_secret: { type: 'string', description: "A Stripe PaymentIntent's client secret." },
  },
} as const

export const paymentInitSchema = {
  type: 'object',
  properties: {
    reference: { type: 'string' },
    provider: providerSchema,
    amount: { type: 'number', description: 'Major units.' },
    currency: currencySchema,
    payment_info: paymentInfoSchema,
    sandbox: { type: 'boolean', description: "True for the sandbox stand-ins (no provider keys): the SDK's demo card success applies; the server still decides." },
  },
  required: ['reference', 'provider', 'amount', 'currency', 'payment_info', 'sandbox'],
} as const

export const walletSchema = {
  type: 'object',
  properties: {
    balance: { type: 'number', description: "The sum of the ledger in the wallet's currency." },
    currency: currencySchema,
  },
  required: ['balance', 'currency'],
} as const

export const walletTransactionSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    type: { type: 'string', enum: ['credit', 'debit'] },
    amount: { type: 'number' },
    currency: currencySchema,
    reference: { type: 'string' },
    description: { type: 'string' },
    balance_after: { type: 'number', description: 'The balance (in this currency) right after this entry.' },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'type', 'amount', 'currency', 'reference', 'description', 'balance_after', 'created_at'],
} as const

export const walletResultSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['success', 'pending', 'failed'] },
    message: { type: 'string' },
    data: {
      type: 'object',
      properties: { new_balance: { type: 'number' }, reference: { type: 'string' } },
      required: ['new_balance'],
    },
  },
  required: ['status', 'message', 'data'],
} as const

export const addFundsResponseSchema = {
  type: 'object',
  properties: {
    status: { type: 'string', enum: ['success'] },
    message: { type: 'string' },
    data: paymentInitSchema,
  },
  required: ['status', 'message', 'data'],
} as const

export const priceLineSchema = {
  type: 'object',
  properties: { code: { type: 'string' }, label: { type: 'string' }, amount: { type: 'number' } },
  required: ['code', 'label', 'amount'],
} as const

export const createPaymentIntentResponseSchema = {
  type: 'object',
  properties: {
    id: { type: 'string', description: 'The PaymentIntent id, pi_….' },
    client_secret: { type: 'string', description: 'pi_…_secret_…, for Stripe.js.' },
    amount: { type: 'integer', description: 'Minor units (cents), as sent.' },
    currency: { type: 'string', enum: ['usd', 'cad'] },
    sandbox: { type: 'boolean', description: 'True without provider keys: the demo card success applies, and the server still decides.' },
  },
  required: ['id', 'client_secret', 'amount', 'currency', 'sandbox'],
} as const

export { nullableString }

/** Where a hosted payment page sends the driver back. Only http(s): never javascript: or data:. */
export const returnUrlSchema = {
  type: 'string',
  format: 'uri',
  maxLength: 2000,
  pattern: '^https?://',
  'x-message': 'return_url must be an http or https URL.',
  description: "Where the provider's page sends the driver back, with reference, provider and status added.",
} as const
