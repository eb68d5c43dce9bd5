/**
 * The routes that belong to one driver or one payment (SPEC §2): the account, the checkout and
 * payment steps, sign-in and sign-up. The server sends their page's frame only (the browser draws
 * them), and search engines are asked to stay away.
 */
export const PRIVATE_PATH_PATTERNS: readonly RegExp[] = [
  /^\/(checkout|booking)\/[^/]+\/?$/,
  /^\/booking\/event\/[^/]+\/?$/,
  /^\/(payment|payment\/success|payment-success|booking-success|wallet|wallet\/callback)\/?$/,
  /^\/(bookings|booking-details\/[^/]+|profile|add-vehicle)\/?$/,
  /^\/(get-started|auth|auth\/register|auth\/forgot-password|register|verify|forgot-password|private-event-access)\/?$/,
]

export function isPrivatePath(pathname: string): boolean {
  return PRIVATE_PATH_PATTERNS.some((pattern) => pattern.test(pathname))
}
