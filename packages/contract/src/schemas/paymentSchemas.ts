import type { Static } from 'typebox'
import { Type } from 'typebox'
import { MAX_INTENT_MINOR, MAX_TOP_UP } from '../domain/limits.ts'
import { CurrencyCodeSchema, PaymentProviderSchema } from './commonSchemas.ts'
import { IsoDateTime, StringEnum } from './helpers.ts'

/** Where a hosted payment page sends the driver back. Only http(s): never javascript: or data:. */
export const ReturnUrl = Type.String({
  format: 'uri',
  maxLength: 2000,
  pattern: '^https?://',
  'x-message': 'return_url must be an http or https URL.',
  description: "Where the provider's page sends the driver back, with reference, provider and status added.",
})

export const PaymentInfo = Type.Object(
  {
    authorization_url: Type.Optional(Type.String({ description: 'Paystack (NG).' })),
    checkout_url: Type.Optional(Type.String({ description: 'Wave (SN).' })),
    payment_url: Type.Optional(Type.String({ description: 'Stripe hosted page (US, CA).' })),
    access_code: Type.Optional(Type.String({ description: "Paystack inline checkout's access code." })),
    client_secret: Type.Optional(Type.String({ description: "A Stripe PaymentIntent's client secret." })),
  },
  { description: "Where the driver pays: the provider's hosted page (one URL field per provider) or Stripe.js's client secret." },
)

export const PaymentInit = Type.Object({
  reference: Type.String(),
  provider: PaymentProviderSchema,
  amount: Type.Number({ description: 'Major units.' }),
  currency: CurrencyCodeSchema,
  payment_info: PaymentInfo,
  sandbox: Type.Boolean({ description: "True for the sandbox stand-ins (no provider keys): the SDK's demo card success applies; the server still decides." }),
})

export const Wallet = Type.Object({
  balance: Type.Number({ description: "The sum of the ledger in the wallet's currency." }),
  currency: CurrencyCodeSchema,
})

export const WalletTransaction = Type.Object({
  id: Type.Integer(),
  type: StringEnum(['credit', 'debit'] as const),
  amount: Type.Number(),
  currency: CurrencyCodeSchema,
  reference: Type.String(),
  description: Type.String(),
  balance_after: Type.Number({ description: 'The balance (in this currency) right after this entry.' }),
  created_at: IsoDateTime(),
})

export const WalletAmount = Type.Number({
  exclusiveMinimum: 0,
  maximum: MAX_TOP_UP,
  description: "Major units of the wallet's currency (whole francs for XOF).",
  examples: [5000],
})
const reference = Type.String({ minLength: 1, maxLength: 200, description: 'The payment reference from add-funds.' })

export const AddFundsRequest = Type.Object(
  {
    amount: WalletAmount,
    return_url: Type.Optional(ReturnUrl),
    provider: Type.Optional(StringEnum(['paystack', 'wave', 'stripe'] as const, { description: "Another provider than the wallet's country's (a browser gateway that fell back)." })),
  },
  { additionalProperties: false },
)

export const AddFundsResponse = Type.Object({ status: StringEnum(['success'] as const), message: Type.String(), data: PaymentInit })

export const VerifyPaymentQuery = Type.Object({ payment_reference: reference, amount: WalletAmount, payment_provider: PaymentProviderSchema })

export const CreditQuery = Type.Object({
  amount: WalletAmount,
  reference,
  description: Type.Optional(Type.String({ maxLength: 200, description: 'Shown in the transactions list.' })),
})

export const WalletResultResponse = Type.Object({
  status: StringEnum(['success', 'pending', 'failed'] as const),
  message: Type.String(),
  data: Type.Object({ new_balance: Type.Number(), reference: Type.Optional(Type.String()) }),
})

export const CreatePaymentIntentRequest = Type.Object(
  {
    amount: Type.Integer({ minimum: 1, maximum: MAX_INTENT_MINOR, 'x-message': `amount must be a whole number of cents from 1 to ${MAX_INTENT_MINOR}.` }),
    currency: StringEnum(['usd', 'cad', 'USD', 'CAD'] as const, { 'x-message': 'currency must be usd or cad.' }),
    metadata: Type.Optional(
      Type.Record(Type.String(), Type.String({ maxLength: 500 }), {
        maxProperties: 50,
        propertyNames: { maxLength: 40 },
        'x-message': 'metadata must be at most 50 text values (keys up to 40 characters, values up to 500).',
      }),
    ),
  },
  { additionalProperties: false },
)

export const CreatePaymentIntentResponse = Type.Object({
  id: Type.String({ description: 'The PaymentIntent id, pi_….' }),
  client_secret: Type.String({ description: 'pi_…_secret_…, for Stripe.js.' }),
  amount: Type.Integer({ description: 'Minor units (cents), as sent.' }),
  currency: StringEnum(['usd', 'cad'] as const),
  sandbox: Type.Boolean({ description: 'True without provider keys: the demo card success applies, and the server still decides.' }),
})

const GatewayProviderConfig = Type.Object({
  publicKey: Type.Optional(Type.String({ description: 'A publishable key (pk_…); never a secret one.' })),
  scriptUrl: Type.Optional(Type.String({ description: "The provider's browser script: this server's stand-in in sandbox mode." })),
  apiUrl: Type.Optional(Type.String({ description: "Mobile money's API base." })),
  pageOrigin: Type.Optional(
    Type.String({ description: "Where this provider's payment pages are when they are not the provider's own: this server's stand-ins in sandbox mode (its public origin, also behind a proxy)." }),
  ),
})
const gatewayFields = { provider: PaymentProviderSchema, name: Type.String(), currency: Type.String(), symbol: Type.String(), config: GatewayProviderConfig }

export const GatewayConfigSchema = Type.Object({ ...gatewayFields, fallback: Type.Optional(Type.Object(gatewayFields)) })

export const WebhookReceived = Type.Object({
  received: Type.Boolean(),
  outcome: StringEnum(['applied', 'ignored', 'duplicate'] as const),
  detail: Type.String(),
})

/** The errors of the Stripe.js stand-in speak Stripe's own shape, as the real Stripe.js expects. */
export const StripeError = Type.Object({ error: Type.Object({ type: Type.String(), code: Type.String(), message: Type.String() }) })

export type ReturnUrl = Static<typeof ReturnUrl>
export type PaymentInfo = Static<typeof PaymentInfo>
export type PaymentInit = Static<typeof PaymentInit>
export type Wallet = Static<typeof Wallet>
export type WalletTransaction = Static<typeof WalletTransaction>
export type WalletAmount = Static<typeof WalletAmount>
export type AddFundsRequest = Static<typeof AddFundsRequest>
export type AddFundsResponse = Static<typeof AddFundsResponse>
export type VerifyPaymentQuery = Static<typeof VerifyPaymentQuery>
export type CreditQuery = Static<typeof CreditQuery>
export type WalletResultResponse = Static<typeof WalletResultResponse>
export type CreatePaymentIntentRequest = Static<typeof CreatePaymentIntentRequest>
export type CreatePaymentIntentResponse = Static<typeof CreatePaymentIntentResponse>
export type WebhookReceived = Static<typeof WebhookReceived>
export type StripeError = Static<typeof StripeError>
