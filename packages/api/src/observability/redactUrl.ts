/**
 * Query parameters whose values may be logged as they are: paging, filters, languages. Every
 * other value (an e-mail in /dev/outbox?email=, a payment reference, an access code, a search a
 * driver typed) is replaced, so no log line carries a person's data or a secret.
 */
const LOGGABLE_QUERY = new Set([
  'page',
  'size',
  'limit',
  'status',
  'status_filter',
  'country',
  'country_id',
  'lang',
  'vehicle_type_id',
  'type',
  'sort',
  'payment_provider',
])

/** The path of `url` with unsafe query values masked: `/dev/outbox?email=…&limit=5`. */
export function redactUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const params = new URLSearchParams(url.slice(at + 1))
  const parts: string[] = []
  for (const [key, value] of params) {
    const safeKey = encodeURIComponent(key.slice(0, 40))
    parts.push(LOGGABLE_QUERY.has(key) ? `${safeKey}=${encodeURIComponent(value.slice(0, 40))}` : `${safeKey}=…`)
  }
  return `${url.slice(0, at)}?${parts.join('&')}`
}
