import { paths } from '../routing/paths.ts'

/**
 * Path prefixes of the pages that belong to one visitor (account, checkout, payment, sign-in):
 * robots.txt keeps crawlers out of them and their heads say noindex. A prefix covers its
 * sub-paths and look-alikes: '/payment' is also /payment/success and /payment-success.
 */
export const PRIVATE_ROUTES: readonly string[] = [
  paths.checkout(''),
  paths.booking(''), // /booking/{parkCode} and /booking/event/{code}: checkouts
  paths.bookings,
  paths.bookingDetails(''),
  paths.bookingSuccess,
  paths.payment,
  paths.paymentSuccessAlias,
  paths.wallet,
  paths.profile,
  paths.addVehicle,
  paths.getStarted,
  paths.auth,
  paths.register,
  paths.verify,
  paths.forgotPassword,
]

/** Whether a path is one of PRIVATE_ROUTES. */
export function isPrivateRoute(path: string): boolean {
  return PRIVATE_ROUTES.some((prefix) => path.startsWith(prefix))
}
