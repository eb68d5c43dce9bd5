import { MAX_BOOKING_DAYS } from '@parkade/contract/domain'
import { HttpError } from '../lib/HttpError.ts'
import { PricingError } from './PricingError.ts'

/** The request fields a stay's start and end, and its vehicle, arrive in. */
export interface PricingFields {
  start: string
  end: string
  vehicle: string
}

/** A pricing refusal as the 400 answer naming the field; anything else unchanged. */
export function pricingAnswer(error: unknown, fields: PricingFields = { start: 'start_time', end: 'end_time', vehicle: 'vehicle_type_id' }): unknown {
  if (!(error instanceof PricingError)) return error
  const field = { 'invalid-date': fields.start, 'start-in-past': fields.start, 'end-before-start': fields.end, 'too-long': fields.end, 'no-rate': fields.vehicle }[error.code]
  const extra = { detail: error.message, errors: [{ field, message: error.message }] }
  switch (error.code) {
    case 'invalid-date':
      return new HttpError('booking.invalid_date', {}, extra)
    case 'start-in-past':
      return new HttpError('booking.start_in_past', {}, extra)
    case 'end-before-start':
      return new HttpError('booking.end_before_start', {}, extra)
    case 'too-long':
      return new HttpError('booking.too_long', { days: MAX_BOOKING_DAYS }, extra)
    case 'no-rate':
      return new HttpError('booking.no_rate', {}, extra)
  }
}
