import { DEFAULT_LOCALE } from '../constants.ts'
import { dateTimeFormat } from './intlFormatters.ts'

/**
 * Shared body of formatDate and formatDateTime: '' for an invalid date, and a malformed locale
 * or time zone falls back to en-NG and the runtime zone rather than throwing while rendering.
 */
export function formatInstant(
  value: Date | string | number,
  locale: string,
  format: Intl.DateTimeFormatOptions,
): string {
  const date = value instanceof Date ? value : new Date(value)
  if (Number.isNaN(date.getTime())) return ''
  for (const [tryLocale, tryFormat] of [
    [locale, format],
    [DEFAULT_LOCALE, format],
    [DEFAULT_LOCALE, { ...format, timeZone: undefined }],
  ] as const) {
    try {
      return dateTimeFormat(tryLocale, tryFormat).format(date)
    } catch {
      // RangeError: try the next, safer combination
    }
  }
  return date.toISOString()
}
