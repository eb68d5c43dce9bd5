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
    // Texts the v1 API may send in `detail` (FastAPI defaults and the sandbox API's own messages).
    server: {
      notAuthenticated: 'Not authenticated',
      couldNotValidateCredentials: 'Could not validate credentials',
      notFound: 'Not Found',
      internalError: 'Internal Server Error',
      incorrectCredentials: 'Incorrect email or password',
      emailAlreadyRegistered: 'Email already registered',
      emailNotVerified: 'Please verify your email before logging in.',
      invalidVerificationCode: 'Invalid or expired verification code',
      sessionExpired: 'Your session has expired. Please log in again.',
      parkNotFound: 'Park not found',
      bookingNotFound: 'Booking not found',
      eventNotFound: 'Event not found',
      invalidAccessCode: 'Invalid access code',
      insufficientBalance: 'Insufficient wallet balance',
      paymentNotVerified: 'Payment could not be verified',
    },
    // Texts the SDK's own HTTP client throws besides the spec's.
    request: {
      timeout: 'The server took too long to answer. Please try again.',
      aborted: 'The request was cancelled.',
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
  },

  nav: {
    label: 'Main navigation',
    openMenu: 'Open menu',
    closeMenu: 'Close menu',
    home: 'Home',
    findParking: 'Find Parking',
    parkingTypes: 'Parking types',
    events: 'Events',
    marketplace: 'Marketplace',
    business: 'Business',
    blog: 'Blog',
    help: 'Contact Us',
    about: 'About',
    vehicleDocsRenewal: 'Vehicle Documents Renewal',
    listYourSpace: 'List your space',
    getStarted: 'Get Started',
    login: 'Log in',
  },

  // SPEC §2 header profile menu
  profileMenu: {
    label: 'Account menu',
    myBookings: 'My Bookings',
    wallet: 'Wallet',
    profile: 'Profile',
    logout: 'Logout',
  },

  // Titles of the routes of SPEC §2
  pages: {
    home: 'Home',
    search: 'Search',
    findParking: 'Find Parking',
    events: 'Events',
    eventBooking: 'Event Booking',
    privateEventAccess: 'Private Event Access',
    marketplace: 'Marketplace',
    blog: 'Blog',
    about: 'About Us',
    help: 'Contact Us',
    affiliates: 'Affiliates',
    careers: 'Careers',
    mediaCoverage: 'Media Coverage',
    businessAccounts: 'Business Accounts',
    carParkManagement: 'Car Park Management',
    evCharging: 'Electric Vehicle Charging',
    rentOutEvCharger: 'Rent Out Your EV Charger',
    howItWorks: 'How {{product}} Works',
    bookDemo: 'Book a Demo',
    cancellationPolicy: 'Cancellation Policy',
    privacyPolicy: 'Privacy Policy',
    terms: 'Terms and Conditions',
    subscriptionPlans: 'Subscription Plans',
    airportParking: 'Airport Parking',
    cityParking: 'City Parking',
    stadiumParking: 'Stadium Parking',
    stationParking: 'Station Parking',
    parkDetail: 'Park Details',
    checkout: 'Checkout',
    booking: 'Booking',
    payment: 'Payment',
    paymentSuccess: 'Payment Successful',
    bookingSuccess: 'Booking Confirmed',
    vehicleDocsRenewal: 'Vehicle Documents Renewal',
    getStarted: 'Get Started',
    bookings: 'My Bookings',
    bookingDetails: 'Booking Details',
    wallet: 'Wallet',
    profile: 'Profile',
    addVehicle: 'Add Vehicle',
    verify: 'Verify',
  },

  countryPicker: {
    label: 'Country',
    change: 'Change country',
    current: 'Current country: {{country}}',
  },

  // SPEC §2 country/language side panel
  regionPanel: {
    title: 'Country and language',
    country: 'Country',
    language: 'Language',
    cartWarning: 'Changing your region empties your shopping cart.',
    apply: 'Apply',
    close: 'Close',
  },

  // SPEC §2 country chooser
  countryChooser: {
    title: 'Choose your country',
    detectedHint: "We think you're in {{country}}",
    otherCountries: 'Other countries',
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
      submit: 'Create account',
      haveAccount: 'Already have an account?',
    },
    verify: {
      title: 'Verify your email',
      body: 'We sent a verification code to {{email}}.',
      code: 'Verification code',
      submit: 'Verify',
      resend: 'Resend the code',
      resent: 'A new code is on its way.',
    },
    forgotPassword: {
      title: 'Forgot your password?',
      body: "Enter your email and we'll send you a link to reset your password.",
      submit: 'Send reset link',
      sent: 'If an account exists for {{email}}, a reset link is on its way.',
    },
    backToLogin: 'Back to login',
  },

  footer: {
    information: 'Information',
    services: 'Services',
    help: 'Help',
    followUs: 'Follow us',
    getTheApp: 'Get the app',
    appStore: 'Download on the App Store',
    googlePlay: 'Get it on Google Play',
    copyright: '© {{year}} Parkade. All rights reserved.',
    legal: {
      title: 'Legal',
      privacyPolicy: 'Privacy Policy',
      terms: 'Terms and Conditions',
      cancellationPolicy: 'Cancellation Policy',
    },
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
    placeholder: 'Where do you want to park?',
    useMyLocation: 'Use my location',
    results: 'Parking near {{place}}',
    noParksFound: 'No parks found here. Try another place.',
  },

  park: {
    rate: 'Rate',
    vehicleType: 'Vehicle type',
    bookNow: 'Book now',
    notAvailableHere: 'This park is not available in your country.',
  },

  events: {
    bookParking: 'Book parking for this event',
    accessCode: 'Access code',
    noEvents: 'No upcoming events.',
  },

  bookings: {
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
  },

  vehicles: {
    title: 'My vehicles',
    add: 'Add vehicle',
    default: 'Default',
    makeDefault: 'Set as default',
    remove: 'Remove',
    none: 'You have no saved vehicles.',
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
  },

  payments: {
    payNow: 'Pay now',
    payWith: 'Pay with {{gateway}}',
    processing: 'Processing your payment…',
    success: 'Payment successful',
    failed: 'Payment failed. Please try again.',
    cancelled: 'Payment cancelled',
    cardEnding: '{{brand}} ending in {{last4}}',
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

  marketing: {
    locationsClaim: 'Over 500,000 parking locations',
  },

  demo: {
    title: 'Book a Demo',
    name: 'Full name',
    company: 'Company',
    email: 'Work email',
    message: 'How can we help?',
    submit: 'Request a demo',
    sent: 'Thank you! Our team will contact you shortly.',
  },
}

/** The shape every language's resources must have. */
export type ParkadeResources = typeof en
