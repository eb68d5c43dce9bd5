window.Parkade=window.Parkade||function p(){(p.q=p.q||[]).push(arguments)};
/* global Parkade -- the line above defined it, if the loader had not yet */
// The airport's own calls to Parkade, in a file of its own: under the strict CSP (the /strict-csp/
// page) nothing inline runs. The first line is the partner guide's: the loader is async and may
// run after this file. Here the airport counts conversions in its analytics' data layer.
window.dataLayer = window.dataLayer || []
Parkade('init', { partner: 'MMIA-LOS' })
Parkade('on', 'ready', ({ widget }) => window.dataLayer.push({ event: 'parkade_ready', widget }))
Parkade('on', 'booking-created', ({ booking }) => window.dataLayer.push({ event: 'parking_booked', booking: booking.booking_code }))
