// Every error the v1 API answers, once: a stable dotted code, its HTTP status, a short title and
// the English sentence it answers as `detail` (SPEC §8's wording where it has one). `{name}`
// marks a value filled in when the error is raised. Clients translate by code, never by sentence.

export interface ErrorSpec {
  readonly status: number
  readonly title: string
  readonly message: string
}

export const ERROR_CATALOGUE = {
  // ── Requests the server cannot take ──────────────────────────────────────────────────────
  'request.invalid': { status: 400, title: 'Invalid request', message: 'The request is invalid.' },
  'request.validation_failed': { status: 400, title: 'Invalid field', message: '{fields}' },
  'request.body_not_json': { status: 400, title: 'Body is not JSON', message: 'The request body is not valid JSON.' },
  'request.body_empty': { status: 400, title: 'Empty body', message: 'The request body is empty; send a JSON object.' },
  'request.body_length_mismatch': { status: 400, title: 'Bad Content-Length', message: 'The Content-Length header does not match the body.' },
  'request.bad_url': { status: 400, title: 'Badly encoded address', message: 'The address is not valid: part of it is wrongly encoded.' },
  'request.body_too_large': { status: 413, title: 'Body too large', message: 'The request body is too large.' },
  'request.url_too_long': { status: 414, title: 'Address too long', message: 'The address is too long: a part of it exceeds 200 characters.' },
  'request.unsupported_media_type': { status: 415, title: 'Unsupported content type', message: 'Unsupported content type: send the body as application/json.' },
  'request.not_found': { status: 404, title: 'Not found', message: 'Not found' },
  'request.too_many_attempts': { status: 429, title: 'Too many attempts', message: 'Too many failed attempts. Please try again later.' },
  'server.error': { status: 500, title: 'Server error', message: 'Something went wrong on the server. Please try again.' },
  'server.shutting_down': { status: 503, title: 'Shutting down', message: 'This instance is shutting down.' },
  'server.database_unreachable': { status: 503, title: 'Database unreachable', message: 'The database is not reachable.' },
  'server.migrations_pending': { status: 503, title: 'Migrations pending', message: 'Migrations not applied yet: {migrations}.' },

  // ── Values the database refused (an uncaught constraint is still a 4xx) ─────────────────
  'data.duplicate': { status: 409, title: 'Duplicate', message: 'A record with these details already exists.' },
  'data.missing_reference': { status: 400, title: 'Missing reference', message: 'A referenced record does not exist.' },
  'data.missing_value': { status: 400, title: 'Missing value', message: 'A required value is missing.' },
  'data.out_of_range': { status: 400, title: 'Out of range', message: 'A value is outside the allowed range.' },
  'data.invalid_format': { status: 400, title: 'Invalid format', message: 'A value has an invalid format.' },
  'data.number_out_of_range': { status: 400, title: 'Number out of range', message: 'A number is out of range.' },
  'data.too_long': { status: 400, title: 'Value too long', message: 'A value is too long.' },
  'data.invalid_date_format': { status: 400, title: 'Invalid date', message: 'A date or time has an invalid format.' },
  'data.date_out_of_range': { status: 400, title: 'Date out of range', message: 'A date or time is out of range.' },
  'data.invalid_value': { status: 400, title: 'Invalid value', message: 'A value is invalid.' },
  'data.invalid_character': { status: 400, title: 'Invalid character', message: 'A value contains a character that is not allowed.' },
  'data.too_large': { status: 400, title: 'Value too large', message: 'A value is too large.' },
  'data.conflict': { status: 409, title: 'Concurrent change', message: 'The request conflicted with another one. Please try again.' },

  // ── Sign-in and accounts ──────────────────────────────────────────────────────────────────
  'auth.token_missing': { status: 401, title: 'No token', message: 'No authentication token found' },
  'auth.token_invalid': { status: 401, title: 'Invalid token', message: 'Invalid authentication token.' },
  'auth.token_expired': { status: 401, title: 'Session expired', message: 'Your session has expired. Please log in again.' },
  'auth.account_gone': { status: 401, title: 'Account gone', message: 'This account no longer exists. Please log in again.' },
  'auth.invalid_credentials': { status: 401, title: 'Invalid credentials', message: 'Invalid email or password.' },
  'auth.email_taken': { status: 409, title: 'Email taken', message: 'An account with this email already exists.' },
  'auth.invalid_code': { status: 400, title: 'Invalid code', message: 'Invalid or expired code. Request a new one and try again.' },
  'auth.country_unknown': { status: 400, title: 'Unknown country', message: 'country_id: "{country}" is not a listed country code' },
  'auth.social_failed': { status: 401, title: 'Social login failed', message: 'Social login failed. Please try again.' },
  'auth.social_unavailable': { status: 401, title: 'Social login unavailable', message: 'Social login is currently unavailable. Please try logging in with email and password.' },
  'auth.social_token_invalid': { status: 401, title: 'Sign-in token refused', message: 'Social login failed: the sign-in token could not be verified. Please sign in again.' },
  'auth.social_account_disabled': { status: 401, title: 'Account disabled', message: 'This account has been disabled. Please contact support.' },
  'auth.social_user_mismatch': { status: 401, title: 'Token of another user', message: 'The sign-in token does not belong to this user. Please sign in again.' },
  'auth.social_email_mismatch': { status: 401, title: 'Email mismatch', message: 'The email does not match the signed-in Google or Apple account.' },
  'auth.social_provider_mismatch': { status: 401, title: 'Provider mismatch', message: 'The sign-in token is not from this provider. Please sign in again.' },
  'auth.social_link_required': { status: 409, title: 'Linking required', message: 'Account linking required. Please contact support.' },
  'auth.social_other_method': { status: 409, title: 'Other sign-in method', message: 'An account with this email already exists. Please sign in with your original method.' },

  // ── Catalogue ─────────────────────────────────────────────────────────────────────────────
  'catalogue.country_not_found': { status: 404, title: 'Country not found', message: 'Country {country} not found.' },
  'catalogue.country_code_unknown': { status: 400, title: 'Unknown country', message: 'country_code: "{country}" is not a listed country code' },
  'park.not_found': { status: 404, title: 'Park not found', message: 'Park not found.' },
  'park.no_rate': { status: 404, title: 'No rate', message: 'This park has no rate for vehicle type {vehicle_type_id}.' },
  'park.coordinates_incomplete': { status: 400, title: 'Give lat and lng', message: 'lat and lng: give both or neither' },
  'park.radius_needs_point': { status: 400, title: 'Radius needs a point', message: 'radius_km: needs lat and lng' },
  'park.box_incomplete': { status: 400, title: 'Give the whole box', message: 'min_lat, min_lng, max_lat and max_lng: give all four or none' },
  'park.box_inverted': { status: 400, title: 'Box upside down', message: 'min_lat must not be greater than max_lat' },
  'park.stay_incomplete': { status: 400, title: 'Give arrival and departure', message: 'arrival and departure: give both or neither' },
  'park.sort_needs_stay': { status: 400, title: 'Price sort needs a stay', message: 'sort=price: needs arrival and departure' },
  'park.sort_needs_point': { status: 400, title: 'Distance sort needs a point', message: 'sort=distance: needs lat and lng' },
  'event.not_found': { status: 404, title: 'Event not found', message: 'Event not found.' },
  'event.private': { status: 403, title: 'Private event', message: 'This event is private. Enter its access code to view it.' },
  'event.access_code_unknown': { status: 404, title: 'Unknown access code', message: 'No event matches this access code.' },
  'marketplace.item_not_found': { status: 404, title: 'Item not found', message: 'Marketplace item not found.' },
  'blog.post_not_found': { status: 404, title: 'Post not found', message: 'Blog post not found.' },

  // ── Vehicles ──────────────────────────────────────────────────────────────────────────────
  'vehicle.not_found': { status: 404, title: 'Vehicle not found', message: 'Vehicle not found.' },
  'vehicle.plate_invalid': {
    status: 400,
    title: 'Invalid plate',
    message: 'Enter a plate number of 2 to 15 letters and digits, optionally separated by single spaces or hyphens.',
  },
  'vehicle.type_unknown': { status: 400, title: 'Unknown vehicle type', message: 'vehicle_type_id: this vehicle type does not exist.' },
  'vehicle.plate_taken': { status: 409, title: 'Plate already saved', message: 'You have already saved the plate {plate}.' },
  'vehicle.default_required': { status: 409, title: 'Default vehicle', message: 'This is your default vehicle. Make another vehicle the default instead.' },

  // ── Bookings ──────────────────────────────────────────────────────────────────────────────
  'booking.not_found': { status: 404, title: 'Booking not found', message: 'Booking not found.' },
  'booking.space_unavailable': { status: 409, title: 'Park full', message: 'This car park is full for the selected time.' },
  'booking.invalid_date': { status: 400, title: 'Invalid dates', message: 'Arrival and departure must be valid dates.' },
  'booking.start_in_past': { status: 400, title: 'Arrival in the past', message: 'Arrival time cannot be in the past.' },
  'booking.end_before_start': { status: 400, title: 'Departure before arrival', message: 'Departure must be after arrival.' },
  'booking.too_long': { status: 400, title: 'Booking too long', message: 'A booking can last at most {days} days.' },
  'booking.no_rate': { status: 400, title: 'No rate', message: 'This car park has no rate for the selected vehicle type.' },
  'booking.vehicle_and_plate': { status: 400, title: 'Vehicle or plate', message: 'Send either vehicle_id or plate_number, not both.' },
  'booking.vehicle_required': {
    status: 400,
    title: 'Vehicle required',
    message: 'Choose a saved vehicle (vehicle_id) or enter a plate number (plate_number).',
  },
  'booking.event_unknown': { status: 400, title: 'Unknown event', message: 'event_code: no event has this code.' },
  'booking.vehicle_type_mismatch': { status: 400, title: 'Vehicle type mismatch', message: 'vehicle_type_id does not match the type of the chosen vehicle.' },
  'booking.wallet_currency_mismatch': {
    status: 409,
    title: 'Wallet in another currency',
    message: 'Your wallet is in {wallet_currency} but this car park charges in {currency}, so the wallet cannot pay for it. Pay by card or mobile money instead.',
  },
  'booking.ended_cannot_extend': { status: 409, title: 'Booking ended', message: 'This booking has already ended and cannot be extended.' },
  'booking.ended_cannot_cancel': { status: 409, title: 'Booking ended', message: 'This booking has already ended and cannot be cancelled.' },
  'booking.ended_cannot_renew': { status: 409, title: 'Booking ended', message: 'This booking has already ended and cannot be renewed.' },
  'booking.extend_cancelled': { status: 409, title: 'Booking cancelled', message: 'A cancelled booking cannot be extended.' },
  'booking.extend_unpaid': {
    status: 409,
    title: 'Booking unpaid',
    message: 'This booking is waiting for its payment; it can be extended once it is paid.',
  },
  'booking.end_not_later': { status: 400, title: 'Departure not later', message: 'The new departure time must be later than the current one.' },
  'booking.already_cancelled': { status: 409, title: 'Already cancelled', message: 'This booking is already cancelled.' },
  'booking.already_active': { status: 409, title: 'Already active', message: 'This booking is already active.' },
  'booking.renew_not_cancelled': { status: 409, title: 'Not cancelled', message: 'Only a cancelled booking can be renewed.' },
  'booking.payment_not_found': { status: 404, title: 'Payment not found', message: 'No payment with this reference belongs to this booking.' },
  'booking.payment_mismatch': {
    status: 409,
    title: 'Payment mismatch',
    message: 'The provider reports a different amount or currency for this payment, so the booking was not confirmed.',
  },
  'booking.payment_failed': { status: 402, title: 'Payment failed', message: 'The payment did not go through, so the booking was not confirmed and nothing was charged. Try another card or payment method.' },
  'booking.payment_cancelled': {
    status: 402,
    title: 'Payment cancelled',
    message: 'The payment was cancelled, so the booking was not confirmed. Nothing was charged.',
  },
  'booking.payment_stranded': {
    status: 409,
    title: 'Booking cancelled before payment',
    message: 'This booking was cancelled before the payment arrived, so {amount} was added to your wallet instead.',
  },

  'booking.extension_payment_failed': {
    status: 402,
    title: 'Payment failed',
    message: 'The payment did not go through, so the booking was not extended and nothing was charged. Try another card or payment method.',
  },
  'booking.extension_payment_cancelled': {
    status: 402,
    title: 'Payment cancelled',
    message: 'The payment was cancelled, so the booking was not extended. Nothing was charged.',
  },
  'booking.extension_space_taken': {
    status: 409,
    title: 'Space taken meanwhile',
    message: 'The space was taken for the extra time while you were paying, so the booking was not extended. Your payment of {amount} is refunded to your card or mobile money.',
  },
  'booking.extension_outdated': {
    status: 409,
    title: 'Booking changed meanwhile',
    message: 'The booking changed while you were paying (it was cancelled, ended or extended), so this extension was not applied. Your payment of {amount} is refunded to your card or mobile money.',
  },

  'booking.renewal_payment_failed': {
    status: 402,
    title: 'Payment failed',
    message: 'The payment did not go through, so the booking was not renewed and nothing was charged. Try another card or payment method.',
  },
  'booking.renewal_payment_cancelled': {
    status: 402,
    title: 'Payment cancelled',
    message: 'The payment was cancelled, so the booking was not renewed. Nothing was charged.',
  },
  'booking.renewal_space_taken': {
    status: 409,
    title: 'Space taken meanwhile',
    message: 'The space was taken while you were paying, so the booking was not renewed. Your payment of {amount} is refunded to your card or mobile money.',
  },
  'booking.renewal_outdated': {
    status: 409,
    title: 'Booking changed meanwhile',
    message: 'The booking changed while you were paying (it was renewed or it ended), so this renewal was not applied. Your payment of {amount} is refunded to your card or mobile money.',
  },

  // ── Wallet and payments ───────────────────────────────────────────────────────────────────
  'wallet.insufficient_balance': { status: 402, title: 'Insufficient balance', message: 'Insufficient wallet balance.' },
  'wallet.amount_decimals': { status: 400, title: 'Too many decimals', message: 'amount: at most 2 decimals.' },
  'wallet.amount_whole': { status: 400, title: 'Whole amounts only', message: 'amount: {currency} amounts are whole numbers.' },
  'wallet.payment_for_booking': {
    status: 409,
    title: 'Payment of a booking',
    message: 'This payment pays for a booking; it is confirmed from the booking, not added to the wallet.',
  },
  'wallet.amount_mismatch': { status: 400, title: 'Amount mismatch', message: 'The amount does not match this payment ({amount}).' },
  'wallet.currency_mismatch': {
    status: 409,
    title: 'Wallet in another currency',
    message: 'This payment is in {currency} but your wallet is in {wallet_currency}; it cannot be added to it.',
  },
  'wallet.payment_mismatch': {
    status: 409,
    title: 'Payment mismatch',
    message: 'The provider reports a different amount or currency for this payment, so nothing was credited.',
  },
  'wallet.already_credited': { status: 409, title: 'Already credited', message: 'This payment has already been credited to your wallet.' },
  'wallet.payment_incomplete': {
    status: 402,
    title: 'Payment not completed',
    message: 'This payment has not been completed with the provider, so it cannot be credited.',
  },
  'payment.not_found': { status: 404, title: 'Payment not found', message: 'Payment not found.' },
  'payment.provider_mismatch': { status: 400, title: 'Other provider', message: 'This payment was made with {provider}, not {asked}.' },
  'payment.provider_currency': { status: 400, title: 'Currency not taken', message: '{provider} does not take payments in {currency}.' },
  'payment.currency_unavailable': { status: 400, title: 'No online payment', message: 'Online payment is not available in {currency}.' },
  'payment.verification_in_progress': { status: 409, title: 'Verification in progress', message: 'Payment verification already in progress' },
  'payment.idempotency_key_in_progress': {
    status: 409,
    title: 'Key in use',
    message: 'A request with this Idempotency-Key is still being processed. Try again in a moment.',
  },
  'payment.idempotency_key_reused': {
    status: 422,
    title: 'Key reused',
    message: 'This Idempotency-Key was already used with a different request. Use a new key for a new request.',
  },
  'payment.provider_not_found': { status: 404, title: 'Unknown to the provider', message: 'The payment provider has no record of this payment.' },
  'payment.provider_refused': { status: 400, title: 'Refused by the provider', message: 'The payment provider refused this payment.' },
  'payment.provider_unavailable': {
    status: 503,
    title: 'Provider unavailable',
    message: 'The payment provider is not available right now. Please try again in a moment.',
  },
  'payment.provider_start_failed': { status: 502, title: 'Payment not started', message: 'The payment provider could not start this payment. Please try again.' },
  'payment.no_client_secret': { status: 503, title: 'No client secret', message: 'The card provider did not return a client secret. Please try again.' },

  // ── Webhooks and sandbox stand-ins ────────────────────────────────────────────────────────
  'webhook.not_configured': { status: 404, title: 'Webhooks not configured', message: 'Webhooks from {provider} are not configured on this server.' },
  'webhook.bad_signature': { status: 401, title: 'Bad signature', message: 'The signature does not match the body.' },
  'webhook.malformed': { status: 400, title: 'Unreadable event', message: 'The event could not be read.' },
  'webhook.stale': { status: 400, title: 'Stale delivery', message: 'The delivery was signed more than {seconds} seconds ago.' },
  'webhook.unknown_payment': { status: 404, title: 'Unknown payment', message: 'No payment of this server has this reference.' },
  'webhook.amount_mismatch': {
    status: 409,
    title: 'Amount mismatch',
    message: 'The event reports a different amount or currency than the payment recorded; nothing was credited.',
  },
  'sandbox.transaction_not_found': { status: 404, title: 'Unknown transaction', message: 'No sandbox Paystack transaction has this access code.' },
} as const satisfies Record<string, ErrorSpec>
