import { authEn } from './authEn.ts'
import { commonEn } from './commonEn.ts'
import { eventsEn } from './eventsEn.ts'
import { loginEn } from './loginEn.ts'
import { parkEn } from './parkEn.ts'
import { paymentsEn } from './paymentsEn.ts'
import { searchEn } from './searchEn.ts'
import { walletEn } from './walletEn.ts'

// Every English text of the `parkade` namespace, the reference shape every other language must
// match: core's own (commonEn.ts, in every client) and each feature's (searchEn.ts…, which come
// with the components that show them). For a host that wants them all at once, and for the
// types; pure, so a bundle that does not use it carries none of it.
export const en: typeof commonEn &
  typeof searchEn &
  typeof parkEn &
  typeof eventsEn &
  typeof walletEn &
  typeof paymentsEn &
  typeof loginEn &
  typeof authEn = /* @__PURE__ */ Object.assign({}, commonEn, searchEn, parkEn, eventsEn, walletEn, paymentsEn, loginEn, authEn)

/** The shape every language's resources must have. */
export type ParkadeResources = typeof en
