import { cleanup, configure } from '@testing-library/react'
import { loadCoreTexts } from '@parkade/core'
import { afterEach } from 'vitest'
import { authTexts } from '../AuthForms/authTexts.ts'
import { eventsTexts } from '../EventBooking/eventsTexts.ts'
import { loginTexts } from '../LoginDialog/loginTexts.ts'
import { amenitiesTexts } from '../ParkDetail/amenitiesTexts.ts'
import { parkTexts } from '../ParkDetail/parkTexts.ts'
import { searchTexts } from '../ParkSearch/searchTexts.ts'
import { walletTexts } from '../Wallet/walletTexts.ts'
import { gatewaysTexts } from '../payment/gatewaysTexts.ts'
import { paymentsTexts } from '../payment/paymentsTexts.ts'

// Core's French is modules a French page fetches: its own (a client switches once it is there) and
// each of its features' (a switch waits for those imported). The components' tests render French at
// once, as a page that awaited loadTexts('fr') does; the components' own texts (checkout,
// bookings…) are left to load as they do on a page.
const coreFeatures = [amenitiesTexts, authTexts, eventsTexts, gatewaysTexts, loginTexts, parkTexts, paymentsTexts, searchTexts, walletTexts]
await Promise.all([loadCoreTexts('fr'), ...coreFeatures.map((feature) => feature.load('fr'))])

// findBy/waitFor default to 1 s; on a loaded 2-core CI machine a render plus a fetch can take longer.
configure({ asyncUtilTimeout: 5_000 })

afterEach(() => {
  cleanup()
  localStorage.clear()
})
