import { DEFAULT_LOCALE } from '../constants.ts'
import type { DateFormatOptions } from './formatDateTime.ts'
import { formatInstant } from './formatInstant.ts'

/** A date such as '15 Jan 2025' (en-NG); '' for an invalid date. */
export function formatDate(
  value: Date | string | number,
  locale: string = DEFAULT_LOCALE,
  options: DateFormatOptions = {},
): string {
  return formatInstant(value, locale, { dateStyle: 'medium', timeZone: options.timeZone })
}
