import type { ApiErrorTextsPart } from './apiErrorTexts.ts'
import type { authEn } from './resources/authEn.ts'
import type { eventsEn } from './resources/eventsEn.ts'
import type { loginEn } from './resources/loginEn.ts'
import type { parkEn } from './resources/parkEn.ts'
import type { paymentsEn } from './resources/paymentsEn.ts'
import type { searchEn } from './resources/searchEn.ts'
import type { walletEn } from './resources/walletEn.ts'

/** A feature's French with the API's refusals it shows. */
export interface WithApiErrors {
  apiErrors: ApiErrorTextsPart
}

/**
 * Each feature's French texts, a module of its own, fetched by a page in French when the feature
 * first shows (@parkade/react's featureTexts; the English is fetched alike, featureTextsEn.ts).
 * A page in English fetches none of them; one in French, only those of the features it shows.
 * Each comes with the API's refusals that feature shows (`apiErrors`, added to the client's texts
 * with the feature's): core's French has only those any call may answer.
 */
export const featureTextsFr: {
  search: () => Promise<typeof searchEn & WithApiErrors>
  park: () => Promise<typeof parkEn & WithApiErrors>
  events: () => Promise<typeof eventsEn & WithApiErrors>
  wallet: () => Promise<typeof walletEn & WithApiErrors>
  payments: () => Promise<typeof paymentsEn & WithApiErrors>
  login: () => Promise<typeof loginEn & WithApiErrors>
  auth: () => Promise<typeof authEn & WithApiErrors>
} = {
  search: () => import('./resources/searchFr.ts').then((module) => ({ ...module.searchFr, apiErrors: module.apiErrors })),
  park: () => import('./resources/parkFr.ts').then((module) => ({ ...module.parkFr, apiErrors: module.apiErrors })),
  events: () => import('./resources/eventsFr.ts').then((module) => ({ ...module.eventsFr, apiErrors: module.apiErrors })),
  wallet: () => import('./resources/walletFr.ts').then((module) => ({ ...module.walletFr, apiErrors: module.apiErrors })),
  payments: () => import('./resources/paymentsFr.ts').then((module) => ({ ...module.paymentsFr, apiErrors: module.apiErrors })),
  login: () => import('./resources/loginFr.ts').then((module) => ({ ...module.loginFr, apiErrors: module.apiErrors })),
  auth: () => import('./resources/authFr.ts').then((module) => ({ ...module.authFr, apiErrors: module.apiErrors })),
}
