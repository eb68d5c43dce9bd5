/** The driver app in the stores (footer). */
export const APP_STORE_LINKS = {
  appStore: 'https://apps.apple.com/app/parkade-book-parking/id6451234567',
  googlePlay: 'https://play.google.com/store/apps/details?id=app.parkade.driver',
} as const
