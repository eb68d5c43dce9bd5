/** Images are generated placeholders served by this server (GET /api/v1/images/{key}.svg): no network needed. */
export function imageUrl(publicUrl: string, key: string | null | undefined): string | null {
  return key ? `${publicUrl}/api/v1/images/${encodeURIComponent(key)}.svg` : null
}
