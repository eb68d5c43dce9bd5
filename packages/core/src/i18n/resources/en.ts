// English resources of the `parkade` namespace: the reference shape every other language must match.
// Texts quoted by SPEC.md are kept word for word (tests check them); the rest is our copy.
export const en = {
  common: {
    loading: 'Loading…',
    noResults: 'No results',
    retry: 'Retry',
    close: 'Close',
    cancel: 'Cancel',
    confirm: 'Confirm',
    save: 'Save',
    edit: 'Edit',
    delete: 'Delete',
    back: 'Back',
    continue: 'Continue',
    submit: 'Submit',
    search: 'Search',
    or: 'or',
    optional: 'Optional',
    seeAll: 'See all',
    previousPage: 'Previous page',
    nextPage: 'Next page',
    pageOf: 'Page {{page}} of {{pages}}',
    pagination: 'Pagination',
    directions: 'Directions',
    directionsTo: 'Directions to {{place}} (opens your maps app)',
  },

  // SPEC §5
  validation: {
    required: 'This field is required!',
    invalidEmail: 'Please enter a valid email',
    passwordTooShort: 'Password must be at least 8 characters',
    parkIdRequired: 'Park ID is required',
    noAuthToken: 'No authentication token found',
    invalidServerResponse: 'Invalid response from server',
    noSocialLoginSuccess: 'No successful social login found',
  },

  errors: {
    // After an API refusal that says how long to wait (Retry-After).
    retryAfter_one: 'You can try again in {{count}} minute.',
    retryAfter_other: 'You can try again in {{count}} minutes.',
    // SPEC §8, social login
    socialLogin: {
      networkError: 'Network error. Please check your internet connection and try again.',
      tooManyAttempts: 'Too many failed attempts. Please try again later.',
      accountDisabled: 'This account has been disabled. Please contact support.',
      googleNotEnabled: 'Google Sign-In is not enabled. Please contact support.',
      serviceUnavailable: 'Authentication service unavailable. Please try again later.',
      accountExists: 'An account with this email already exists. Please sign in with your original method.',
      linkingRequired: 'Account linking required. Please contact support.',
      appleFailed: 'Apple Sign In failed. Please try again or use email/password login.',
      appleNotEnabled: 'Apple Sign In is not enabled. Please use email/password login.',
      noAccount: 'No account found with this email. Please register first.',
      redirectFailed: 'Failed to process social login redirect.',
      failed: 'Social login failed. Please try again.',
      googleFailed: 'Google sign in failed. Please try again.',
      allowPopups: 'Please allow popups for social login to work.',
      unavailable: 'Social login is currently unavailable. Please try logging in with email and password.',
      appStateUpdateFailed: 'Authentication succeeded but failed to update app state. Please refresh the page.',
      noAccessToken: 'No access token received',
    },
    // SPEC §8 payment, plus the duplicate verification answer of SPEC §4
    payment: {
      scriptLoadFailed: 'Failed to load payment script',
      paystackNotLoaded: 'Paystack not loaded',
      waveNotLoaded: 'Wave payment gateway not loaded',
      gatewayNotInitialized: 'Payment gateway not initialized',
      unsupportedProvider: 'Unsupported payment provider',
      notImplemented: 'Payment processing not implemented',
      verificationInProgress: 'Payment verification already in progress',
    },
    // SPEC §2 blog fallbacks
    blog: {
      pageLoadFailed: 'Failed to load the blog page. Please try again.',
      postLoadFailed: 'Failed to load the blog post. Please try again.',
    },
    // SPEC §8 template texts
    pages: {
      notFound: '404 Page Not Found!',
      accessDenied: '403 Access Denied!',
    },
    // Texts the SDK's own HTTP client throws besides the spec's.
    request: {
      timeout: 'The server took too long to answer. Please try again.',
      aborted: 'The request was cancelled.',
      serverUnavailable: 'The server could not answer right now. Please try again in a moment.',
      serverUnreachable: 'Parkade could not be reached. Please try again in a moment.',
      originRefused: 'This site could not connect to Parkade. Please try again later, or tell the site’s owner.',
    },
    generic: {
      unknown: 'Something unexpected happened. Please try again.',
      offline: 'You appear to be offline. Please check your internet connection.',
    },
  },

  // SPEC §8 screens and the error boundary of SPEC §4
  screens: {
    loadingIssue: {
      title: 'Loading Issue',
      body: 'Some resources are taking longer to load than expected. This might be due to a slow internet connection.',
    },
    somethingWentWrong: {
      title: 'Something went wrong',
      body: "We're sorry, but something unexpected happened. Please try refreshing the page.",
    },
    loadingError: {
      title: 'Loading Error',
      body: 'Unable to load the application. Please check your internet connection and try again.',
    },
    actions: {
      tryAgain: 'Try Again',
      retry: 'Retry',
      goHome: 'Go Home',
      refresh: 'Refresh',
    },
    loadingPage: 'Loading the page…',
    reloading: 'Reloading the page…',
  },

  // SPEC §2 account routes without a token
  account: {
    loginPrompt: 'Please login to view your account',
    loginToContinue: 'Login to Continue',
  },

  toasts: {
    socialLogin: {
      newAccount: 'Welcome to Parkade! Your account is ready.',
      linkedAccount: 'You are signed in. This sign-in method is now linked to your existing Parkade account.',
      welcomeBack: 'Welcome back!',
      welcomeBackNamed: 'Welcome back, {{name}}!',
    },
    loggedOut: 'You have been logged out.',
    saved: 'Your changes have been saved.',
    region: 'Notifications',
    dismiss: 'Dismiss',
  },

  // Titles of the pages the SDK components show
  pages: {
    eventBooking: 'Event Booking',
    checkout: 'Checkout',
  },

  // SPEC §2 language notice
  languageNotice: {
    message: 'We changed the language to match your country.',
    keep: 'Keep this language',
    dismiss: 'Dismiss',
  },

  // SPEC §2 login modal
  login: {
    title: 'Log in',
    email: 'Email',
    emailPlaceholder: 'you@example.com',
    password: 'Password',
    passwordPlaceholder: 'Enter your password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    rememberMe: 'Remember me',
    forgotPassword: 'Forgot password?',
    submit: 'Log in',
    submitting: 'Logging in…',
    or: 'or',
    continueWithGoogle: 'Continue with Google',
    continueWithApple: 'Continue with Apple',
    noAccount: "Don't have an account?",
    createAccount: 'Create an account',
    close: 'Close',
    trigger: 'Log in',
    logout: 'Log out',
    socialPending: 'Connecting to {{provider}}…',
  },

  // SPEC §2 bare-layout auth screens
  auth: {
    getStarted: {
      title: 'Get Started',
      body: 'Log in or create an account to book and pay for parking.',
    },
    register: {
      title: 'Create your account',
      firstName: 'First name',
      lastName: 'Last name',
      phone: 'Phone number',
      phoneHint: 'Optional, with the country code, e.g. +234 803 123 4567',
      phoneInvalid: 'Please enter a valid phone number, e.g. +234 803 123 4567',
      country: 'Country',
      countriesFailed: 'The list of countries could not be loaded.',
      passwordHint: 'At least 8 characters',
      submit: 'Create account',
      submitting: 'Creating your account…',
      created: 'Your account is created. We sent a verification code to {{email}}.',
      haveAccount: 'Already have an account?',
      logIn: 'Log in',
    },
    verify: {
      title: 'Verify your email',
      body: 'We sent a verification code to {{email}}.',
      intro: 'Enter the 6-digit code we sent to your email.',
      code: 'Verification code',
      codeHint: '6 digits, from the email we sent you',
      codeInvalid: 'Please enter the 6-digit code',
      submit: 'Verify',
      submitting: 'Verifying…',
      verified: 'Your email is verified. You are now logged in.',
      resend: 'Resend the code',
      resending: 'Sending a new code…',
      resendIn: 'Resend the code in {{seconds}} s',
      resent: 'A new code is on its way.',
    },
    forgotPassword: {
      title: 'Forgot your password?',
      body: "Enter your email and we'll send you a code to reset your password.",
      submit: 'Send the code',
      submitting: 'Sending the code…',
      sent: 'If an account exists for {{email}}, a 6-digit code is on its way.',
      resetTitle: 'Choose a new password',
      newPassword: 'New password',
      resetSubmit: 'Reset password',
      resetting: 'Resetting your password…',
      doneTitle: 'Password reset',
      done: 'Your password has been reset. You can now log in.',
      changeEmail: 'Use another email',
    },
    backToLogin: 'Back to login',
  },

  // Keyed by two-letter country code (SPEC §3)
  countries: {
    NG: 'Nigeria',
    US: 'United States',
    GB: 'United Kingdom',
    SN: 'Senegal',
    CA: 'Canada',
  },

  // Keyed by language code (SPEC §9)
  languages: {
    en: 'English',
    fr: 'French',
  },

  search: {
    title: 'Find parking',
    label: 'Park search',
    queryLabel: 'Place, park name or address',
    placeholder: 'Where do you want to park?',
    submit: 'Search',
    useMyLocation: 'Use my location',
    locating: 'Finding your location…',
    results: 'Parking near {{place}}',
    resultsInCountry: 'Parking in {{country}}',
    resultsNearYou: 'Parking nearest to you',
    searching: 'Searching for parks…',
    countOne: '{{count}} park found',
    countOther: '{{count}} parks found',
    noParksFound: 'No parks found.',
    noParksHint: 'Try another place or fewer words, check the spelling, or use your location.',
    perHour: '{{price}} per hour',
    noRateForType: 'No rate for this vehicle type',
    distanceAway: '{{distance}} away',
    viewPark: 'View park',
    viewParkNamed: 'View park: {{name}}',
    placesOne: '{{count}} place found',
    placesOther: '{{count}} places found',
    noPlaces: 'No places',
    placeKinds: { airport: 'Airport', stadium: 'Stadium', station: 'Station', city: 'City', park: 'Car park', landmark: 'Place' },
    when: 'When',
    filters: 'Sort and filter',
    sort: 'Sort by',
    sorts: { default: 'Suggested', relevance: 'Relevance', distance: 'Distance', price: 'Price' },
    parkType: 'Park type',
    anyType: 'All types',
    openNow: 'Open now',
    availableOnly: 'With free spaces',
    stayTotal: '{{price}} for your stay',
    spacesOne: '{{count}} space left',
    spacesOther: '{{count}} spaces left',
    stayFull: 'Full at these times',
    vehicleTypesFailed: 'Vehicle types could not be loaded. Prices are shown for a car.',
    // Keyed by GeolocationError code (core/geo)
    location: {
      denied: 'Location access was denied. You can still search by place or address.',
      unavailable: 'Your location is not available right now. You can still search by place or address.',
      timeout: 'Finding your location took too long. Try again, or search by place or address.',
      unsupported: 'This browser cannot share your location. You can still search by place or address.',
    },
  },

  park: {
    details: 'Park details',
    loading: 'Loading park details…',
    notFoundTitle: 'Park not found',
    notFoundBody: 'We could not find this park. The link may be wrong, or the park may no longer be listed.',
    parkCode: 'Park code',
    address: 'Address',
    city: 'City',
    hours: 'Opening hours',
    open24h: 'Open 24 hours',
    openFromTo: '{{open}} to {{close}}',
    capacity: 'Capacity',
    availableSpaces: 'Available now',
    full: 'Full right now',
    amenities: 'Amenities',
    noAmenities: 'No amenities listed.',
    entryInstructions: 'How to get in',
    description: 'About this park',
    rate: 'Rate',
    vehicleType: 'Vehicle type',
    rateLoading: 'Loading rate…',
    hourly: 'Per hour',
    daily: 'Per day',
    noRateForType: 'This park has no rate for this vehicle type.',
    fees: 'Fees',
    feesLoading: 'Loading fees…',
    noFees: 'No extra fees.',
    feesNote: 'Fees are added to the rate at checkout.',
    // The park's picture, where its name is not right beside it
    imageAlt: 'Car park: {{name}}',
    bookNow: 'Book now',
    notAvailableHere: 'This park is not available in your country.',
    // Keyed by ParkType
    types: {
      airport: 'Airport',
      city: 'City',
      stadium: 'Stadium',
      station: 'Station',
    },
  },

  // Keyed by the amenity codes of a park
  amenities: {
    cctv: 'CCTV',
    security: 'On-site security',
    covered: 'Covered parking',
    lighting: 'Good lighting',
    ev_charging: 'EV charging',
    disabled_access: 'Disabled access',
    shuttle: 'Shuttle service',
    valet: 'Valet parking',
    car_wash: 'Car wash',
    toilets: 'Toilets',
  },

  // Checkout and its confirmation (react Checkout)

  events: {
    // Keyed by the API's event category; a category not listed shows as the API names it.
    categories: {
      baseball: 'Baseball',
      basketball: 'Basketball',
      concert: 'Concert',
      conference: 'Conference',
      festival: 'Festival',
      football: 'Football',
      hockey: 'Hockey',
      marathon: 'Marathon',
      motorsport: 'Motorsport',
      rugby: 'Rugby',
      wrestling: 'Wrestling',
    },
    bookParking: 'Book parking for this event',
    accessCode: 'Access code',
    noEvents: 'No upcoming events.',
    loading: 'Loading the event…',
    notFound: 'We could not find this event. Check the event code.',
    private: 'This event is private. Enter the access code from your invitation to book parking.',
    openEvent: 'Open the event',
    about: 'About this event',
    venue: 'Venue',
    date: 'Date and time',
    timeRange: 'From {{start}} to {{end}}',
    parkingOpens: 'Parking opens: {{time}}',
    parks: 'Car parks near the venue',
    noParks: 'No car park takes bookings for this event yet.',
    perHour: '{{price}} per hour',
    distance: '{{distance}} km away',
    bookHere: 'Book here',
    backToEvent: 'Back to the event',
    bookingFor: 'Parking for {{event}}',
    timesFilled: 'Times set for this event: {{start}} to {{end}}. You can change them.',
  },



  wallet: {
    title: 'Wallet',
    balance: 'Balance',
    addFunds: 'Add funds',
    amount: 'Amount',
    transactions: 'Transactions',
    noTransactions: 'No transactions yet.',
    verifying: 'Verifying your payment…',
    credited: 'Your wallet has been credited. New balance: {{balance}}',
    pending: 'Your payment is still being confirmed.',
    amountHint: 'From {{min}} to {{max}}',
    amountRequired: 'Enter the amount to add.',
    amountInvalid: 'Enter the amount as a number, for example 5000.',
    amountPositive: 'The amount must be greater than zero.',
    amountWhole: 'Enter a whole amount, without decimals.',
    amountDecimals: 'Use at most two decimals.',
    amountMin: 'The minimum top-up is {{min}}.',
    amountMax: 'The maximum top-up is {{max}}.',
    redirecting: 'Taking you to the payment page…',
    popupOpened: 'Complete the payment in the window that opened.',
    popupBlocked: 'The payment window was blocked, so we are taking you to the payment page instead.',
    popupClosed: 'The payment window was closed before the payment was completed. Nothing was added to your wallet.',
    noPaymentUrl: 'The payment page could not be opened. Please try again.',
    date: 'Date',
    description: 'Description',
    type: 'Type',
    balanceAfter: 'Balance after',
    transactionType: {
      credit: 'Credit',
      debit: 'Debit',
    },
    signedCredit: '+\u2060{{amount}}',
    signedDebit: '−\u2060{{amount}}',
    callbackTitle: 'Wallet top-up',
    retrying: 'Your payment is still being confirmed. We will check again in a moment.',
    stillPending: 'Your payment has not been confirmed yet. If you completed it, check again in a minute.',
    checkAgain: 'Check again',
    failed: 'The payment failed. Nothing was charged and nothing was added to your wallet.',
    cancelled: 'The payment was cancelled. Nothing was added to your wallet.',
    invalidReturn: 'This payment link is incomplete, so the payment cannot be checked.',
    backToWallet: 'Back to wallet',
  },

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

  // Keyed by ISO 4217 code (SPEC §9)
  currencies: {
    NGN: 'Nigerian naira',
    XOF: 'West African CFA franc',
    USD: 'US dollar',
    CAD: 'Canadian dollar',
  },

}

/** The shape every language's resources must have. */
export type ParkadeResources = typeof en
