import { loadTest } from '../api/loadTest.ts'
import type { LoadResult } from '../api/loadTest.ts'
import { samplePlaces } from '../api/samplePlaces.ts'

export interface RenderBenchResult {
  /** One park's page again and again: the server's short page cache answers most. */
  onePark: LoadResult
  /** A different park's page each request (hundreds): each one read from the API and rendered. */
  manyParks: LoadResult
  /** Parks the second run cycled through. */
  parks: number
}

/** The site server rendering `/park/{slug}` at `connections` clients for `seconds`, as a crawler or a shared link brings them. */
export async function renderBench({ siteOrigin, apiBase, parks, connections, seconds }: { siteOrigin: string; apiBase: string; parks: number; connections: number; seconds: number }): Promise<RenderBenchResult> {
  const sample = await samplePlaces(apiBase, parks)
  const first = sample[0]!
  const headers = { 'accept-language': 'en-NG,en;q=0.9', 'accept-encoding': 'br, gzip' }
  const onePark = await loadTest(siteOrigin, () => ({ method: 'GET', path: `/park/${first.slug}`, headers }), connections, seconds)
  let next = 0
  const manyParks = await loadTest(siteOrigin, () => ({ method: 'GET', path: `/park/${sample[next++ % sample.length]!.slug}`, headers }), connections, seconds)
  return { onePark, manyParks, parks: sample.length }
}
