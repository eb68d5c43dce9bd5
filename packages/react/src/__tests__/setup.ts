import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'
import { loadTexts } from '../i18n/loadTexts.ts'
// Every feature's texts, registered for loadTexts below.
import '../AuthForms/authTexts.ts'
import '../Bookings/bookingsTexts.ts'
import '../Checkout/checkoutTexts.ts'
import '../Checkout/stayTexts.ts'
import '../EventBooking/eventsTexts.ts'
import '../LoginDialog/loginTexts.ts'
import '../ParkDetail/amenitiesTexts.ts'
import '../ParkDetail/parkTexts.ts'
import '../ParkMap/mapTexts.ts'
import '../ParkSearch/searchTexts.ts'
import '../Vehicles/vehiclesTexts.ts'
import '../Wallet/walletTexts.ts'
import '../payment/gatewaysTexts.ts'
import '../payment/paymentsTexts.ts'

// Every language's texts are modules a page fetches in that language: core's own (a client switches
// once they are there) and each feature's (a switch waits for those imported). The components' tests
// render at once in either language, as a page that awaited loadTexts does; loadTexts.test.tsx and
// featureTexts.test.ts check the fetching itself, on features of their own.
await Promise.all([loadTexts('en'), loadTexts('fr')])

// findBy/waitFor default to 1 s; on a loaded 2-core CI machine a render plus a fetch can take longer.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
