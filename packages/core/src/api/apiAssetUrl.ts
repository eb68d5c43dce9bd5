/**
 * A URL the API answered for one of its own files (a park's picture, `…/api/v1/images/x.svg`)
 * on the base this client calls the API through. The API names its files by its public URL; a
 * partner that proxies the API under its own origin then keeps every request on that origin,
 * pictures included (and its `img-src 'self'`). A URL outside the API (a CDN) is left as it is.
 */
export function apiAssetUrl(apiBaseUrl: string, url: string): string {
  const marker = '/api/v1/'
  const at = url.indexOf(marker)
  if (at < 0) return url
  return `${apiBaseUrl.replace(/\/+$/, '')}/${url.slice(at + marker.length)}`
}
