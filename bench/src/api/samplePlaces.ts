export interface SamplePark {
  id: number
  slug: string
  lat: number
  lng: number
  currency: string
}

interface ParkPage {
  items: { id: number; slug: string; lat: number; lng: number; currency: string }[]
}

/**
 * Real parks of the data set, spread across it (pages at evenly spaced offsets in id order), to
 * derive the points, parks and bookings the load asks for: the generated parks lie around the
 * landmarks of every country, so points near them are what drivers search.
 */
export async function samplePlaces(apiBase: string, span: number, pages = 20, size = 50): Promise<SamplePark[]> {
  const parks: SamplePark[] = []
  for (let i = 0; i < pages; i++) {
    const page = Math.max(1, Math.floor((i * span) / pages / size))
    const response = await fetch(`${apiBase}/parks/front/parks/?page=${page}&size=${size}`)
    if (!response.ok) throw new Error(`park sample page ${page}: HTTP ${response.status}`)
    const body = (await response.json()) as ParkPage
    parks.push(...body.items.map(({ id, slug, lat, lng, currency }) => ({ id, slug, lat, lng, currency })))
  }
  if (!parks.length) throw new Error('The sandbox API has no parks to sample.')
  return parks
}
