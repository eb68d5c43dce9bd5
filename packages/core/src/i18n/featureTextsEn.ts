import type { authEn } from './resources/authEn.ts'
import type { eventsEn } from './resources/eventsEn.ts'
import type { loginEn } from './resources/loginEn.ts'
import type { parkEn } from './resources/parkEn.ts'
import type { paymentsEn } from './resources/paymentsEn.ts'
import type { searchEn } from './resources/searchEn.ts'
import type { walletEn } from './resources/walletEn.ts'

// Each feature's English texts, a module of its own, fetched by a page in English when the feature
// first shows, as featureTextsFr's are by a page in French: a page in French downloads none of them.
// A loader apiece, not an object of them: a bundle keeps only the loaders of the features it has,
// and in parkade.js each travels with the part that shows the feature, whose English the page's
// loader then fetches alongside the part.

export const loadSearchEn = (): Promise<typeof searchEn> => import('./resources/searchEn.ts').then((module) => module.searchEn)
export const loadParkEn = (): Promise<typeof parkEn> => import('./resources/parkEn.ts').then((module) => module.parkEn)
export const loadEventsEn = (): Promise<typeof eventsEn> => import('./resources/eventsEn.ts').then((module) => module.eventsEn)
export const loadWalletEn = (): Promise<typeof walletEn> => import('./resources/walletEn.ts').then((module) => module.walletEn)
export const loadPaymentsEn = (): Promise<typeof paymentsEn> => import('./resources/paymentsEn.ts').then((module) => module.paymentsEn)
export const loadLoginEn = (): Promise<typeof loginEn> => import('./resources/loginEn.ts').then((module) => module.loginEn)
export const loadAuthEn = (): Promise<typeof authEn> => import('./resources/authEn.ts').then((module) => module.authEn)
