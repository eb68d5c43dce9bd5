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
      checkout: 'Choose your times and vehicle, see the full price and pay by wallet or card.',
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
      stepBook: 'Choose your times and vehicle, and pay by wallet or card.',
      stepPark: 'Show your QR code at the entrance and park.',
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
      accessDeniedBody: 'This page belongs to another account, or your account cannot open it.',
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
    bookingSuccess: 'Booking Confirmed',
    vehicleDocsRenewal: 'Vehicle Documents Renewal',
    getStarted: 'Get Started',
    bookings: 'My Bookings',
    bookingDetails: 'Booking Details',
    wallet: 'Wallet',
    profile: 'Profile',
    addVehicle: 'Add Vehicle',
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
}

/** The shape every language of the site's resources must have. */
export type SiteResources = typeof en
