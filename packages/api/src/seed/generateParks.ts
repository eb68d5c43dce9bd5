import { CITY_PRICING } from './data/cityPricing.ts'
import { cityTimeZone } from './data/cityTimeZone.ts'
import { LANDMARK_SURROUNDINGS } from './data/landmarkSurroundings.ts'
import { seededRandom } from './data/seededRandom.ts'
import type { LandmarkRow } from './data/types.ts'

/** One generated benchmark park, in the columns of the `parks` table, with its car rate. */
export interface BenchParkRow {
  slug: string
  park_code: string
  name: string
  type: LandmarkRow['type']
  description: string
  address: string
  city: string
  region_code: string
  country_code: string
  lat: number
  lng: number
  /** IANA time zone of the landmark's city. */
  time_zone: string
  capacity: number
  is_24_hours: boolean
  opens_at: string | null
  closes_at: string | null
  amenities: string[]
  currency: string
  /** Car (vehicle type 1) rate; other types follow vehicle_types.rate_multiplier. */
  hourly: number
  daily: number
}

const AMENITIES = ['cctv', 'security', 'covered', 'lighting', 'ev_charging', 'disabled_access', 'shuttle', 'valet', 'car_wash', 'toilets']
/** Bench parks spread up to this far from their landmark, denser near it. */
const MAX_REACH_M = 30_000

const roundTo = (value: number, step: number) => Math.max(step, Math.round(value / step) * step)

/**
 * `count` parks around the seed's landmarks, fully determined by `index` (no Math.random): park
 * `i` is the same on every machine and every run, so a partial run can resume. Slugs start with
 * `bench-` and codes with `BK`, apart from the default seed's parks.
 */
export function* generateParks(landmarks: readonly LandmarkRow[], count: number, start = 0): Generator<BenchParkRow> {
  for (let i = start; i < count; i++) {
    const landmark = landmarks[i % landmarks.length]!
    const rand = seededRandom(`bench#${i}`)
    const around = LANDMARK_SURROUNDINGS[landmark.key]
    const pricing = CITY_PRICING[landmark.city]
    const bearing = 2 * Math.PI * rand()
    // rand()^2 puts most parks near the landmark, like a real city.
    const reach = MAX_REACH_M * rand() ** 2
    const lat = landmark.lat + (reach * Math.cos(bearing)) / 111_320
    const lng = landmark.lng + (reach * Math.sin(bearing)) / (111_320 * Math.cos((landmark.lat * Math.PI) / 180))
    const is24 = rand() < 0.4
    const openHour = 5 + Math.floor(rand() * 4)
    const closeHour = 19 + Math.floor(rand() * 5)
    const street = around?.streets[Math.floor(rand() * around.streets.length)] ?? landmark.address
    const hourly = pricing ? roundTo(pricing.hourly[0] + rand() * (pricing.hourly[1] - pricing.hourly[0]), pricing.hourly_step) : 1
    const daily = pricing ? roundTo(pricing.daily[0] + rand() * (pricing.daily[1] - pricing.daily[0]), pricing.daily_step) : 10
    yield {
      slug: `bench-${i}`,
      park_code: `BK${i.toString(36).toUpperCase().padStart(6, '0')}`,
      name: `${landmark.city} Bench Park ${i}`,
      type: landmark.type,
      description: `Generated benchmark park ${i} near ${landmark.name}.`,
      address: `${1 + Math.floor(rand() * 200)} ${street}, ${around?.locality ?? landmark.city}`,
      city: landmark.city,
      region_code: landmark.region_code,
      country_code: landmark.country_code,
      lat: Number(Math.max(-90, Math.min(90, lat)).toFixed(6)),
      lng: Number(Math.max(-180, Math.min(180, lng)).toFixed(6)),
      time_zone: cityTimeZone(landmark.city),
      capacity: 20 + Math.floor(rand() * 480),
      is_24_hours: is24,
      opens_at: is24 ? null : `${String(openHour).padStart(2, '0')}:00`,
      closes_at: is24 ? null : `${String(closeHour).padStart(2, '0')}:00`,
      amenities: AMENITIES.filter(() => rand() < 0.3),
      currency: pricing?.currency ?? 'USD',
      hourly,
      daily,
    }
  }
}
