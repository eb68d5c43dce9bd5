import { randomInt } from 'node:crypto'
import { BOOKING_LIST_DEFAULT_SIZE, DEFAULT_VEHICLE_TYPE_ID, errorMessage } from '@parkade/contract'
import type {
  Booking,
  BookingStatus,
  BookingStatusFilter,
  CreateBookingResponse,
  ExtendBookingResponse,
  RenewBookingResponse,
  PageOf,
  PaymentInit,
  PaymentProvider,
  PriceLine,
  Quote,
} from '@parkade/contract'
import { imageUrl } from '../lib/imageUrl.ts'
import type { FastifyInstance } from 'fastify'
import type { Database } from '../db/Database.ts'
import { expireUnpaidHolds, expiredHoldSql } from '../bookings/expireUnpaidHolds.ts'
import { extensionCharge } from '../bookings/extensionCharge.ts'
import { lockUserAndPark } from '../bookings/lockUserAndPark.ts'
import { peakOccupancy, peakOccupancyCtes } from '../bookings/peakOccupancy.ts'
import { HttpError } from '../lib/HttpError.ts'
import { requestLanguage } from '../lib/requestLanguage.ts'
import type { Language } from '../lib/requestLanguage.ts'
import { toIso } from '../lib/toIso.ts'
import { bookingConfirmationMail } from '../payments/bookingConfirmationMail.ts'
import {
  claimIdempotencyKey,
  recordIdempotentEffect,
  releaseIdempotencyKey,
  requestHash,
  storeIdempotentResponse,
} from '../payments/idempotencyKeys.ts'
import type { IdempotencyScope, IdempotentEffect } from '../payments/idempotencyKeys.ts'
import { creditOnce, debit, lockUser, nextBookingReference } from '../payments/ledger.ts'
import { newPaymentReference } from '../payments/newPaymentReference.ts'
import { paymentAdapters } from '../payments/paymentAdapters.ts'
import { findPayment, initializePayment, insertPayment, verifyWithProvider } from '../payments/paymentRecords.ts'
import type { PaymentRecord } from '../payments/paymentRecords.ts'
import { chooseProvider } from '../payments/providerForCurrency.ts'
import { recordRefund, refundToSource } from '../payments/refundToSource.ts'
import { resumePayment } from '../payments/resumePayment.ts'
import { settlePayment } from '../payments/settlePayment.ts'
import { beginVerification } from '../payments/verificationGuard.ts'
import { formatMoney } from '../pricing/formatMoney.ts'
import { loadParkPricing } from '../pricing/loadParkPricing.ts'
import { localizedFees } from '../pricing/localizedFees.ts'
import type { ParkPricing } from '../pricing/loadParkPricing.ts'
import { fromMinor, toMinor } from '../pricing/minorUnits.ts'
import { pricingAnswer } from '../pricing/pricingAnswer.ts'
import { quote, validateTimeRange } from '../pricing/quote.ts'
import type { PriceQuote, QuoteOptions } from '../pricing/types.ts'
import { findOrSaveVehicle, findOwnVehicle, validPlate } from './vehicles.ts'
import { ROUTES } from '@parkade/contract'
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox'
import { contractRoute } from '../lib/contractRoute.ts'
import { qrCodeSvg } from '../lib/qrCode.ts'

export const PARK_FULL = errorMessage('booking.space_unavailable')

// ── Rows and answers ─────────────────────────────────────────────────────────────────────────

interface BookingRow {
  id: number
  booking_code: string
  user_id: number
  park_id: number
  vehicle_type_id: number
  vehicle_id: number | null
  plate_number: string
  start_time: Date
  end_time: Date
  status: BookingStatus
  subtotal: number
  fees: PriceLine[]
  total: number
  currency: Booking['currency']
  payment_method: Booking['payment_method']
  payment_status: Booking['payment_status']
  payment_reference: string | null
  partner: string | null
  event_code: string | null
  created_at: Date
  updated_at: Date
  park_name: string
  park_slug: string
  park_code: string
  park_address: string
  park_city: string
  park_lat: number
  park_lng: number
  park_country_code: string
  /** Its own picture, else its type's drawing (as parkOf). */
  park_image_key: string
  /** The park country's fee names in French, by fee code. */
  fee_names_fr: Record<string, string | null> | null
  /** What its refunds sent back to the card or mobile money it was paid with. */
  refunded_to_source: number | null
}

/** The columns of a BookingRow from `b` (a booking) joined to `parks p`. */
const BOOKING_FIELDS = `b.*, p.name AS park_name, p.slug AS park_slug, p.park_code, p.address AS park_address,
       p.city AS park_city, p.lat AS park_lat, p.lng AS park_lng, (SELECT c.code FROM countries c WHERE c.id = p.country_id) AS park_country_code, coalesce(p.image_key, p.type) AS park_image_key,
       (SELECT jsonb_object_agg(f.code, f.name_fr) FROM fees f WHERE f.country_id = p.country_id) AS fee_names_fr,
       (SELECT sum(r.amount) FROM refunds r WHERE r.booking_id = b.id AND r.reason = 'cancellation') AS refunded_to_source`

const BOOKING_SELECT = `SELECT ${BOOKING_FIELDS}
  FROM bookings b JOIN parks p ON p.id = b.park_id`

/** An active booking whose end has passed reads as completed. */
function effectiveStatus(row: Pick<BookingRow, 'status' | 'end_time'>, now = Date.now()): BookingStatus {
  return row.status === 'active' && row.end_time.getTime() <= now ? 'completed' : row.status
}

/** A booking as answered, its fee labels in the reader's language; `publicUrl` makes the park's picture's address. */
function bookingOf(row: BookingRow, lang: Language, publicUrl: string): Booking {
  return {
    id: row.id,
    booking_code: row.booking_code,
    park_id: row.park_id,
    park: {
      id: row.park_id,
      name: row.park_name,
      slug: row.park_slug,
      park_code: row.park_code,
      address: row.park_address,
      city: row.park_city,
      lat: row.park_lat,
      lng: row.park_lng,
      country_code: row.park_country_code,
      image_url: imageUrl(publicUrl, row.park_image_key),
    },
    vehicle_type_id: row.vehicle_type_id,
    vehicle_id: row.vehicle_id,
    plate_number: row.plate_number,
    start_time: toIso(row.start_time),
    end_time: toIso(row.end_time),
    status: effectiveStatus(row),
    subtotal: Number(row.subtotal),
    fees: localizedFees(row.fees ?? [], lang, row.fee_names_fr),
    total: Number(row.total),
    currency: row.currency,
    payment_method: row.payment_method,
    payment_status: row.payment_status,
    payment_reference: row.payment_reference,
    ...(row.payment_status === 'refunded' ? { refunded_to_source: Number(row.refunded_to_source ?? 0) } : {}),
    partner: row.partner,
    event_code: row.event_code,
    created_at: toIso(row.created_at),
    updated_at: toIso(row.updated_at),
  }
}

async function readBooking(db: Database, id: number, lang: Language, publicUrl: string): Promise<Booking> {
  const { rows } = await db.query<BookingRow>(`${BOOKING_SELECT} WHERE b.id = $1`, [id])
  return bookingOf(rows[0]!, lang, publicUrl)
}

/** The user's booking, locked until the transaction ends; 404 for anyone else's. */
async function lockOwnBooking(tx: Database, userId: number, id: number): Promise<BookingRow> {
  const { rows: locked } = await tx.query('SELECT id FROM bookings WHERE id = $1 AND user_id = $2 FOR UPDATE', [id, userId])
  if (!locked[0]) throw new HttpError('booking.not_found')
  const { rows } = await tx.query<BookingRow>(`${BOOKING_SELECT} WHERE b.id = $1`, [id])
  return rows[0]!
}

// ── Rules ────────────────────────────────────────────────────────────────────────────────────

/** quote() with its refusals as 400 answers. */
function priceOrRefuse(pricing: ParkPricing, start: Date, end: Date, vehicleTypeId: number, options?: QuoteOptions): PriceQuote {
  try {
    return quote(pricing.rates, pricing.fees, start, end, vehicleTypeId, options)
  } catch (error) {
    throw pricingAnswer(error)
  }
}

function validateTimeRangeOrRefuse(start: Date, end: Date): void {
  try {
    validateTimeRange(start, end)
  } catch (error) {
    throw pricingAnswer(error)
  }
}

async function assertSpace(tx: Database, pricing: ParkPricing, start: Date, end: Date, holdMinutes: number, exceptId = 0): Promise<void> {
  // Unpaid holds past their time give their space back before it is counted (same statement).
  const peak = await peakOccupancy(tx, pricing.park.id, start, end, exceptId, { expireHolds: holdMinutes })
  if (peak >= pricing.park.capacity) throw new HttpError('booking.space_unavailable')
}

function assertWalletCurrency(walletCurrency: string, currency: string): void {
  if (walletCurrency !== currency) {
    throw new HttpError('booking.wallet_currency_mismatch', { wallet_currency: walletCurrency, currency })
  }
}

// Human-friendly: no 0/O or 1/I to misread at a barrier.
const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

export function newBookingCode(): string {
  let code = 'PK-'
  for (let i = 0; i < 6; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)]
  return code
}

/** The columns of the payment insertBooking records beside its booking, prefixed: the booking has payment_* columns of its own. */
const NEW_PAYMENT_COLUMNS = ['id', 'reference', 'user_id', 'provider', 'purpose', 'booking_id', 'amount', 'currency', 'status', 'verified_at', 'provider_reference', 'extension_from', 'extension_to'] as const

/** The booking's columns as insertBooking's parameters $2…$18 give them ($1 is the code): cast, as an INSERT … SELECT needs. */
const NEW_BOOKING_VALUES = [
  '$1::text', '$2::int', '$3::int', '$4::int', '$5::int', '$6::text', '$7::timestamptz', '$8::timestamptz', '$9::text', '$10::numeric',
  '$11::jsonb', '$12::numeric', '$13::text', '$14::text', '$15::text', '$16::text', '$17::text', '$18::text',
].join(', ')

/**
 * Inserts the booking under a fresh code, with its pending payment when `provider` is given (the
 * booking's payment_reference, amount and currency; status pending), and reads both back as
 * answered, in one statement: a code already taken inserts nothing (ON CONFLICT leaves the
 * transaction usable, and the payment's insert reads the booking's rows, so none either), and
 * another code is drawn.
 *
 * With `space`, the same statement first does assertSpace's work (the park's expired holds
 * cancelled, the peak counted, peakOccupancy's CTEs) and inserts only below the capacity:
 * 'full' answers a park full for the stay, and nothing is inserted. The caller holds the park's
 * row lock, as for assertSpace.
 */
async function insertBooking(
  tx: Database,
  values: unknown[],
  provider: PaymentProvider | null,
  space?: { capacity: number; holdMinutes: number },
): Promise<{ row: BookingRow; payment: PaymentRecord | null } | 'full'> {
  const check = space
    ? `${peakOccupancyCtes({ park: '$3::int', start: '$7::timestamptz', end: '$8::timestamptz', exceptId: '0', expireHolds: space.holdMinutes })}, `
    : ''
  for (;;) {
    const { rows } = await tx.query<BookingRow & Record<string, unknown>>(
      `WITH ${check}b AS (
         INSERT INTO bookings (booking_code, user_id, park_id, vehicle_type_id, vehicle_id, plate_number, start_time, end_time, status,
                               subtotal, fees, total, currency, payment_method, payment_status, payment_reference, partner, event_code)
         ${space ? `SELECT ${NEW_BOOKING_VALUES} WHERE (SELECT peak FROM peak) < $20::int` : `VALUES (${NEW_BOOKING_VALUES})`}
         ON CONFLICT (booking_code) DO NOTHING RETURNING *
       ), pay AS (
         INSERT INTO payments (reference, user_id, provider, purpose, booking_id, amount, currency, status, provider_payload)
         SELECT b.payment_reference, b.user_id, $19::text, 'booking', b.id, b.total, b.currency, 'pending', '{}'::jsonb FROM b WHERE $19::text IS NOT NULL
         RETURNING ${NEW_PAYMENT_COLUMNS.join(', ')}
       )
       SELECT ${space ? '(SELECT peak FROM peak) >= $20::int AS new_booking_full, ' : ''}${BOOKING_FIELDS},
              ${NEW_PAYMENT_COLUMNS.map((column) => `pay.${column} AS new_payment_${column}`).join(', ')}
         FROM ${space ? '(SELECT 1) one LEFT JOIN (b JOIN parks p ON p.id = b.park_id) ON true' : 'b JOIN parks p ON p.id = b.park_id'} LEFT JOIN pay ON true`,
      [newBookingCode(), ...values, provider, ...(space ? [space.capacity] : [])],
      { prepare: true },
    )
    const row = rows[0]
    if (row?.new_booking_full) return 'full'
    if (!row?.id) continue
    delete row.new_booking_full
    const payment = Object.fromEntries(NEW_PAYMENT_COLUMNS.map((column) => [column, row[`new_payment_${column}`]])) as unknown as PaymentRecord
    for (const column of NEW_PAYMENT_COLUMNS) delete row[`new_payment_${column}`]
    return { row, payment: payment.id === null ? null : payment }
  }
}

// ── Schemas ──────────────────────────────────────────────────────────────────────────────────

// ── Routes ───────────────────────────────────────────────────────────────────────────────────

export default async function bookingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>()
  const adapters = () => paymentAdapters(app.db, app.config)
  const holdMinutes = app.config.bookingHoldMinutes

  /**
   * The booking and payment a request with the same Idempotency-Key recorded before its process
   * died, when that work can still be completed: the booking still holds its space unpaid and
   * its payment is pending. Otherwise (hold run out, payment refused) that booking is released
   * and null answered: the retry books afresh, and the key keeps one live booking. The caller
   * holds the user's lock.
   */
  async function resumableBooking(tx: Database, effect: IdempotentEffect, lang: Language): Promise<{ booking: Booking; payment: PaymentRecord } | null> {
    if (effect.bookingId === undefined) return null
    const { rows } = await tx.query<{ status: string; payment_status: string; expired: boolean }>(
      `SELECT b.status, b.payment_status, ${expiredHoldSql(holdMinutes)} AS expired FROM bookings b WHERE b.id = $1 FOR UPDATE`,
      [effect.bookingId],
    )
    const row = rows[0]
    const payment = await findPayment(tx, effect.paymentReference)
    if (row && payment && row.status === 'pending' && row.payment_status === 'pending' && !row.expired && payment.status === 'pending') {
      return { booking: await readBooking(tx, effect.bookingId, lang, app.config.publicUrl), payment }
    }
    await tx.query("UPDATE bookings SET status = 'cancelled', payment_status = 'failed', updated_at = now() WHERE id = $1 AND status = 'pending'", [
      effect.bookingId,
    ])
    return null
  }

  async function pricingOf(db: Database, parkId: number, forUpdate = false): Promise<ParkPricing> {
    const pricing = await loadParkPricing(db, parkId, { forUpdate })
    if (!pricing) throw new HttpError('park.not_found')
    return pricing
  }

  app.route({
    ...contractRoute(app, ROUTES.quoteBooking),
    handler: async (request): Promise<Quote> => {
      const body = request.body
      const pricing = await pricingOf(app.db, body.park_id)
      const vehicleTypeId = body.vehicle_type_id ?? DEFAULT_VEHICLE_TYPE_ID
      const start = new Date(body.start_time)
      const end = new Date(body.end_time)
      const price = priceOrRefuse(pricing, start, end, vehicleTypeId)
      return {
        park_id: pricing.park.id,
        vehicle_type_id: vehicleTypeId,
        start_time: start.toISOString(),
        end_time: end.toISOString(),
        hours: price.hours,
        subtotal: price.subtotal,
        fees: localizedFees(price.fees, requestLanguage(request), Object.fromEntries(pricing.fees.map((fee) => [fee.code, fee.name_fr]))),
        total: price.total,
        currency: price.currency as Quote['currency'],
      }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.createBooking),
    handler: async (request, reply) => {
      const user = request.user!
      const body = request.body
      if (body.vehicle_id !== undefined && body.plate_number !== undefined) {
        throw new HttpError('booking.vehicle_and_plate')
      }
      if (body.vehicle_id === undefined && body.plate_number === undefined) {
        throw new HttpError('booking.vehicle_required', {}, {
          errors: [{ field: 'plate_number', message: 'is required without vehicle_id' }],
        })
      }
      const plate = body.plate_number === undefined ? null : validPlate(body.plate_number)
      const start = new Date(body.start_time)
      const end = new Date(body.end_time)
      // The rules that need no lock are checked before the transaction.
      validateTimeRangeOrRefuse(start, end)
      let eventCode: string | null = null
      if (body.event_code !== undefined) {
        const { rows } = await app.db.query<{ event_code: string }>('SELECT event_code FROM events WHERE event_code = $1 OR event_code = upper($1) LIMIT 1', [
          body.event_code.trim(),
        ])
        if (!rows[0]) throw new HttpError('booking.event_unknown', {}, { errors: [{ field: 'event_code', message: 'Unknown event.' }] })
        eventCode = rows[0].event_code
      }
      const key = request.headers['idempotency-key']
      const hash = requestHash(body)

      const created = await app.db.transaction(async (tx) => {
        let scope: IdempotencyScope | null = null
        let resume: IdempotentEffect | null = null
        if (key) {
          const claim = await claimIdempotencyKey(tx, { userId: user.id, key, route: 'POST /bookings', ownerId: app.instanceId }, hash)
          if (claim.kind === 'replay') return claim
          scope = claim.scope
          if (claim.kind === 'resume') resume = claim.effect
        }
        let walletCurrency: string
        let pricing: ParkPricing
        if (resume) {
          walletCurrency = await lockUser(tx, user.id)
          // The process that took this request died after booking: this one completes that booking.
          const resumed = await resumableBooking(tx, resume, requestLanguage(request))
          if (resumed) return { kind: 'payment' as const, ...resumed, scope, resumed: true }
          pricing = await pricingOf(tx, body.park_id, true)
        } else {
          // The same locks in the same order, one round trip.
          const locked = await lockUserAndPark(tx, user.id, body.park_id)
          if (!locked.pricing) throw new HttpError('park.not_found')
          walletCurrency = locked.walletCurrency
          pricing = locked.pricing
        }

        let vehicleId: number | null = null
        let plateNumber: string
        let vehicleTypeId = body.vehicle_type_id ?? DEFAULT_VEHICLE_TYPE_ID
        if (body.vehicle_id !== undefined) {
          const vehicle = await findOwnVehicle(tx, user.id, body.vehicle_id)
          if (body.vehicle_type_id !== undefined && body.vehicle_type_id !== vehicle.vehicle_type_id) {
            throw new HttpError('booking.vehicle_type_mismatch')
          }
          vehicleId = vehicle.id
          plateNumber = vehicle.plate_number
          vehicleTypeId = vehicle.vehicle_type_id
        } else if (body.save_vehicle) {
          const vehicle = await findOrSaveVehicle(tx, user.id, plate!, vehicleTypeId)
          vehicleId = vehicle.id
          plateNumber = vehicle.plate_number
        } else {
          plateNumber = plate!
        }

        const price = priceOrRefuse(pricing, start, end, vehicleTypeId)

        let provider: PaymentProvider | null = null
        try {
          if (body.payment_method === 'wallet') {
            assertWalletCurrency(walletCurrency, price.currency)
          } else {
            provider = chooseProvider(price.currency, body.payment_provider)
          }
        } catch (error) {
          // A full park is answered before these refusals, as always.
          await assertSpace(tx, pricing, start, end, holdMinutes)
          throw error
        }

        const reference = provider ? newPaymentReference(provider) : null
        const paid = body.payment_method === 'wallet'
        // The space is counted by the insert's own statement (assertSpace's work, one round trip fewer).
        const inserted = await insertBooking(tx, [
          user.id, pricing.park.id, vehicleTypeId, vehicleId, plateNumber, start, end, paid ? 'active' : 'pending',
          price.subtotal, JSON.stringify(price.fees), price.total, price.currency, body.payment_method, paid ? 'paid' : 'pending',
          reference, body.partner ?? null, eventCode,
        ], provider, { capacity: pricing.park.capacity, holdMinutes })
        if (inserted === 'full') throw new HttpError('booking.space_unavailable')
        const { row, payment } = inserted
        const bookingId = row.id
        const code = row.booking_code
        if (paid) {
          await debit(tx, { userId: user.id, amount: price.total, currency: price.currency, reference: code, description: `Booking ${code} at ${pricing.park.name}`, bookingId })
        } else if (scope) {
          // Committed with the booking: a retry after a crash finds this work, not a new one.
          await recordIdempotentEffect(tx, scope, { bookingId, paymentReference: payment!.reference })
        }
        const booking = bookingOf(row, requestLanguage(request), app.config.publicUrl)
        if (paid) {
          await bookingConfirmationMail(tx, booking.id, requestLanguage(request))
          const answer: CreateBookingResponse = { booking, payment: null }
          if (scope) await storeIdempotentResponse(tx, scope, 201, answer)
          return { kind: 'done' as const, answer }
        }
        return { kind: 'payment' as const, booking, payment: payment!, scope, resumed: false }
      })

      // A replay answers the stored answer as it was first sent.
      if (created.kind === 'replay') return reply.code(created.status as 201).header('idempotent-replayed', 'true').send(created.body as CreateBookingResponse)
      if (created.kind === 'done') return reply.code(201).send(created.answer)

      let init: PaymentInit
      try {
        const start = created.resumed ? resumePayment : initializePayment
        init = await start(app.db, adapters()[created.payment.provider], created.payment, {
          email: user.email,
          returnUrl: body.return_url ?? null,
        })
      } catch (error) {
        // No payment can start: the booking must not hold a space.
        await app.db.transaction((tx) =>
          tx.query("UPDATE bookings SET status = 'cancelled', payment_status = 'failed', updated_at = now() WHERE id = $1", [created.booking.id]),
        )
        if (created.scope) await releaseIdempotencyKey(app.db, created.scope)
        throw error
      }
      const answer: CreateBookingResponse = { booking: created.booking, payment: init }
      if (created.scope) await storeIdempotentResponse(app.db, created.scope, 201, answer)
      return reply.code(201).send(answer)
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.listBookings),
    handler: async (request): Promise<PageOf<Booking>> => {
      const { page = 1, size = BOOKING_LIST_DEFAULT_SIZE, status_filter: filter = 'all' } = request.query
      // A hold that ran out reads as cancelled, not as a booking still waiting for payment.
      await expireUnpaidHolds(app.db, { userId: request.user!.id }, holdMinutes)
      const conditions: Record<BookingStatusFilter, string> = {
        all: 'true',
        pending: "b.status = 'pending'",
        cancelled: "b.status = 'cancelled'",
        active: "b.status = 'active' AND b.end_time > now()",
        completed: "(b.status = 'completed' OR (b.status = 'active' AND b.end_time <= now()))",
      }
      // A gateway attempt cancelled before it was paid (refused card, a payment given up, hold run out) moved
      // no money and holds nothing: it is not one of the driver's bookings. Its code still opens it.
      const where = `b.user_id = $1 AND NOT (b.status = 'cancelled' AND b.payment_status IN ('failed', 'pending')) AND ${conditions[filter]}`
      const { rows } = await app.db.query<BookingRow>(`${BOOKING_SELECT} WHERE ${where} ORDER BY b.created_at DESC, b.id DESC LIMIT $2 OFFSET $3`, [
        request.user!.id,
        size,
        (page - 1) * size,
      ])
      const count = await app.db.query<{ n: number }>(`SELECT count(*) AS n FROM bookings b WHERE ${where}`, [request.user!.id])
      const total = Number(count.rows[0]?.n ?? 0)
      return { items: rows.map((row) => bookingOf(row, requestLanguage(request), app.config.publicUrl)), total, page, size, pages: Math.max(1, Math.ceil(total / size)) }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.getBookingByCode),
    handler: async (request) => {
      await expireUnpaidHolds(app.db, { userId: request.user!.id }, holdMinutes)
      const { rows } = await app.db.query<BookingRow>(`${BOOKING_SELECT} WHERE b.booking_code = $1 AND b.user_id = $2`, [
        request.params.booking_code.trim().toUpperCase(),
        request.user!.id,
      ])
      if (!rows[0]) throw new HttpError('booking.not_found')
      return bookingOf(rows[0], requestLanguage(request), app.config.publicUrl)
    },
  })

  // The code alone, drawn: no booking is read, so it tells nobody whether a code exists.
  app.route({
    ...contractRoute(app, ROUTES.getBookingQrCode),
    handler: async (request, reply) =>
      reply.type('image/svg+xml').header('cache-control', 'public, max-age=31536000, immutable').send(qrCodeSvg(request.params.booking_code)),
  })

  app.route({
    ...contractRoute(app, ROUTES.extendBooking),
    handler: async (request): Promise<ExtendBookingResponse> => {
      const user = request.user!
      const body = request.body
      const newEnd = new Date(body.new_end_time)
      const byGateway = body.payment_method === 'gateway'
      const lang = requestLanguage(request)
      const extended = await app.db.transaction(async (tx) => {
        const walletCurrency = await lockUser(tx, user.id)
        const row = await lockOwnBooking(tx, user.id, body.booking_id)
        const status = effectiveStatus(row)
        if (status === 'completed') throw new HttpError('booking.ended_cannot_extend')
        if (status === 'cancelled') throw new HttpError('booking.extend_cancelled')
        if (status === 'pending') throw new HttpError('booking.extend_unpaid')
        if (newEnd.getTime() <= row.end_time.getTime()) {
          throw new HttpError('booking.end_not_later', {}, {
            errors: [{ field: 'new_end_time', message: 'must be later than the current departure' }],
          })
        }
        const pricing = await pricingOf(tx, row.park_id, true)
        let charge
        try {
          charge = extensionCharge(pricing, row, newEnd)
        } catch (error) {
          throw pricingAnswer(error)
        }
        await assertSpace(tx, pricing, row.end_time, newEnd, holdMinutes, row.id)
        const currency = row.currency
        if (byGateway && charge.amount > 0) {
          // Nothing changes until the provider confirms the payment (confirm-payment, webhook):
          // the extension is priced from the current departure and applies only from it.
          const provider = chooseProvider(currency, body.payment_provider)
          const payment = await insertPayment(tx, {
            reference: newPaymentReference(provider),
            userId: user.id,
            provider,
            purpose: 'extension',
            bookingId: row.id,
            amount: charge.amount,
            currency,
            extension: { from: row.end_time, to: newEnd },
          })
          return { kind: 'payment' as const, booking: await readBooking(tx, row.id, lang, app.config.publicUrl), payment, amount: charge.amount }
        }
        if (charge.amount > 0) {
          assertWalletCurrency(walletCurrency, currency)
          await debit(tx, {
            userId: user.id,
            amount: charge.amount,
            currency,
            reference: await nextBookingReference(tx, row.booking_code, 'EXT'),
            description: `Extension of booking ${row.booking_code}`,
            bookingId: row.id,
          })
        }
        await tx.query('UPDATE bookings SET end_time = $2, subtotal = $3, fees = $4, total = $5, updated_at = now() WHERE id = $1', [
          row.id,
          newEnd,
          charge.subtotal,
          JSON.stringify(charge.fees),
          charge.total,
        ])
        return { kind: 'done' as const, booking: await readBooking(tx, row.id, lang, app.config.publicUrl), amount: charge.amount }
      })
      if (extended.kind === 'done') return { booking: extended.booking, extra_amount: extended.amount, currency: extended.booking.currency, payment: null }
      const payment = await initializePayment(app.db, adapters()[extended.payment.provider], extended.payment, {
        email: user.email,
        returnUrl: body.return_url ?? null,
      })
      return { booking: extended.booking, extra_amount: extended.amount, currency: extended.booking.currency, payment }
    },
  })

  /** A renewal's rules: a cancelled booking whose end is ahead, in a park with space for it. The park is locked. */
  async function checkRenewable(tx: Database, row: BookingRow): Promise<void> {
    const status = effectiveStatus(row)
    if (status !== 'cancelled') {
      throw new HttpError(status === 'active' ? 'booking.already_active' : 'booking.renew_not_cancelled')
    }
    if (row.end_time.getTime() <= Date.now()) throw new HttpError('booking.ended_cannot_renew')
    const pricing = await pricingOf(tx, row.park_id, true)
    await assertSpace(tx, pricing, row.start_time, row.end_time, holdMinutes, row.id)
  }

  async function renewFromWallet(tx: Database, userId: number, walletCurrency: string, row: BookingRow, lang: Language): Promise<void> {
    assertWalletCurrency(walletCurrency, row.currency)
    await debit(tx, {
      userId,
      amount: Number(row.total),
      currency: row.currency,
      reference: await nextBookingReference(tx, row.booking_code, 'RENEW'),
      description: `Renewal of booking ${row.booking_code}`,
      bookingId: row.id,
    })
    await tx.query("UPDATE bookings SET status = 'active', payment_status = 'paid', payment_method = 'wallet', updated_at = now() WHERE id = $1", [row.id])
    await bookingConfirmationMail(tx, row.id, lang)
  }

  app.route({
    ...contractRoute(app, ROUTES.renewBooking),
    handler: async (request): Promise<RenewBookingResponse> => {
      const user = request.user!
      const body = request.body
      const lang = requestLanguage(request)
      const renewed = await app.db.transaction(async (tx) => {
        const walletCurrency = await lockUser(tx, user.id)
        const row = await lockOwnBooking(tx, user.id, request.params.id)
        await checkRenewable(tx, row)
        if (body.payment_method === 'wallet') {
          await renewFromWallet(tx, user.id, walletCurrency, row, lang)
          return { booking: await readBooking(tx, row.id, lang, app.config.publicUrl), payment: null }
        }
        // The booking stays cancelled until the provider confirms the payment (confirm-payment, webhook).
        const provider = chooseProvider(row.currency, body.payment_provider)
        const payment = await insertPayment(tx, {
          reference: newPaymentReference(provider),
          userId: user.id,
          provider,
          purpose: 'renewal',
          bookingId: row.id,
          amount: Number(row.total),
          currency: row.currency,
        })
        return { booking: await readBooking(tx, row.id, lang, app.config.publicUrl), payment }
      })
      if (!renewed.payment) return { booking: renewed.booking, payment: null }
      const payment = await initializePayment(app.db, adapters()[renewed.payment.provider], renewed.payment, {
        email: user.email,
        returnUrl: body.return_url ?? null,
      })
      return { booking: renewed.booking, payment }
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.changeBookingStatus),
    handler: async (request) => {
      const user = request.user!
      // Gateway payments this cancellation sends back to their card or mobile money, once it commits.
      const toSource: string[] = []
      const changed = await app.db.transaction(async (tx) => {
        const walletCurrency = await lockUser(tx, user.id)
        const row = await lockOwnBooking(tx, user.id, request.params.id)
        if (request.query.status === 'cancelled') {
          const status = effectiveStatus(row)
          const currency = row.currency
          if (status === 'cancelled') throw new HttpError('booking.already_cancelled')
          if (status === 'completed' || row.end_time.getTime() <= Date.now()) {
            throw new HttpError('booking.ended_cannot_cancel')
          }
          let paymentStatus = row.payment_status
          if (row.payment_status === 'paid') {
            // Each gateway payment that paid this booking (the booking, gateway extensions) goes back
            // to its source; what the wallet paid goes back to the wallet.
            const { rows: paidByGateway } = await tx.query<{ reference: string; provider: string; amount: number }>(
              `SELECT p.reference, p.provider, p.amount FROM payments p
                WHERE p.booking_id = $1 AND p.purpose IN ('booking', 'extension', 'renewal') AND p.status = 'succeeded'
                  AND EXISTS (SELECT 1 FROM ledger_entries l WHERE l.reference = p.reference AND l.type = 'debit' AND l.booking_id = $1)
                  AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_reference = p.reference)
                ORDER BY p.id`,
              [row.id],
            )
            let toWallet = toMinor(Number(row.total), currency)
            for (const payment of paidByGateway) {
              await recordRefund(tx, { reference: payment.reference, bookingId: row.id, provider: payment.provider, amount: Number(payment.amount), currency, reason: 'cancellation' })
              toSource.push(payment.reference)
              toWallet -= toMinor(Number(payment.amount), currency)
            }
            if (toWallet > 0) {
              await creditOnce(tx, {
                userId: user.id,
                amount: fromMinor(toWallet, currency),
                currency,
                reference: await nextBookingReference(tx, row.booking_code, 'REFUND'),
                description: `Refund of booking ${row.booking_code}`,
                bookingId: row.id,
              })
            }
            paymentStatus = 'refunded'
          }
          await tx.query("UPDATE bookings SET status = 'cancelled', payment_status = $2, updated_at = now() WHERE id = $1", [row.id, paymentStatus])
          return row.id
        }
        await checkRenewable(tx, row)
        await renewFromWallet(tx, user.id, walletCurrency, row, requestLanguage(request))
        return row.id
      })
      if (toSource.length > 0) await refundToSource(app.db, adapters(), toSource)
      return readBooking(app.db, changed, requestLanguage(request), app.config.publicUrl)
    },
  })

  app.route({
    ...contractRoute(app, ROUTES.confirmBookingPayment),
    handler: async (request) => {
      const user = request.user!
      const { payment_reference: reference, payment_provider: provider } = request.query
      const { rows } = await app.db.query<BookingRow>(`${BOOKING_SELECT} WHERE b.id = $1 AND b.user_id = $2`, [request.params.id, user.id])
      const row = rows[0]
      if (!row) throw new HttpError('booking.not_found')
      const payment = await findPayment(app.db, reference)
      if (!payment || payment.user_id !== user.id || !['booking', 'extension', 'renewal'].includes(payment.purpose) || payment.booking_id !== row.id) {
        throw new HttpError('booking.payment_not_found')
      }
      if (payment.provider !== provider) throw new HttpError('payment.provider_mismatch', { provider: payment.provider, asked: provider })
      if (row.payment_status === 'paid' && row.payment_reference === reference) return bookingOf(row, requestLanguage(request), app.config.publicUrl)
      const extension = payment.purpose === 'extension'
      const renewal = payment.purpose === 'renewal'

      const release = await beginVerification(app.db, provider, reference)
      if (!release) throw new HttpError('payment.verification_in_progress')
      try {
        const verification = await verifyWithProvider(adapters()[provider], payment)
        const settled = await settlePayment(app.db, payment, verification, holdMinutes)
        switch (settled.kind) {
          case 'pending':
            return bookingOf(row, requestLanguage(request), app.config.publicUrl)
          case 'mismatch':
            throw new HttpError('booking.payment_mismatch')
          case 'failed':
            throw new HttpError(extension ? 'booking.extension_payment_failed' : renewal ? 'booking.renewal_payment_failed' : 'booking.payment_failed')
          case 'cancelled':
            throw new HttpError(extension ? 'booking.extension_payment_cancelled' : renewal ? 'booking.renewal_payment_cancelled' : 'booking.payment_cancelled')
          case 'refused':
            // The money goes back to the card or mobile money before the driver is told so.
            await refundToSource(app.db, adapters(), [payment.reference])
            throw new HttpError(
              renewal
                ? settled.reason === 'space_taken' ? 'booking.renewal_space_taken' : 'booking.renewal_outdated'
                : settled.reason === 'space_taken' ? 'booking.extension_space_taken' : 'booking.extension_outdated',
              { amount: formatMoney(payment.amount, payment.currency) },
            )
          case 'stranded':
            // Money arrived for a booking cancelled meanwhile: it stays in the wallet (committed).
            throw new HttpError('booking.payment_stranded', { amount: formatMoney(payment.amount, payment.currency) })
          case 'succeeded':
            return readBooking(app.db, row.id, requestLanguage(request), app.config.publicUrl)
        }
      } finally {
        await release()
      }
    },
  })
}
