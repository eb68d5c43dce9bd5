// English resources of the host site (site/): its shell, its routes' titles and meta descriptions.
// Added to the SDK client's `parkade` namespace at start-up (registerSiteResources); the SDK's own
// strings stay in @parkade/core. Texts SPEC.md quotes are kept word for word (tests check them).
export const en = {
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

  // The host site (site/): meta descriptions, home, and its own screens
  site: {
    name: 'Parkade',
    skipToContent: 'Skip to main content',
    meta: {
      default: 'Find, book and pay for parking in Nigeria, Senegal, Canada and the United States.',
      home: 'Book parking near airports, stadiums, stations and city centres. Over {{number}} parking locations in Nigeria, Senegal, Canada and the United States.',
      search: 'Search parks by place or near you, compare prices for your vehicle and book in minutes.',
      parksList: 'Parks in your country with their prices, opening hours and free spaces.',
      parkDetail: 'Address, opening hours, amenities and rates of this park. Book your space online.',
      checkout: 'Choose your times and vehicle, see the full price and pay by wallet, card or mobile money.',
      payment: 'We are confirming your payment with the payment provider.',
      paymentSuccess: 'Your payment is confirmed and your booking is ready.',
      bookingSuccess: 'Your booking code, its QR code and a calendar file.',
      getStarted: 'Log in or create a Parkade account to book and pay for parking.',
      auth: 'Log in to your Parkade account.',
      register: 'Create your Parkade account in a minute.',
      verify: 'Enter the code we e-mailed you to verify your address.',
      forgotPassword: 'Reset your Parkade password with a code sent by e-mail.',
      addVehicle: 'Save your vehicle so checkout fills it in for you.',
      bookings: 'Your parking bookings: upcoming, active and past.',
      bookingDetails: 'Your booking: times, price and QR code; extend, cancel or renew it.',
      wallet: 'Your Parkade wallet: balance, top-ups and transactions.',
      walletCallback: 'We are confirming your wallet top-up.',
      profile: 'Your details and your saved vehicles.',
      notFound: 'This page does not exist.',
      accessDenied: 'This page cannot be opened with this account.',
    },
    home: {
      title: 'Parking, booked before you arrive',
      body: 'Compare parks near airports, stadiums, stations and city centres, then book and pay in your currency.',
      locationsClaim: 'Over {{number}} parking locations',
      searchLabel: 'Where do you need to park?',
      searchPlaceholder: 'A city, an airport, a stadium…',
      stepsTitle: 'How it works',
      stepSearch: 'Search by place, or for parks near you.',
      stepBook: 'Choose your times and vehicle, and pay by wallet, card or mobile money.',
      stepPark: 'Show your QR code at the entrance and park.',
      destinationsTitle: 'Popular destinations in {{country}}',
      destinationsLink: 'Parking near {{place}}',
      eventsTitle: 'Upcoming events in {{country}}',
      eventsNone: 'No upcoming events in {{country}} yet.',
      eventsAll: 'All events',
      eventDetails: '{{event}}: details and parking',
      trustTitle: 'Parkade in {{country}}',
      parksOne: '{{count}} car park',
      parksOther: '{{count}} car parks',
      citiesOne: 'in {{count}} city',
      citiesOther: 'in {{count}} cities',
      payWith: 'Pay with {{provider}}',
      payWithEither: 'Pay with {{provider}} or {{fallback}}',
      payWallet: 'or from your Parkade wallet, in {{currency}}',
      cancelAnyTime: 'Cancel until your booking ends',
      cancelRefund: 'with a full refund to the card, mobile money or wallet you paid with',
      cancelPolicy: 'Read the cancellation policy',
      appTitle: 'Take Parkade with you',
      appBody: 'Your bookings and their QR codes, on your phone.',
    },
    blog: {
      masthead: 'The Parkade blog',
      tagline: 'Guides for drivers in Lagos, Dakar, Toronto, New York and beyond.',
    },
    park: {
      otherCountry: 'This park is in {{parkCountry}}, not in the country you selected ({{country}}).',
      switchCountry: 'Switch to {{country}}',
      keepCountry: 'Keep {{country}}',
      backToSearch: 'Back to search',
    },
    payment: {
      nothingTitle: 'No payment to confirm',
      nothingBody: 'There is no payment waiting for confirmation here. Your bookings list shows every booking you have paid.',
    },
    bookingSuccess: {
      missing: 'Open a booking from your bookings list to see its code and QR code.',
      toBookings: 'See my bookings',
    },
    addVehicle: {
      intro: 'Save your vehicle now and checkout fills it in for you next time.',
      skip: 'Skip for now',
    },
    profile: {
      detailsTitle: 'Your details',
      email: 'Email',
      saving: 'Saving…',
    },
    errors: {
      notFoundBody: 'The page you are looking for does not exist or has moved.',
      parkNotFoundBody: 'This park does not exist, or its address has changed. Search for parking near where you are going.',
      findParking: 'Find parking',
      accessDeniedBody: 'This page belongs to another account, or your account cannot open it.',
      bookingNotFoundTitle: 'Booking not found',
      bookingNotFoundBody: 'No booking with the code {{code}} is in your account. Check the code in your confirmation e-mail, or find it in My Bookings.',
      backHome: 'Back to the home page',
    },
  },

  // The host site's header
  header: {
    homeLink: 'Parkade, home',
    account: 'Account',
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
    booking: 'Booking',
    payment: 'Payment',
    paymentSuccess: 'Payment Successful',
    bookingSuccess: 'Booking confirmed',
    vehicleDocsRenewal: 'Vehicle Documents Renewal',
    getStarted: 'Get Started',
    bookings: 'My Bookings',
    bookingDetails: 'Booking Details',
    wallet: 'Wallet',
    profile: 'Profile',
    addVehicle: 'Add a vehicle',
    verify: 'Verify',
    auth: 'Log in',
    register: 'Create an account',
    forgotPassword: 'Forgot password',
    walletCallback: 'Wallet top-up',
    notFound: 'Page not found',
    accessDenied: 'Access denied',
  },

  countryPicker: {
    label: 'Country',
    change: 'Change country',
    current: 'Current country: {{country}}',
    summary: 'Country and language: {{country}}, {{language}}',
  },

  // SPEC §2 country/language side panel
  regionPanel: {
    title: 'Country and language',
    country: 'Country',
    language: 'Language',
    cartWarning: 'Changing your region empties your shopping cart.',
    automaticLanguage: 'Automatic, from the country',
    apply: 'Apply',
    close: 'Close',
  },

  // SPEC §2 country chooser
  countryChooser: {
    title: 'Choose your country',
    detectedHint: "We think you're in {{country}}",
    otherCountries: 'Other countries',
    loading: 'Loading countries…',
    detected: 'Detected',
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
    label: 'Footer',
    socialLink: 'Parkade on {{network}}',
    legal: {
      title: 'Legal',
      privacyPolicy: 'Privacy Policy',
      terms: 'Terms and Conditions',
      cancellationPolicy: 'Cancellation Policy',
    },
  },

  // Failures only the site shows, beside the SDK's own errors.* (merged into them)
  errors: {
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
  },

  // The site's notifications (SPEC §2 social sign-in welcome)
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

  // SPEC §2 language notice
  languageNotice: {
    message: 'We changed the language to match your country.',
    keep: 'Keep this language',
    dismiss: 'Dismiss',
  },
}

/** The shape every language of the site's resources must have. */
export type SiteResources = typeof en
