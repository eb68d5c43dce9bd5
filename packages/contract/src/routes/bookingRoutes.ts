import { Type } from 'typebox'
import { BOOKING_LIST_DEFAULT_SIZE, DEFAULT_BOOKING_HOLD_MINUTES, MAX_PAGE_SIZE } from '../domain/limits.ts'
import { BOOKING_STATUS_CHANGES, BOOKING_STATUS_FILTERS } from '../domain/statuses.ts'
import {
  Booking,
  ConfirmBookingPaymentQuery,
  CreateBookingRequest,
  CreateBookingResponse,
  ExtendBookingRequest,
  ExtendBookingResponse,
  Quote,
  QuoteRequest,
  RenewBookingRequest,
  RenewBookingResponse,
} from '../schemas/bookingSchemas.ts'
import { Page } from '../schemas/commonSchemas.ts'
import { Id, StringEnum } from '../schemas/helpers.ts'
import { IdempotencyHeaders } from '../schemas/idempotencyHeaders.ts'
import { defineRoute, ok, problems, sent } from './defineRoute.ts'

const idParams = Type.Object({ id: Id() })

export const quoteBooking = defineRoute({
  operationId: 'quoteBooking',
  method: 'POST',
  path: '/api/v1/bookings/quote',
  auth: 'none',
  tags: ['bookings'],
  summary: 'The price of a stay, as the server will charge it',
  description:
    'By the hour (part hours round up); each full 24 hours at the daily rate when cheaper; remaining hours capped at the daily rate; then the country’s fees. Rounded to 2 decimals (0 for XOF).',
  body: QuoteRequest,
  responses: { 200: ok(Quote, 'The price.'), ...problems(400, 404, 413, 415) },
})

export const createBooking = defineRoute({
  operationId: 'createBooking',
  method: 'POST',
  path: '/api/v1/bookings',
  auth: 'bearer',
  tags: ['bookings'],
  summary: 'Books a space; the server prices it and enforces capacity',
  description:
    "No price is accepted from the client. `payment_method: 'wallet'` debits the wallet at once (402 when short) and the booking is active; " +
    "`'gateway'` answers a pending booking and where to pay (the park's country's provider), confirmed by POST /bookings/{id}/confirm-payment. " +
    `An unpaid gateway booking holds its space for BOOKING_HOLD_MINUTES (default ${DEFAULT_BOOKING_HOLD_MINUTES}) minutes; then it is cancelled and the space freed (a later payment goes to the wallet). ` +
    'A full park answers 409 `booking.space_unavailable`. Honours `Idempotency-Key`.',
  headers: IdempotencyHeaders,
  body: CreateBookingRequest,
  responses: { 201: ok(CreateBookingResponse, 'The booking, and where to pay when it waits for a gateway payment.'), ...problems(400, 401, 402, 404, 409, 413, 415, 422, 502, 503) },
})

export const listBookings = defineRoute({
  operationId: 'listBookings',
  method: 'GET',
  path: '/api/v1/bookings/list',
  auth: 'bearer',
  tags: ['bookings'],
  summary: "The user's bookings, newest first",
  description: 'Bookings cancelled before they were paid (a refused card, a payment given up, a hold that ran out) are not listed: they moved no money and hold no space.',
  querystring: Type.Object({
    page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000, default: 1 })),
    size: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE_SIZE, default: BOOKING_LIST_DEFAULT_SIZE })),
    status_filter: Type.Optional(StringEnum(BOOKING_STATUS_FILTERS, { default: 'all' })),
  }),
  responses: { 200: ok(Page(Booking), 'A page of bookings.'), ...problems(400, 401) },
})

export const getBookingByCode = defineRoute({
  operationId: 'getBookingByCode',
  method: 'GET',
  path: '/api/v1/bookings/code/{booking_code}',
  auth: 'bearer',
  tags: ['bookings'],
  summary: 'One booking by its code (owner only)',
  params: Type.Object({ booking_code: Type.String({ minLength: 1, maxLength: 32, examples: ['PK-7QX2MA'] }) }),
  responses: { 200: ok(Booking, 'The booking.'), ...problems(400, 401, 404) },
})

export const getBookingQrCode = defineRoute({
  operationId: 'getBookingQrCode',
  method: 'GET',
  path: '/api/v1/bookings/code/{booking_code}/qr.svg',
  auth: 'none',
  tags: ['bookings'],
  summary: "A booking code's QR code",
  description:
    'The QR code a barrier scans: the code itself, error correction M, a 2-module quiet zone (the same as the confirmation e-mail\'s). ' +
    'It says nothing the code does not, so it needs no sign-in and reads no booking; any well-formed code has one, and it never changes.',
  params: Type.Object({ booking_code: Type.String({ pattern: '^PK-[2-9A-HJ-NP-Z]{6}$', examples: ['PK-7QX2MA'] }) }),
  responses: { 200: sent('image/svg+xml', 'The QR code, black on white.'), ...problems(400) },
})

export const extendBooking = defineRoute({
  operationId: 'extendBooking',
  method: 'POST',
  path: '/api/v1/bookings/extend',
  auth: 'bearer',
  tags: ['bookings'],
  summary: 'Moves the departure later, the extra time paid from the wallet or through the gateway',
  description:
    'extra_amount = quote(start, new end) − quote(start, current end). Capacity is checked for the added time. ' +
    "`payment_method: 'wallet'` (default) debits the wallet at once (402 when short). `'gateway'` answers the booking unchanged and where to pay " +
    "(the park's country's provider); POST /bookings/{id}/confirm-payment applies the extension once the provider confirms the payment, once. " +
    'If the space was taken for the extra time (or the booking changed) meanwhile, the payment is refunded to its card or mobile money (409).',
  body: ExtendBookingRequest,
  responses: { 200: ok(ExtendBookingResponse, 'The booking as extended, or unchanged with where to pay.'), ...problems(400, 401, 402, 404, 409, 413, 415, 502, 503) },
})

export const changeBookingStatus = defineRoute({
  operationId: 'changeBookingStatus',
  method: 'PUT',
  path: '/api/v1/bookings/{id}/status',
  auth: 'bearer',
  tags: ['bookings'],
  summary: 'Cancels (status=cancelled) or renews (status=active) a booking',
  description:
    'Cancel: a paid booking is refunded where it was paid from: gateway payments to their card or mobile money (refunded_to_source), wallet payments to the wallet. Renew: a cancelled booking whose end is still ahead, if the park has space, charged to the wallet again.',
  params: idParams,
  querystring: Type.Object({ status: StringEnum(BOOKING_STATUS_CHANGES) }),
  responses: { 200: ok(Booking, 'The booking as changed.'), ...problems(400, 401, 402, 404, 409, 413, 415) },
})

export const renewBooking = defineRoute({
  operationId: 'renewBooking',
  method: 'POST',
  path: '/api/v1/bookings/{id}/renew',
  auth: 'bearer',
  tags: ['bookings'],
  summary: 'Renews a cancelled booking, paid from the wallet or through the gateway',
  description:
    'A cancelled booking whose end is still ahead, if the park has space. `wallet` debits the wallet at once (as PUT status=active); ' +
    "`gateway` answers the booking still cancelled and where to pay (the park's country's provider); POST /bookings/{id}/confirm-payment " +
    'makes it active once the provider confirms the payment, once; if the space was taken meanwhile, the payment is refunded to its source (409).',
  params: idParams,
  body: RenewBookingRequest,
  responses: { 200: ok(RenewBookingResponse, 'The booking renewed, or still cancelled with where to pay.'), ...problems(400, 401, 402, 404, 409, 413, 415, 502, 503) },
})

export const confirmBookingPayment = defineRoute({
  operationId: 'confirmBookingPayment',
  method: 'POST',
  path: '/api/v1/bookings/{id}/confirm-payment',
  auth: 'bearer',
  tags: ['bookings'],
  summary: 'Confirms a gateway booking, extension or renewal once the provider says it is paid',
  description:
    'The server asks the provider; on success the payment is credited and debited through the ledger and the booking becomes active and paid, once. ' +
    'For an extension the new departure applies, once; for a renewal the booking becomes active again, once; if the space was taken meanwhile, the payment is refunded to its source (409). ' +
    'A payment still pending answers the booking unchanged; a failed or cancelled one answers 402.',
  params: idParams,
  querystring: ConfirmBookingPaymentQuery,
  responses: { 200: ok(Booking, 'The booking.'), ...problems(400, 401, 402, 404, 409, 413, 415, 503) },
})
