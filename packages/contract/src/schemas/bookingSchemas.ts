import type { Static } from 'typebox'
import { Type } from 'typebox'
import { BOOKING_START_GRACE_MINUTES, DEFAULT_VEHICLE_TYPE_ID, MAX_BOOKING_DAYS } from '../domain/limits.ts'
import { BOOKING_PAYMENT_METHODS, BOOKING_STATUSES, PAYMENT_STATUSES } from '../domain/statuses.ts'
import { CurrencyCodeSchema, PaymentProviderSchema } from './commonSchemas.ts'
import { Id, IsoDateTime, Nullable, StringEnum } from './helpers.ts'
import { PaymentInit, ReturnUrl } from './paymentSchemas.ts'

export const PriceLine = Type.Object({ code: Type.String(), label: Type.String(), amount: Type.Number() })

const time = (description: string) => IsoDateTime({ maxLength: 40, description, examples: ['2027-01-15T09:00:00.000Z'] })
const quoteFields = {
  park_id: Id(),
  vehicle_type_id: Type.Optional(Id({ description: `Default ${DEFAULT_VEHICLE_TYPE_ID} (or the saved vehicle’s type).` })),
  start_time: time(`Arrival; at most ${BOOKING_START_GRACE_MINUTES} minutes in the past.`),
  end_time: time(`Departure; after arrival, at most ${MAX_BOOKING_DAYS} days later.`),
}

export const QuoteRequest = Type.Object(quoteFields, { additionalProperties: false })

export const Quote = Type.Object({
  park_id: Type.Integer(),
  vehicle_type_id: Type.Integer(),
  start_time: IsoDateTime(),
  end_time: IsoDateTime(),
  hours: Type.Integer({ description: 'Charged hours: part hours round up.' }),
  subtotal: Type.Number(),
  fees: Type.Array(PriceLine),
  total: Type.Number(),
  currency: CurrencyCodeSchema,
})

export const BookingStatusSchema = StringEnum(BOOKING_STATUSES, { description: 'completed: active and ended.' })

export const Booking = Type.Object({
  id: Type.Integer(),
  booking_code: Type.String({ description: "'PK-' and 6 characters without 0, O, 1 or I.", examples: ['PK-7QX2MA'] }),
  park_id: Type.Integer(),
  park: Type.Object({
    id: Type.Integer(),
    name: Type.String(),
    slug: Type.String(),
    park_code: Type.String(),
    address: Type.String(),
    city: Type.String(),
    lat: Type.Number(),
    lng: Type.Number(),
    country_code: Type.String({ description: "The park's country (two letters): its payment gateway pays an extension.", examples: ['NG'] }),
    image_url: Nullable(Type.String(), { description: "The park's picture (as the park's image_url)." }),
  }),
  vehicle_type_id: Type.Integer(),
  vehicle_id: Nullable(Type.Integer()),
  plate_number: Type.String(),
  start_time: IsoDateTime(),
  end_time: IsoDateTime(),
  status: BookingStatusSchema,
  subtotal: Type.Number(),
  fees: Type.Array(PriceLine),
  total: Type.Number({ description: 'Everything charged for this booking, extensions included.' }),
  currency: CurrencyCodeSchema,
  payment_method: StringEnum(BOOKING_PAYMENT_METHODS),
  payment_status: StringEnum(PAYMENT_STATUSES),
  payment_reference: Nullable(Type.String()),
  refunded_to_source: Type.Optional(
    Type.Number({ description: 'Of a refunded booking: the part returned to the card or mobile money it was paid with (the rest went to the wallet).' }),
  ),
  partner: Nullable(Type.String()),
  event_code: Nullable(Type.String()),
  created_at: IsoDateTime(),
  updated_at: IsoDateTime(),
})

export const CreateBookingRequest = Type.Object(
  {
    ...quoteFields,
    vehicle_id: Type.Optional(Id({ description: 'A saved vehicle of this user.' })),
    plate_number: Type.Optional(Type.String({ minLength: 1, maxLength: 40, description: 'A plate, when no vehicle_id.', examples: ['LND 123 AB'] })),
    save_vehicle: Type.Optional(Type.Boolean({ description: 'Save plate_number as a vehicle.' })),
    payment_method: StringEnum(BOOKING_PAYMENT_METHODS),
    partner: Type.Optional(
      Type.String({
        minLength: 1,
        maxLength: 64,
        pattern: '^[A-Za-z0-9._:-]+$',
        'x-message': 'partner must be 1 to 64 letters, digits, dots, colons, hyphens or underscores.',
        description: 'Partner attribution code from the embedding site.',
      }),
    ),
    event_code: Type.Optional(Type.String({ minLength: 1, maxLength: 64 })),
    return_url: Type.Optional(ReturnUrl),
    payment_provider: Type.Optional(StringEnum(['paystack', 'wave', 'stripe'] as const, { description: "Another provider than the park's country's (a browser gateway that fell back)." })),
  },
  { additionalProperties: false },
)

export const CreateBookingResponse = Type.Object({
  booking: Booking,
  payment: Nullable(PaymentInit, { description: 'Present when the booking waits for a gateway payment.' }),
})

export const ExtendBookingRequest = Type.Object(
  {
    booking_id: Id(),
    new_end_time: time('The new departure.'),
    payment_method: Type.Optional(
      StringEnum(BOOKING_PAYMENT_METHODS, {
        default: 'wallet',
        description: "'wallet' charges the wallet at once; 'gateway' answers where to pay, and the extension applies once the payment is confirmed.",
      }),
    ),
    return_url: Type.Optional(ReturnUrl),
    payment_provider: Type.Optional(StringEnum(['paystack', 'wave', 'stripe'] as const, { description: "Another provider than the park's country's (a browser gateway that fell back)." })),
  },
  { additionalProperties: false },
)

export const ExtendBookingResponse = Type.Object({
  booking: Booking,
  extra_amount: Type.Number({ description: 'The price of the extra time.' }),
  currency: CurrencyCodeSchema,
  payment: Type.Optional(
    Nullable(PaymentInit, {
      description: 'Present when the extension waits for a gateway payment: the booking is unchanged until POST /bookings/{id}/confirm-payment confirms it.',
    }),
  ),
})

export const RenewBookingRequest = Type.Object(
  {
    payment_method: StringEnum(BOOKING_PAYMENT_METHODS, {
      description: "'wallet' charges the wallet at once; 'gateway' answers where to pay, and the booking is active again once the payment is confirmed.",
    }),
    return_url: Type.Optional(ReturnUrl),
    payment_provider: Type.Optional(StringEnum(['paystack', 'wave', 'stripe'] as const, { description: "Another provider than the park's country's (a browser gateway that fell back)." })),
  },
  { additionalProperties: false },
)

export const RenewBookingResponse = Type.Object({
  booking: Booking,
  payment: Nullable(PaymentInit, {
    description: 'Present when the renewal waits for a gateway payment: the booking stays cancelled until POST /bookings/{id}/confirm-payment confirms it.',
  }),
})

export const ConfirmBookingPaymentQuery = Type.Object({
  payment_reference: Type.String({ minLength: 1, maxLength: 200 }),
  payment_provider: PaymentProviderSchema,
})

export type PriceLine = Static<typeof PriceLine>
export type QuoteRequest = Static<typeof QuoteRequest>
export type Quote = Static<typeof Quote>
export type Booking = Static<typeof Booking>
export type CreateBookingRequest = Static<typeof CreateBookingRequest>
export type CreateBookingResponse = Static<typeof CreateBookingResponse>
export type ExtendBookingRequest = Static<typeof ExtendBookingRequest>
export type ExtendBookingResponse = Static<typeof ExtendBookingResponse>
export type RenewBookingRequest = Static<typeof RenewBookingRequest>
export type RenewBookingResponse = Static<typeof RenewBookingResponse>
export type ConfirmBookingPaymentQuery = Static<typeof ConfirmBookingPaymentQuery>
