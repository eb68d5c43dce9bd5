import { featureTexts } from '../i18n/featureTexts.ts'

// The texts of the bookings list, a booking's detail and its actions in English. No element of parkade.js shows
// them, so they are not in its first bytes: they come with the components (i18n/featureTexts.ts).
const en = {
  topUp: {
    title: 'Add funds to your wallet',
    leadExtend: 'Your wallet does not have enough for the extension. Add funds by card or mobile money, then extend again.',
    leadRenew: 'Your wallet does not have enough to renew this booking. Add funds by card or mobile money, then renew again.',
    balanceExtend: 'Your wallet has {{balance}}, not enough for the extension. Add funds by card or mobile money, then extend again.',
    balanceRenew: 'Your wallet has {{balance}}, not enough to renew this booking. Add funds by card or mobile money, then renew again.',
  },
  title: 'My Bookings',
  empty: 'You have no bookings yet.',
  viewDetails: 'View details',
  extend: 'Extend',
  newEndTime: 'New end time',
  cancel: 'Cancel booking',
  confirmCancel: 'Cancel this booking?',
  renew: 'Renew',
  all: 'All',
  // SPEC §3/§4 statuses
  status: {
    active: 'Active',
    cancelled: 'Cancelled',
    pending: 'Pending',
    completed: 'Completed',
  },
  filterLabel: 'Show',
  emptyFiltered: 'You have no bookings with this status.',
  list: 'Bookings',
  code: 'Booking code',
  park: 'Car park',
  start: 'Arrival',
  end: 'Departure',
  plate: 'Vehicle',
  subtotal: 'Parking',
  total: 'Total',
  payment: 'Payment',
  paymentMethod: {
    wallet: 'Wallet',
    gateway: 'Card or mobile money',
  },
  paymentStatus: {
    pending: 'Awaiting payment',
    paid: 'Paid',
    failed: 'Payment failed',
    refunded: 'Refunded to your wallet',
    refundedToSource: 'Refunded to your card or mobile money',
    refundedSplit: 'Refunded to your card or mobile money and your wallet',
    // A hold cancelled before its payment: nothing is awaited any more.
    notPaid: 'Nothing paid',
  },
  detailTitle: 'Booking {{code}}',
  back: 'Back to my bookings',
  notFound: 'We could not find this booking.',
  cancelExplainRefund: 'The {{amount}} you paid will be refunded to your wallet.',
  cancelExplainNoRefund: 'Nothing has been paid for this booking, so there is nothing to refund.',
  confirmCancelButton: 'Yes, cancel booking',
  keepBooking: 'Keep booking',
  cancelled: 'Your booking has been cancelled.',
  cancelledRefunded: 'Your booking has been cancelled. {{amount}} was refunded to your wallet.',
  cancelExplainRefundSource: 'The {{amount}} you paid will be refunded to your card or mobile money.',
  cancelledRefundedSource: 'Your booking has been cancelled. {{amount}} is refunded to your card or mobile money.',
  cancelledRefundedSplit: 'Your booking has been cancelled. {{source}} is refunded to your card or mobile money and {{wallet}} to your wallet.',
  renewExplain: 'Renewing costs {{amount}} again.',
  renewed: 'Your booking is active again. {{amount}} was charged to your wallet.',
  renewedByGateway: 'Your booking is active again. {{amount}} was paid with {{gateway}}.',
  extendTitle: 'Extend your stay',
  extendHint: 'You pay only for the extra time.',
  extendSubmit: 'Extend booking',
  payWith: {
    legendExtend: 'Pay the extra time with',
    legendRenew: 'Pay the renewal with',
    wallet: 'Wallet balance',
    walletHint: 'Charged to your wallet at once.',
    gateway: 'Pay with {{gateway}}',
    alternative: 'Pay by card with {{gateway}}',
    // Where each provider takes the payment; the booking changes only once the payment is confirmed.
    where: {
      paystack: 'A secure Paystack window opens on this page. Your booking changes once the payment is confirmed.',
      stripe: 'Enter your card on this page: Stripe charges it securely. Your booking changes once the payment is confirmed.',
      wave: 'You pay on the Wave page, then come back here. Your booking changes once the payment is confirmed.',
    },
    paying: {
      paystack: 'Waiting for your payment with Paystack…',
      stripe: 'Confirming your card with Stripe…',
      wave: 'Taking you to Wave…',
    },
    confirming: 'Confirming your payment…',
    pending: 'Your payment is not confirmed yet. Your booking will change as soon as it is.',
    checkAgain: 'Check again',
  },

  newEndRequired: 'Choose the new departure time.',
  endMustBeLater: 'Choose a departure later than the current one ({{end}}).',
  extended: 'Your booking now ends at {{end}}. {{amount}} was charged to your wallet.',
  extendedByGateway: 'Your booking now ends at {{end}}. {{amount}} was paid with {{gateway}}.',
}

/** The shape every language's texts of the bookings list match. */
export type BookingsTextTree = typeof en

// French: bookingsTextsFr.ts, fetched only by a page in French.
export const bookingsTexts = featureTexts('bookings', en, { fr: () => import('./bookingsTextsFr.ts') })
