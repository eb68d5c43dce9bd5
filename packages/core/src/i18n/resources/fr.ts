import type { ApiErrorTexts } from '../apiErrorTexts.ts'
import { apiErrorsFr } from './apiErrors.fr.ts'
import { authFr } from './authFr.ts'
import { commonFr } from './commonFr.ts'
import type { ParkadeResources } from './en.ts'
import { eventsFr } from './eventsFr.ts'
import { loginFr } from './loginFr.ts'
import { parkFr } from './parkFr.ts'
import { paymentsFr } from './paymentsFr.ts'
import { searchFr } from './searchFr.ts'
import { walletFr } from './walletFr.ts'

// Every French text (en.ts's counterpart): core's own (commonFr.ts), each feature's, and every API
// refusal's. A page in French fetches core's own (loadCoreTexts) and each feature's with the
// feature; this whole is for a host that wants them all at once. Pure, like en.ts.
export const fr: ParkadeResources & { apiErrors: ApiErrorTexts } = /* @__PURE__ */ Object.assign(
  {},
  commonFr,
  searchFr,
  parkFr,
  eventsFr,
  walletFr,
  paymentsFr,
  loginFr,
  authFr,
  // Every code's: core's French has only those any call may answer, each feature's French its own.
  { apiErrors: apiErrorsFr },
)
