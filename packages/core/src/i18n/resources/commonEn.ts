// Core's English texts, the `parkade` namespace's sections every feature may show (loading, retry,
// errors, screens, countries…), every language's fallback: a module fetched by a client in
// English (coreTextsLoaders), as commonFr.ts is in French. Each feature's own sections are modules of
// their own (searchEn.ts, parkEn.ts…), fetched with the component that shows them; en.ts gathers them all.
// Texts quoted by SPEC.md are kept word for word (tests check them); the rest is our copy.
export const commonEn = {
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
    // A park's words the search and a park's detail both show
    vehicleType: 'Vehicle type',
    open24h: 'Open 24 hours',
    // Keyed by ParkType
    parkTypes: {
      airport: 'Airport',
      city: 'City',
      stadium: 'Stadium',
      station: 'Station',
    },
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
    // SPEC §8 payment, plus the duplicate verification answer of SPEC §4
    payment: {
      scriptLoadFailed: 'Failed to load payment script',
      paystackNotLoaded: 'Paystack not loaded',
      waveNotLoaded: 'Wave payment gateway not loaded',
      gatewayNotInitialized: 'Payment gateway not initialized',
      unsupportedProvider: 'Unsupported payment provider',
      notImplemented: 'Payment processing not implemented',
      verificationInProgress: 'Payment verification already in progress',
      // The wallet's and the checkout's payment page that could not open (CLIENT_MESSAGES.paymentPageRefused)
      pageRefused: 'The payment page could not be opened. Please try again.',
    },
    // Texts the SDK's own HTTP client throws besides the spec's.
    request: {
      // SPEC §8's network error (a failed social sign-in's too)
      network: 'Network error. Please check your internet connection and try again.',
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

  // Titles of the pages the SDK components show
  pages: {
    eventBooking: 'Event Booking',
    checkout: 'Checkout',
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
}
