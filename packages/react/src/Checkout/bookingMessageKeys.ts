import type { TranslationKey } from '@parkade/core'

/**
 * Sentences the v1 API answers on quotes, bookings, payment confirmation and events that core's
 * message catalogue does not know yet, with the key that translates each.
 */
export const BOOKING_MESSAGE_KEYS: Readonly<Record<string, TranslationKey>> = {
  'This car park is full for the selected time.': 'checkout.serverErrors.parkFull',
  'Insufficient wallet balance.': 'checkout.serverErrors.insufficientBalance',
  'Arrival time cannot be in the past.': 'checkout.serverErrors.startInPast',
  'Departure must be after arrival.': 'checkout.serverErrors.endBeforeStart',
  'A booking can last at most 30 days.': 'checkout.serverErrors.tooLong',
  'This car park has no rate for the selected vehicle type.': 'checkout.serverErrors.noRate',
  'Park not found.': 'checkout.serverErrors.parkNotFound',
  'Enter a plate number of 2 to 15 letters and digits, optionally separated by single spaces or hyphens.': 'checkout.serverErrors.plateInvalid',
  'A request with this Idempotency-Key is still being processed. Try again in a moment.': 'checkout.serverErrors.requestInProgress',
  'The payment failed, so the booking was not confirmed. Nothing was charged.': 'checkout.serverErrors.paymentFailed',
  'The payment was cancelled, so the booking was not confirmed. Nothing was charged.': 'checkout.serverErrors.paymentCancelled',
  'Event not found.': 'events.notFound',
  'This event is private. Enter its access code to view it.': 'events.private',
  'No event matches this access code.': 'events.accessCodeUnknown',
}
