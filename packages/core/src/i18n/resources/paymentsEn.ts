// Core's English texts of paying and the payment gateways (react Checkout, Bookings): they come with the components that show them, not in every
// client's first bytes (commonEn.ts). The French is paymentsFr.ts, fetched only by a page in French.
export const paymentsEn = {
  payments: {
    payNow: 'Pay now',
    payWith: 'Pay with {{gateway}}',
    processing: 'Processing your payment…',
    success: 'Payment successful',
    failed: 'Payment failed. Please try again.',
    cancelled: 'Payment cancelled',
    cardEnding: '{{brand}} ending in {{last4}}',
    cardLabel: 'Card details',
    cardHint: 'Your card is sent to the card provider, never to us.',
  },

  // Keyed by provider id of the gateway table (SPEC §9)
  gateways: {
    paystack: { name: 'Paystack', description: 'Card or bank transfer' },
    wave: { name: 'Wave', description: 'Mobile money' },
    stripe: { name: 'Stripe', description: 'Credit or debit card' },
  },
}
