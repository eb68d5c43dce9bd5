import { SEED_LANDMARKS } from './landmarks.ts'
import { slugify } from './slugify.ts'
import type { LandmarkRow, MarketCode, PlaceRow, PlaceType } from './types.ts'

/**
 * The seed's cities, at their real centres (city hall or the historic centre, 4 decimals). French
 * names only where French writes the city differently.
 */
export const SEED_CITIES: readonly { name: string; name_fr?: string; region_code: string; country_code: MarketCode; lat: number; lng: number }[] = [
  { name: 'Lagos', region_code: 'NG-LA', country_code: 'NG', lat: 6.4550, lng: 3.3841 },
  { name: 'Abuja', region_code: 'NG-FC', country_code: 'NG', lat: 9.0579, lng: 7.4951 },
  { name: 'Port Harcourt', region_code: 'NG-RI', country_code: 'NG', lat: 4.8156, lng: 7.0498 },
  { name: 'Dakar', region_code: 'SN-DK', country_code: 'SN', lat: 14.6928, lng: -17.4467 },
  { name: 'Thiès', region_code: 'SN-TH', country_code: 'SN', lat: 14.7910, lng: -16.9359 },
  { name: 'Toronto', region_code: 'CA-ON', country_code: 'CA', lat: 43.6532, lng: -79.3832 },
  { name: 'Vancouver', region_code: 'CA-BC', country_code: 'CA', lat: 49.2827, lng: -123.1207 },
  { name: 'Montréal', region_code: 'CA-QC', country_code: 'CA', lat: 45.5017, lng: -73.5673 },
  { name: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7128, lng: -74.0060 },
  { name: 'Atlanta', region_code: 'US-GA', country_code: 'US', lat: 33.7490, lng: -84.3880 },
  { name: 'Houston', region_code: 'US-TX', country_code: 'US', lat: 29.7604, lng: -95.3698 },
]

/**
 * Real places drivers search for that have no seeded parks of their own; choosing one lists the
 * nearest parks (Midtown's for Times Square; MetLife Stadium's nearest are about 10 km away).
 */
export const PLACE_ONLY_LANDMARKS: readonly (Omit<LandmarkRow, 'type'> & { type: PlaceType })[] = [
  { key: 'new-york-times-square', name: 'Times Square', type: 'district', city: 'New York', region_code: 'US-NY', country_code: 'US', lat: 40.7580, lng: -73.9855, address: 'Times Square, Manhattan, New York, NY' },
  { key: 'new-york-metlife-stadium', name: 'MetLife Stadium', name_fr: 'Stade MetLife', type: 'stadium', city: 'New York', region_code: 'US-NJ', country_code: 'US', lat: 40.8135, lng: -74.0745, address: '1 MetLife Stadium Drive, East Rutherford, NJ' },
]

/** Names drivers use besides the landmark's own: the airports' IATA codes, common abbreviations. */
const ALIASES: Readonly<Record<string, string>> = {
  'lagos-murtala-muhammed-airport': 'LOS',
  'abuja-nnamdi-azikiwe-airport': 'ABV',
  'port-harcourt-international-airport': 'PHC',
  'dakar-blaise-diagne-airport': 'DSS',
  'toronto-pearson-airport': 'YYZ',
  'toronto-billy-bishop-airport': 'YTZ',
  'vancouver-international-airport': 'YVR',
  'montreal-trudeau-airport': 'YUL',
  'new-york-jfk-airport': 'JFK',
  'new-york-laguardia-airport': 'LGA',
  'new-york-newark-airport': 'EWR',
  'new-york-madison-square-garden': 'MSG',
  'atlanta-hartsfield-jackson-airport': 'ATL',
  'houston-bush-intercontinental-airport': 'IAH',
  'houston-hobby-airport': 'HOU',
}

/** Airports and cities first, then stadiums and stations, then venues and districts. */
const IMPORTANCE: Readonly<Record<PlaceType, number>> = { airport: 100, city: 90, stadium: 80, station: 70, venue: 60, district: 50 }

function landmarkPlace(landmark: Omit<LandmarkRow, 'type'> & { type: PlaceType | LandmarkRow['type'] }, withParks: boolean): PlaceRow {
  // A landmark of type 'city' is a part of one (Victoria Island, Plateau). Event venues are landmarks already.
  const type: PlaceType = landmark.type === 'city' ? 'district' : landmark.type
  return {
    id: `landmark:${landmark.key}`,
    kind: 'landmark',
    landmark_key: withParks ? landmark.key : null,
    type,
    name: landmark.name,
    name_fr: landmark.name_fr ?? null,
    city: landmark.city,
    region_code: landmark.region_code,
    address: landmark.address,
    country_code: landmark.country_code,
    lat: landmark.lat,
    lng: landmark.lng,
    importance: IMPORTANCE[type],
    aliases: ALIASES[landmark.key] ?? '',
  }
}

/** Every place of the seed: its landmarks (with parks or not) and its cities. */
export const SEED_PLACES: readonly PlaceRow[] = [
  ...SEED_LANDMARKS.map((landmark) => landmarkPlace(landmark, true)),
  ...PLACE_ONLY_LANDMARKS.map((landmark) => landmarkPlace(landmark, false)),
  ...SEED_CITIES.map((city) => ({
    id: `city:${city.country_code}:${slugify(city.name)}`,
    kind: 'city' as const,
    landmark_key: null,
    type: 'city' as const,
    name: city.name,
    name_fr: city.name_fr ?? null,
    city: city.name,
    region_code: city.region_code,
    address: '',
    country_code: city.country_code,
    lat: city.lat,
    lng: city.lng,
    importance: IMPORTANCE.city,
    aliases: '',
  })),
]
