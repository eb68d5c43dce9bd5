import type { eventsEn } from './resources/eventsEn.ts'
import type { loginEn } from './resources/loginEn.ts'
import type { parkEn } from './resources/parkEn.ts'
import type { paymentsEn } from './resources/paymentsEn.ts'
import type { searchEn } from './resources/searchEn.ts'
import type { walletEn } from './resources/walletEn.ts'

/**
 * Each feature's English texts, a module of its own, fetched by a page in English when the feature
 * first shows, as featureTextsFr's are by a page in French: a page in French downloads none of them.
 */
export const featureTextsEn: {
  search: () => Promise<typeof searchEn>
  park: () => Promise<typeof parkEn>
  events: () => Promise<typeof eventsEn>
  wallet: () => Promise<typeof walletEn>
  payments: () => Promise<typeof paymentsEn>
  login: () => Promise<typeof loginEn>
} = {
  search: () => import('./resources/searchEn.ts').then((module) => module.searchEn),
  park: () => import('./resources/parkEn.ts').then((module) => module.parkEn),
  events: () => import('./resources/eventsEn.ts').then((module) => module.eventsEn),
  wallet: () => import('./resources/walletEn.ts').then((module) => module.walletEn),
  payments: () => import('./resources/paymentsEn.ts').then((module) => module.paymentsEn),
  login: () => import('./resources/loginEn.ts').then((module) => module.loginEn),
}
