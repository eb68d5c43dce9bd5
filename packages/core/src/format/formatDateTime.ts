import { DEFAULT_LOCALE } from '../constants.ts'
import { formatInstant } from './formatInstant.ts'

export interface DateFormatOptions {
  /** IANA zone; default is the runtime's (the user's, in a browser). */
  timeZone?: string
}

/** A date and time such as '15 Jan 2025, 14:30' (en-NG); '' for an invalid date. */
export function formatDateTime(
  value: Date | string | number,
  locale: string = DEFAULT_LOCALE,
  options: DateFormatOptions = {},
): string {
  return formatInstant(value, locale, { dateStyle: 'medium', timeStyle: 'short', timeZone: options.timeZone })
}
