import { loadavg } from 'node:os'
import { cpuReference } from '../lib/cpuReference.ts'
import type { CpuReference } from '../lib/cpuReference.ts'
import { countDiskReads } from '../lib/diskReads.ts'
import type { DiskReads } from '../lib/diskReads.ts'
import { loadTest } from './loadTest.ts'
import type { LoadRequest, LoadResult } from './loadTest.ts'
import { oneClientLatency } from './oneClientLatency.ts'
import type { Latency } from './oneClientLatency.ts'
import type { SamplePark } from './samplePlaces.ts'

export interface ApiBenchResult {
  parks: number
  /** GET /health the same way: the floor of a round trip through HTTP and Fastify on this machine now. */
  health: Latency
  search: Latency
  searchWithin2km: Latency
  /** GET /places?q=…: what a driver types, letter by letter, with typos. */
  placeSearch: Latency
  /** GET /parks/front/parks/?search=…&size=20: every word, ranked. */
  textSearch: Latency
  /** GET /parks/front/parks/?min_lat…max_lng&size=20: a city view of the map. */
  boxSearch: Latency
  load: { search: LoadResult; rate: LoadResult; booking: LoadResult }
  /** The machine's speed just before and just after these measurements (older result files have none). */
  cpu?: { before: CpuReference; after: CpuReference }
  /** What the machine read from its disks during these measurements (older result files have none; null off Linux). */
  diskReads?: DiskReads | null
  /** What the booking load asked and was answered, for the database check afterwards (checkBookings). */
  bookings: BookingLoad
}

export interface BookingLoad {
  /** The bench drivers' emails start with this. */
  emailPrefix: string
  /** Booking requests sent, each with its own plate number. */
  sent: number
  /** booking_code of every 201 answer seen (the probe's included). */
  created: string[]
  /** Requests the client cut when the clock stopped: their bookings may exist without a 201 seen. */
  inFlightAtEnd: number
}

export interface ApiBenchOptions {
  apiBase: string
  parks: number
  sample: SamplePark[]
  connections: number
  seconds: number
  /** CPU time the server has used so far, in ms: the API process, and on PostgreSQL its processes too. */
  serverCpuMs: () => number | null
}

/** A deterministic pseudo-random sequence, so two runs ask the same questions. */
function sequence(seed: number) {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state ^ (state >>> 15), 0x2c1b3c6d) + 0x6d2b79f5) >>> 0
    return state / 2 ** 32
  }
}

async function registerDrivers(apiBase: string, emailPrefix: string, count: number): Promise<string[]> {
  const tokens: string[] = []
  for (let i = 0; i < count; i++) {
    const response = await fetch(`${apiBase}/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: `${emailPrefix}${i}@example.com`, password: 'bench-password-1', first_name: 'Bench', last_name: `Driver ${i + 1}` }),
    })
    if (!response.ok) throw new Error(`register a bench driver: HTTP ${response.status} ${await response.text()}`)
    tokens.push(((await response.json()) as { access_token: string }).access_token)
  }
  return tokens
}

/**
 * What drivers type into the place search, as they type it: names of the seed's landmarks cut
 * after each word and mid-word, with a typo, in French, an IATA code and the examples of issue 22.
 */
const PLACE_QUERIES = [
  'lagos airprt', 'lagos air', 'murtala', 'aeroport', 'aéroport dakar', 'MetLife', 'Union Station', 'Stade Abdoulaye Wade', 'Thies gare',
  'MSG', 'Madison Square Garden', 'Times Square', 'toronto pearson', 'yyz', 'gare centrale', 'bc pl', 'yankee stadum', 'nrg', 'abuja',
  'port harcourt', 'houston hobby', 'lekki', 'victoria island', 'almadies', 'vieux montreal', 'grand central', 'penn station', 'atlanta',
]
/** What drivers type into the park search: cities, landmarks, streets, in English and French, accents or not. */
const TEXT_QUERIES = [
  'Lagos airport', 'aeroport Dakar', 'thies', 'Thiès', 'airport', 'Dakar', 'stadium toronto', 'union station', 'madison square', 'gare',
  'Houston', 'Montréal centre', 'vancouver', 'lekki', 'ikeja', 'atlanta downtown', 'abuja', 'port harcourt', 'jfk', 'bell centre',
]

/** `run` (a load) with the server's CPU time per request and the load average at its end. */
async function withServerCpu(serverCpuMs: () => number | null, run: () => Promise<LoadResult>): Promise<LoadResult> {
  const before = serverCpuMs()
  const result = await run()
  const after = serverCpuMs()
  return {
    ...result,
    serverCpuMs: before === null || after === null || !result.requests ? null : (after - before) / result.requests,
    loadAverage: Number(loadavg()[0]!.toFixed(2)),
  }
}

/** Nearest-20 search for one client, then park search, park rate and booking creation under load. */
export async function apiBench({ apiBase, parks, sample, connections, seconds, serverCpuMs }: ApiBenchOptions): Promise<ApiBenchResult> {
  const url = new URL(apiBase)
  const prefix = url.pathname.replace(/\/$/, '')
  const random = sequence(20_000)
  const pick = () => sample[Math.floor(random() * sample.length)]!
  // A point up to about 1 km from a real park, as a driver standing near one searches.
  const searchPath = (extra = '') => {
    const park = pick()
    const lat = (park.lat + (random() - 0.5) * 0.02).toFixed(5)
    const lng = (park.lng + (random() - 0.5) * 0.02).toFixed(5)
    return `${prefix}/parks/front/parks/?lat=${lat}&lng=${lng}&size=20${extra}`
  }

  const cpuBefore = cpuReference()
  const diskReads = countDiskReads()
  const health = await oneClientLatency(() => `${apiBase}/health`, serverCpuMs)
  const search = await oneClientLatency(() => `${url.origin}${searchPath()}`, serverCpuMs)
  const searchWithin2km = await oneClientLatency(() => `${url.origin}${searchPath('&radius_km=2')}`, serverCpuMs)
  let typed = 0
  const placeSearch = await oneClientLatency(() => `${apiBase}/places?q=${encodeURIComponent(PLACE_QUERIES[typed++ % PLACE_QUERIES.length]!)}`, serverCpuMs)
  const textSearch = await oneClientLatency(() => `${url.origin}${prefix}/parks/front/parks/?search=${encodeURIComponent(TEXT_QUERIES[typed++ % TEXT_QUERIES.length]!)}&size=20`, serverCpuMs)
  // A phone's map of a city: about 11 km by 15 km around a real park.
  const boxSearch = await oneClientLatency(() => {
    const park = pick()
    const lat = park.lat + (random() - 0.5) * 0.02
    const lng = park.lng + (random() - 0.5) * 0.02
    return `${url.origin}${prefix}/parks/front/parks/?min_lat=${(lat - 0.05).toFixed(5)}&min_lng=${(lng - 0.07).toFixed(5)}&max_lat=${(lat + 0.05).toFixed(5)}&max_lng=${(lng + 0.07).toFixed(5)}&size=20`
  }, serverCpuMs)

  const searchLoad = await withServerCpu(serverCpuMs, () => loadTest(url.origin, () => ({ method: 'GET', path: searchPath() }), connections, seconds))
  const rateLoad = await withServerCpu(serverCpuMs, () =>
    loadTest(url.origin, () => ({ method: 'GET', path: `${prefix}/front/parks/${pick().id}/rate?vehicle_type_id=1` }), connections, seconds),
  )

  // One driver per connection: a driver's bookings queue on their account's lock (wallet and
  // idempotency), and 32 phones booking at once are 32 drivers, not 8 tapping four times each.
  const emailPrefix = `bench-${Date.now()}-`
  const tokens = await registerDrivers(apiBase, emailPrefix, connections)
  let n = 0
  const day = 24 * 3_600_000
  const tomorrow = Math.ceil(Date.now() / day) * day + day
  // A few parks everyone wants at the same two hours (a match night): their last spaces are
  // fought over, so the check afterwards can find an oversold one if the server let it happen.
  const hotParks = sample.slice(0, 2)
  const hotStart = tomorrow + 19 * 3_600_000
  const booking = (): LoadRequest => {
    n++
    const hot = n % 16 === 0
    // Otherwise two hours somewhere in the coming year, at a random park: bookings rarely meet, as across a country.
    const start = hot ? hotStart : tomorrow + Math.floor(random() * 365 * 24) * 3_600_000
    return {
      method: 'POST',
      path: `${prefix}/bookings`,
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[n % tokens.length]}` },
      body: JSON.stringify({
        park_id: hot ? hotParks[(n / 16) % hotParks.length]!.id : pick().id,
        start_time: new Date(start).toISOString(),
        end_time: new Date(start + 2 * 3_600_000).toISOString(),
        // One plate per request: the check afterwards finds each request's booking by it.
        plate_number: `BENCH${n}`,
        payment_method: 'gateway',
      }),
    }
  }
  const created: string[] = []
  const codeOf = (body: string) => (JSON.parse(body) as { booking: { booking_code: string } }).booking.booking_code
  // One booking first, so a request the API refuses is reported with its answer, not only counted.
  const probe = booking()
  const answer = await fetch(`${url.origin}${probe.path}`, { method: probe.method, headers: probe.headers, body: probe.body })
  if (answer.status !== 201) throw new Error(`POST /bookings answered ${answer.status}: ${await answer.text()}`)
  created.push(codeOf(await answer.text()))
  const bookingLoad = await withServerCpu(serverCpuMs, () =>
    loadTest(url.origin, booking, connections, seconds, (status, body) => {
      if (status === 201) created.push(codeOf(body))
    }),
  )
  const answered = Object.values(bookingLoad.statusCodes).reduce((sum, count) => sum + count, 0)
  const bookings: BookingLoad = { emailPrefix, sent: n, created, inFlightAtEnd: Math.max(0, n - 1 - answered) }
  const read = diskReads()
  const cpu = { before: cpuBefore, after: cpuReference() }
  return { parks, health, search, searchWithin2km, placeSearch, textSearch, boxSearch, load: { search: searchLoad, rate: rateLoad, booking: bookingLoad }, cpu, diskReads: read, bookings }
}
