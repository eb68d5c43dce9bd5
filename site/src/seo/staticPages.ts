import type { TranslationKey } from '../i18n/siteTranslationKey.ts'
import { paths } from '../routing/paths.ts'

export interface StaticPage {
  /** The page's title key (null: the home page, whose title is the site's own). */
  title: TranslationKey | null
  /** Its meta description key, as the page passes it to usePageMeta. */
  description: TranslationKey
}

/**
 * The public pages whose text does not come from the API, by canonical path, with the title and
 * description keys their components pass to usePageMeta; the sitemap lists each in both languages.
 * The aliases (/home, /parking-types/…) answer the same page and are not listed.
 */
export const STATIC_PAGES: Readonly<Record<string, StaticPage>> = {
  [paths.home]: { title: null, description: 'site.meta.home' },
  [paths.search]: { title: 'pages.search', description: 'site.meta.search' },
  [paths.parksList]: { title: 'pages.findParking', description: 'site.meta.parksList' },
  [paths.events]: { title: 'pages.events', description: 'eventsPage.meta' },
  [paths.marketplace]: { title: 'pages.marketplace', description: 'marketplacePage.meta' },
  [paths.blog]: { title: 'pages.blog', description: 'blogPage.meta' },
  [paths.about]: { title: 'pages.about', description: 'company.about.meta' },
  [paths.careers]: { title: 'pages.careers', description: 'company.careers.meta' },
  [paths.affiliates]: { title: 'pages.affiliates', description: 'company.affiliates.meta' },
  [paths.mediaCoverage]: { title: 'pages.mediaCoverage', description: 'company.mediaCoverage.meta' },
  [paths.help]: { title: 'pages.help', description: 'help.meta' },
  [paths.businessAccounts]: { title: 'pages.businessAccounts', description: 'marketing.businessAccounts.meta' },
  [paths.carParkManagement]: { title: 'pages.carParkManagement', description: 'marketing.carParkManagement.meta' },
  [paths.evCharging]: { title: 'pages.evCharging', description: 'marketing.evCharging.meta' },
  [paths.rentOutEvCharger]: { title: 'pages.rentOutEvCharger', description: 'marketing.rentOutEvCharger.meta' },
  [paths.howItWorks]: { title: 'pages.howItWorks', description: 'marketing.howItWorks.meta' },
  [paths.bookDemo]: { title: 'pages.bookDemo', description: 'demo.meta' },
  [paths.subscriptionPlans]: { title: 'pages.subscriptionPlans', description: 'plans.meta' },
  [paths.cancellationPolicy]: { title: 'pages.cancellationPolicy', description: 'legal.cancellation.meta' },
  [paths.privacyPolicy]: { title: 'pages.privacyPolicy', description: 'legal.privacy.meta' },
  [paths.terms]: { title: 'pages.terms', description: 'legal.terms.meta' },
  [paths.airportParking]: { title: 'pages.airportParking', description: 'parkingTypes.airport.meta' },
  [paths.cityParking]: { title: 'pages.cityParking', description: 'parkingTypes.city.meta' },
  [paths.stadiumParking]: { title: 'pages.stadiumParking', description: 'parkingTypes.stadium.meta' },
  [paths.stationParking]: { title: 'pages.stationParking', description: 'parkingTypes.station.meta' },
  [paths.vehicleDocsRenewal]: { title: 'pages.vehicleDocsRenewal', description: 'vehicleDocs.meta' },
}
