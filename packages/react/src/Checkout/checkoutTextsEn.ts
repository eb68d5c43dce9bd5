// The English of checkoutTexts.ts, in a module of its own like the French (checkoutTextsFr.ts): the
// script tag fetches it only for a page in English (i18n/featureTexts.ts says how texts load).
export const texts = {
  title: 'Book parking at {{park}}',
  loadingPark: 'Loading the car park…',
  progress: 'Step {{step}} of {{total}}',
  steps: {
    times: 'When are you parking?',
    vehicle: 'Your vehicle',
    payment: 'Review and pay',
    confirmation: 'Booking confirmed',
  },
  times: {
    vehicleType: 'Vehicle type',
    hint: 'In your device’s time zone.',
  },
  validation: {
    plateRequired: 'Enter the plate number of your vehicle.',
  },
  vehicle: {
    legend: 'Which vehicle are you parking?',
    saved: '{{plate}} · {{type}}',
    newVehicle: 'Another vehicle',
    plate: 'Plate number',
    plateHint: 'As written on the number plate.',
    save: 'Save this vehicle to my account',
    default: 'Default',
    loading: 'Loading your vehicles…',
    signInForSaved: 'Signed-in drivers can choose one of their saved vehicles.',
    typeChanged: 'Vehicle type set to {{type}} to match this vehicle.',
  },
  price: {
    title: 'Price',
    parkingHours: 'Parking, {{hours}} h',
    total: 'Total',
    calculating: 'Calculating the price…',
    needTimes: 'Choose your times to see the price.',
    updated: 'Total: {{total}}',
  },
  payment: {
    legend: 'How would you like to pay?',
    wallet: 'Wallet balance',
    walletBalance: 'Balance: {{balance}}',
    walletInsufficient: 'Not enough balance for this booking ({{balance}} available).',
    walletOtherCurrency: 'Your wallet is in {{currency}}; this car park charges in {{parkCurrency}}.',
    walletLoading: 'Checking your balance…',
    walletFailed: 'Your balance could not be loaded.',
    walletSignIn: 'Sign in to pay from your wallet.',
    gateway: 'Pay with {{gateway}}',
    alternative: 'Pay by card with {{gateway}}',
    // Where each provider takes the payment: Paystack's box opens on this page, Stripe's card
    // field is in the checkout, Wave's page is Wave's own.
    where: {
      paystack: 'A secure Paystack window opens on this page: you pay without leaving it.',
      stripe: 'Enter your card below, on this page: Stripe charges it securely.',
      wave: 'You will pay on the Wave page, then come back here.',
    },
    submit: 'Pay {{total}}',
    submitting: 'Booking your space…',
    fellBack: '{{from}} could not be loaded, so you pay with {{to}} instead.',
    paying: {
      paystack: 'Waiting for your payment with Paystack…',
      stripe: 'Confirming your card with Stripe…',
      wave: 'Taking you to Wave…',
    },
  },
  signIn: {
    prompt: 'Sign in to book. Everything you entered stays here.',
    button: 'Sign in to book',
    done: 'You are signed in. You can finish your booking.',
  },
  return: {
    confirming: 'Confirming your payment…',
    pending: 'Your payment is not confirmed yet. Check again in a moment.',
    checkAgain: 'Check again',
    startAgain: 'Start the payment again',
    unknownBooking: 'We could not find the booking this payment belongs to.',
    tryAgain: 'Try again',
  },
  resume: {
    title: 'You have an unpaid booking here',
    heldUntil: 'Its space is held for you until {{time}}. Pay to confirm this booking, or cancel it.',
    held: 'Its space is held for you for a few minutes. Pay to confirm this booking, or cancel it.',
    paymentState: 'Payment',
    awaitingPayment: 'Awaiting payment',
    cancel: 'Cancel this booking',
    cancelHint: 'Cancelling frees the space at once. Nothing has been paid, so there is nothing to refund.',
    cancelled: 'Your unpaid booking is cancelled and its space is free again. You can book new times below.',
  },
  confirmation: {
    title: 'Booking confirmed',
    lead: 'Your space at {{park}} is booked.',
    code: 'Booking code',
    codeHint: 'Show this code or the QR code at the entrance.',
    qr: 'QR code of booking {{code}}',
    addToCalendar: 'Add to calendar',
    calendarTitle: 'Parking at {{park}}',
    calendarDescription: 'Parkade booking {{code}} for {{plate}}.',
    park: 'Car park',
    arrival: 'Arrival',
    departure: 'Departure',
    vehicle: 'Vehicle',
    paid: 'Paid',
    bookAnother: 'Book another stay',
  },
}

/** The shape every language's texts match. */
export type CheckoutTextTree = typeof texts
