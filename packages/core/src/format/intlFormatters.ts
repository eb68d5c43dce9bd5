// Building an Intl formatter costs far more than using one (about 0.4 ms each on a laptop, four
// times that on a phone), and a list of parks formats a distance, a price and a time per row.
// Formatters are kept per locale and options; a locale the runtime refuses throws as before.
const numberFormats = new Map<string, Intl.NumberFormat>()
const dateTimeFormats = new Map<string, Intl.DateTimeFormat>()

function cached<T>(cache: Map<string, T>, locale: string, options: object | undefined, make: () => T): T {
  const key = `${locale}|${options ? JSON.stringify(options) : ''}`
  let formatter = cache.get(key)
  if (!formatter) {
    formatter = make()
    cache.set(key, formatter)
  }
  return formatter
}

/** `new Intl.NumberFormat(locale, options)`, built once per locale and options. */
export function numberFormat(locale: string, options?: Intl.NumberFormatOptions): Intl.NumberFormat {
  return cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options))
}

/** `new Intl.DateTimeFormat(locale, options)`, built once per locale and options. */
export function dateTimeFormat(locale: string, options?: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options))
}
