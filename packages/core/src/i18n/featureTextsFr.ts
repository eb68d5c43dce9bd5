import type { authEn } from './resources/authEn.ts'
import type { eventsEn } from './resources/eventsEn.ts'
import type { loginEn } from './resources/loginEn.ts'
import type { parkEn } from './resources/parkEn.ts'
import type { paymentsEn } from './resources/paymentsEn.ts'
import type { searchEn } from './resources/searchEn.ts'
import type { walletEn } from './resources/walletEn.ts'

/**
 * Each feature's French texts, a module of its own, fetched by a page in French when the feature
 * first shows (@parkade/react's featureTexts; the English is fetched alike, featureTextsEn.ts).
 * A page in English fetches none of them; one in French, only those of the features it shows.
 */
export const featureTextsFr: {
  search: () => Promise<typeof searchEn>
  park: () => Promise<typeof parkEn>
  events: () => Promise<typeof eventsEn>
  wallet: () => Promise<typeof walletEn>
  payments: () => Promise<typeof paymentsEn>
  login: () => Promise<typeof loginEn>
  auth: () => Promise<typeof authEn>
} = {
  search: () => import('./resources/searchFr.ts').then((module) => module.searchFr),
  park: () => import('./resources/parkFr.ts').then((module) => module.parkFr),
  events: () => import('./resources/eventsFr.ts').then((module) => module.eventsFr),
  wallet: () => import('./resources/walletFr.ts').then((module) => module.walletFr),
  payments: () => import('./resources/paymentsFr.ts').then((module) => module.paymentsFr),
  login: () => import('./resources/loginFr.ts').then((module) => module.loginFr),
  auth: () => import('./resources/authFr.ts').then((module) => module.authFr),
}
