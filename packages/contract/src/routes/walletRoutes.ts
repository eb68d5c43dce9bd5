import { WALLET_PAGE_SIZE } from '../domain/limits.ts'
import { Page, pageQuery } from '../schemas/commonSchemas.ts'
import { Type } from 'typebox'
import { IdempotencyHeaders } from '../schemas/idempotencyHeaders.ts'
import {
  AddFundsRequest,
  AddFundsResponse,
  CreditQuery,
  VerifyPaymentQuery,
  Wallet,
  WalletResultResponse,
  WalletTransaction,
} from '../schemas/paymentSchemas.ts'
import { defineRoute, ok, problems } from './defineRoute.ts'

export const getWallet = defineRoute({
  operationId: 'getWallet',
  method: 'GET',
  path: '/api/v1/wallet',
  auth: 'bearer',
  tags: ['wallet'],
  summary: "The wallet's balance: the sum of its ledger",
  responses: { 200: ok(Wallet, 'The balance.'), ...problems(401) },
})

export const listWalletTransactions = defineRoute({
  operationId: 'listWalletTransactions',
  method: 'GET',
  path: '/api/v1/wallet/transactions',
  auth: 'bearer',
  tags: ['wallet'],
  summary: 'Ledger entries, newest first, each with the balance right after it',
  querystring: Type.Object(pageQuery(WALLET_PAGE_SIZE)),
  responses: { 200: ok(Page(WalletTransaction), 'A page of entries.'), ...problems(400, 401) },
})

export const addFunds = defineRoute({
  operationId: 'addFunds',
  method: 'POST',
  path: '/api/v1/wallet/add-funds',
  auth: 'bearer',
  tags: ['wallet'],
  summary: "Starts a top-up with the country's provider",
  description:
    'Records a pending payment and answers where to pay: `authorization_url` (Paystack, NG), `checkout_url` (Wave, SN) or `payment_url` (Stripe, US/CA). ' +
    'Nothing is credited until verify-payment hears from the provider. Honours `Idempotency-Key`.',
  headers: IdempotencyHeaders,
  body: AddFundsRequest,
  responses: { 200: ok(AddFundsResponse, 'Where to pay.'), ...problems(400, 401, 404, 409, 413, 415, 422, 502, 503) },
})

export const verifyPayment = defineRoute({
  operationId: 'verifyPayment',
  method: 'POST',
  path: '/api/v1/wallet/verify-payment',
  auth: 'bearer',
  tags: ['wallet'],
  summary: 'Asks the provider whether a top-up arrived and credits it, once',
  description:
    'Credits the wallet at most once per reference, however often and however concurrently it is called. ' +
    "A check of the same reference already running answers `pending` with 'Payment verification already in progress'.",
  querystring: VerifyPaymentQuery,
  responses: { 200: ok(WalletResultResponse, 'success, pending or failed, with the balance.'), ...problems(400, 401, 404, 409, 413, 415, 503) },
})

export const creditWallet = defineRoute({
  operationId: 'creditWallet',
  method: 'POST',
  path: '/api/v1/wallet/credit',
  auth: 'bearer',
  tags: ['wallet'],
  summary: 'Credits a verified, not yet credited payment of this user',
  description:
    'Never mints money: the reference must be a top-up of this user that the provider confirms, for this amount, not yet credited. Anything else is a 4xx.',
  querystring: CreditQuery,
  responses: { 200: ok(WalletResultResponse, 'Credited, with the balance.'), ...problems(400, 401, 402, 404, 409, 413, 415, 503) },
})
