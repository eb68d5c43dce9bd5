import type { ParkRateSummary } from '@parkade/contract'
import { CITY_PRICING } from './cityPricing.ts'
import { cityTimeZone } from './cityTimeZone.ts'
import { englishPlace } from './englishPlace.ts'
import { frenchPlace } from './frenchPlace.ts'
import { frenchStreet } from './frenchStreet.ts'
import { seededRandom } from './seededRandom.ts'
import { slugify } from './slugify.ts'
import type {
  Amenity,
  LandmarkRow,
  LandmarkSurroundings,
  LandmarkType,
  OpeningHours,
  ParkRow,
  VehicleTypeRow,
} from './types.ts'

/** Naming style: Nigerian (British) English, North American English, or French (Senegal, Quebec). */
type Style = 'uk' | 'na' | 'fr'

/** What kind of car park a name promises; descriptions, amenities and capacity follow it. */
type ParkKind = 'general' | 'short' | 'long' | 'premium' | 'valet' | 'covered' | 'park-and-ride'

interface Suffix {
  label: string
  kind: ParkKind
}

const s = (label: string, kind: ParkKind = 'general'): Suffix => ({ label, kind })

/** Car park names at airports, stadiums and stations, per naming style. Parks take a sorted subset. */
const SUFFIXES: Readonly<Record<Style, Readonly<Record<Exclude<LandmarkType, 'city'>, readonly Suffix[]>>>> = {
  uk: {
    airport: [s('Car Park A'), s('Car Park B'), s('Car Park C'), s('Car Park D'), s('Short-Stay Car Park', 'short'), s('Long-Stay Car Park', 'long'), s('Economy Car Park', 'long'), s('Premium Car Park', 'premium'), s('Valet Parking', 'valet'), s('Multi-Storey Car Park', 'covered')],
    stadium: [s('North Car Park'), s('South Car Park'), s('East Car Park'), s('West Car Park'), s('Gate 1 Car Park'), s('Gate 4 Car Park'), s('VIP Car Park', 'premium'), s('Overflow Car Park')],
    station: [s('Station Car Park'), s('Park & Ride', 'park-and-ride'), s('Forecourt Car Park', 'short'), s('Multi-Storey Car Park', 'covered'), s('East Side Car Park')],
  },
  na: {
    airport: [s('Lot A'), s('Lot B'), s('Lot C'), s('Hourly Garage', 'short'), s('Daily Garage', 'covered'), s('Economy Lot', 'long'), s('Long-Term Lot', 'long'), s('Valet Parking', 'valet'), s('Premium Garage', 'premium'), s('Park & Fly Lot', 'long')],
    stadium: [s('Lot A'), s('Lot B'), s('Lot C'), s('North Garage', 'covered'), s('South Lot'), s('East Lot'), s('West Garage', 'covered'), s('Premium Lot', 'premium')],
    station: [s('Station Garage', 'covered'), s('Park & Ride Lot', 'park-and-ride'), s('Short-Term Lot', 'short'), s('North Garage', 'covered'), s('South Lot')],
  },
  fr: {
    airport: [s('Parking P1'), s('Parking P2'), s('Parking P3'), s('Parking P4'), s('Parking courte durée', 'short'), s('Parking longue durée', 'long'), s('Parking économique', 'long'), s('Parking premium', 'premium'), s('Parking voiturier', 'valet'), s('Parking silo', 'covered')],
    stadium: [s('Parking Nord'), s('Parking Sud'), s('Parking Est'), s('Parking Ouest'), s('Parking Porte 1'), s('Parking Porte 4'), s('Parking VIP', 'premium'), s('Parking de délestage')],
    station: [s('Parking de la gare'), s('Parc relais', 'park-and-ride'), s('Parking courte durée', 'short'), s('Parking souterrain', 'covered'), s('Parking Est')],
  },
}

/** City-district parks are named after their street: `${street} Car Park`, `Parking ${street}`… */
const STREET_KINDS: Readonly<Record<Style, readonly [open: (street: string) => string, covered: (street: string) => string]>> = {
  uk: [(street) => `${street} Car Park`, (street) => `${street} Multi-Storey Car Park`],
  na: [(street) => `${street} Parking Lot`, (street) => `${street} Garage`],
  fr: [(street) => `Parking ${street}`, (street) => `Parking souterrain ${street}`],
}

/** How many parks a landmark of each type gets (inclusive range). */
const PARKS_PER_LANDMARK: Readonly<Record<LandmarkType, readonly [number, number]>> = {
  airport: [6, 8],
  stadium: [4, 6],
  station: [3, 5],
  city: [4, 6],
}

const CAPACITY: Readonly<Record<LandmarkType, readonly [number, number]>> = {
  airport: [300, 2000],
  stadium: [150, 1500],
  station: [60, 600],
  city: [20, 400],
}

/** Where in a city's price range (0 = cheapest, 1 = dearest) a park's car rate falls, by landmark type. */
const PRICE_BAND: Readonly<Record<LandmarkType, { hourly: readonly [number, number]; daily: readonly [number, number] }>> = {
  airport: { hourly: [0.45, 0.95], daily: [0.7, 1] },
  stadium: { hourly: [0.35, 0.85], daily: [0.3, 0.7] },
  station: { hourly: [0.05, 0.5], daily: [0.1, 0.5] },
  city: { hourly: [0.25, 1], daily: [0.2, 0.85] },
}

const IMAGES_PER_TYPE: Readonly<Record<LandmarkType, number>> = { airport: 4, stadium: 4, station: 3, city: 4 }

const AMENITY_ORDER: readonly Amenity[] = ['cctv', 'security', 'covered', 'lighting', 'ev_charging', 'disabled_access', 'shuttle', 'valet', 'car_wash', 'toilets']

/** Amenities named in descriptions, most distinctive first, with their English and French wording. */
const AMENITY_WORDS: readonly (readonly [Amenity, string, string])[] = [
  ['shuttle', 'a shuttle service', 'navette'],
  ['valet', 'valet parking', 'service voiturier'],
  ['ev_charging', 'EV charging points', 'bornes de recharge'],
  ['covered', 'covered bays', 'places couvertes'],
  ['security', 'on-site security', 'gardiennage'],
  ['cctv', 'CCTV', 'vidéosurveillance'],
  ['car_wash', 'a car wash', 'lavage auto'],
  ['disabled_access', 'accessible bays', 'places PMR'],
  ['toilets', 'toilets', 'toilettes'],
  ['lighting', 'good lighting', 'éclairage'],
]

const AIRPORT_KIND_EN: Partial<Record<ParkKind, string>> = { short: 'Short-stay parking', long: 'Long-stay parking', premium: 'Premium parking', valet: 'Valet parking', covered: 'Covered parking' }
const AIRPORT_KIND_FR: Partial<Record<ParkKind, string>> = { short: 'Parking courte durée', long: 'Parking longue durée', premium: 'Parking premium', valet: 'Service voiturier', covered: 'Parking couvert' }

const CODE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'

function styleOf(landmark: LandmarkRow): Style {
  if (landmark.country_code === 'SN' || landmark.region_code === 'CA-QC') return 'fr'
  return landmark.country_code === 'NG' ? 'uk' : 'na'
}

const between = (rand: () => number, [min, max]: readonly [number, number]): number => min + (max - min) * rand()
const intBetween = (rand: () => number, [min, max]: readonly [number, number]): number => min + Math.floor(rand() * (max - min + 1))
const roundTo = (value: number, step: number): number => Number((Math.round(value / step) * step).toFixed(2))

function pick<T>(rand: () => number, items: readonly T[]): T {
  const item = items[Math.floor(rand() * items.length)]
  if (item === undefined) throw new Error('pick from an empty list')
  return item
}

/** A deterministic shuffle (Fisher–Yates) of a copy of `items`. */
function shuffled<T>(rand: () => number, items: readonly T[]): T[] {
  const out = [...items]
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1))
    const a = out[i] as T
    out[i] = out[j] as T
    out[j] = a
  }
  return out
}

/** Great-circle distance in metres. */
function distanceM(a: { lat: number; lng: number }, b: { lat: number; lng: number }): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * 6371000 * Math.asin(Math.sqrt(h))
}

/** 'right beside X' / 'a 6-minute walk from X' / '2.3 km from X' ('1.4 miles' in the United States). */
function nearEn(metres: number, what: string, miles: boolean): string {
  if (metres < 150) return `right beside ${what}`
  const minutes = Math.max(2, Math.round(metres / 80))
  if (minutes <= 20) return `${minutes === 8 || minutes === 11 || minutes === 18 ? 'an' : 'a'} ${minutes}-minute walk from ${what}`
  return miles ? `${(metres / 1609.344).toFixed(1)} miles from ${what}` : `${(metres / 1000).toFixed(1)} km from ${what}`
}

/** Same in French; `deWhat` is already in its `de` form ('du Stade Lat-Dior', 'des terminaux'). */
function nearFr(metres: number, deWhat: string): string {
  if (metres < 150) return `juste à côté ${deWhat}`
  const minutes = Math.max(2, Math.round(metres / 80))
  if (minutes <= 20) return `à ${minutes} minutes à pied ${deWhat}`
  return `à ${(metres / 1000).toFixed(1).replace('.', ',')} km ${deWhat}`
}

function joinEn(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} and ${words[words.length - 1] ?? ''}`
}

function joinFr(words: readonly string[]): string {
  return words.length <= 1 ? (words[0] ?? '') : `${words.slice(0, -1).join(', ')} et ${words[words.length - 1] ?? ''}`
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1)
}

function amenitiesFor(rand: () => number, landmark: LandmarkRow, kind: ParkKind, is24: boolean): Amenity[] {
  const africa = landmark.country_code === 'NG' || landmark.country_code === 'SN'
  const chance: Readonly<Record<LandmarkType, Partial<Record<Amenity, number>>>> = {
    airport: { cctv: 0.95, security: 0.9, covered: 0.3, lighting: 0.9, ev_charging: africa ? 0.1 : 0.5, disabled_access: 0.85, shuttle: 0.6, valet: 0.1, car_wash: africa ? 0.35 : 0.1, toilets: 0.5 },
    stadium: { cctv: 0.8, security: 0.9, covered: 0.15, lighting: 0.9, ev_charging: africa ? 0.05 : 0.25, disabled_access: 0.8, shuttle: 0.15, car_wash: africa ? 0.15 : 0, toilets: 0.4 },
    station: { cctv: 0.85, security: 0.6, covered: 0.3, lighting: 0.95, ev_charging: africa ? 0.05 : 0.35, disabled_access: 0.8, car_wash: africa ? 0.2 : 0.05, toilets: 0.3 },
    city: { cctv: 0.8, security: 0.6, covered: 0.35, lighting: 0.85, ev_charging: africa ? 0.08 : 0.35, disabled_access: 0.7, valet: 0.1, car_wash: africa ? 0.35 : 0.1, toilets: 0.2 },
  }
  const chosen = new Set<Amenity>()
  for (const amenity of AMENITY_ORDER) {
    if (rand() < (chance[landmark.type][amenity] ?? 0)) chosen.add(amenity)
  }
  if (is24) chosen.add('lighting')
  if (kind === 'covered') chosen.add('covered')
  if (kind === 'valet') chosen.add('valet').add('security')
  if (kind === 'premium') chosen.add('security').add('cctv')
  if (kind === 'short') chosen.delete('shuttle')
  if (kind === 'long' && landmark.type === 'airport') chosen.add('shuttle')
  return AMENITY_ORDER.filter((amenity) => chosen.has(amenity))
}

function openingHoursFor(rand: () => number, type: LandmarkType): OpeningHours | null {
  const roll = rand()
  switch (type) {
    case 'airport':
      return null
    case 'stadium':
      return roll < 0.25 ? null : pick(rand, [{ open: '06:00', close: '23:59' }, { open: '07:00', close: '23:30' }])
    case 'station':
      return roll < 0.5 ? null : pick(rand, [{ open: '05:00', close: '23:30' }, { open: '05:30', close: '23:00' }])
    case 'city':
      return roll < 0.3 ? null : pick(rand, [{ open: '06:00', close: '22:00' }, { open: '07:00', close: '21:00' }, { open: '07:00', close: '23:00' }])
  }
}

function ratesFor(rand: () => number, landmark: LandmarkRow, kind: ParkKind, vehicleTypes: readonly VehicleTypeRow[]): ParkRateSummary[] {
  const pricing = CITY_PRICING[landmark.city]
  if (!pricing) throw new Error(`No pricing for city ${landmark.city}`)
  const band = PRICE_BAND[landmark.type]
  const premium = kind === 'premium' || kind === 'valet' ? 1.25 : 1
  const economy = kind === 'long' || kind === 'park-and-ride' ? 0.85 : 1
  // Car rates stay inside the city's range whatever the kind of car park.
  const clamp = (value: number, [min, max]: readonly [number, number]): number => Math.min(max, Math.max(min, value))
  const carHourly = clamp(between(rand, [pricing.hourly[0] + (pricing.hourly[1] - pricing.hourly[0]) * band.hourly[0], pricing.hourly[0] + (pricing.hourly[1] - pricing.hourly[0]) * band.hourly[1]]) * premium, pricing.hourly)
  const carDaily = clamp(between(rand, [pricing.daily[0] + (pricing.daily[1] - pricing.daily[0]) * band.daily[0], pricing.daily[0] + (pricing.daily[1] - pricing.daily[0]) * band.daily[1]]) * premium * economy, pricing.daily)
  return vehicleTypes.map((vt) => ({
    vehicle_type_id: vt.id,
    hourly: roundTo(carHourly * vt.rate_multiplier, pricing.hourly_step),
    daily: roundTo(carDaily * vt.rate_multiplier, pricing.daily_step),
  }))
}

function parkCodeFor(slug: string, taken: Set<string>): string {
  for (let salt = 0; ; salt++) {
    const rand = seededRandom(`${slug}#park-code#${salt}`)
    let code = 'PK'
    for (let i = 0; i < 6; i++) code += CODE_ALPHABET.charAt(Math.floor(rand() * CODE_ALPHABET.length))
    if (!taken.has(code)) {
      taken.add(code)
      return code
    }
  }
}

function addressFor(rand: () => number, landmark: LandmarkRow, street: string, locality: string): string {
  if (landmark.type === 'airport' || landmark.country_code === 'SN') return `${street}, ${locality}`
  // Small numbers keep North American addresses on the blocks nearest the landmark.
  const number = landmark.country_code === 'NG' ? 1 + Math.floor(rand() * 120) : 10 * (1 + Math.floor(rand() * 49))
  return `${number} ${street}, ${locality}`
}

interface Texts {
  description_en: string
  description_fr: string
  entry_instructions_en: string
  entry_instructions_fr: string
}

function textsFor(
  rand: () => number,
  landmark: LandmarkRow,
  label: string,
  kind: ParkKind,
  street: string,
  metres: number,
  amenities: readonly Amenity[],
  is24: boolean,
  code: string,
): Texts {
  const en = englishPlace(landmark.name)
  const miles = landmark.country_code === 'US'
  const fr = landmark.name_fr ?? landmark.name
  const deFr = frenchPlace(fr, 'de')
  const aFr = frenchPlace(fr, 'à')
  const streetFr = frenchStreet(street)
  // Expressways and national roads take 'the' in English: 'from the JFK Expressway'.
  const streetEn = /Expressway$|^Grand Central Parkway$|^Autoroute |^Route nationale /.test(street) ? `the ${street}` : street
  const variant = rand() < 0.5 ? 0 : 1
  const has = (amenity: Amenity): boolean => amenities.includes(amenity)

  let firstEn: string
  let firstFr: string
  let shuttleSaid = false
  switch (landmark.type) {
    case 'airport': {
      const kindEn = AIRPORT_KIND_EN[kind] ?? 'Secure parking'
      const kindFr = AIRPORT_KIND_FR[kind] ?? 'Parking sécurisé'
      shuttleSaid = metres > 800 && has('shuttle')
      const shuttleEn = shuttleSaid ? ', with a shuttle bus to the terminals' : ''
      const shuttleFr = shuttleSaid ? ', avec une navette vers les terminaux' : ''
      firstEn = variant === 0
        ? `${kindEn} at ${en}, ${nearEn(metres, 'the terminals', miles)}${shuttleEn}.`
        : `Leave the car here when you fly from ${en}: ${nearEn(metres, 'the terminals', miles)}${shuttleEn}.`
      firstFr = variant === 0
        ? `${kindFr} ${aFr}, ${nearFr(metres, 'des terminaux')}${shuttleFr}.`
        : `Laissez votre voiture ici quand vous partez ${deFr} : ${nearFr(metres, 'des terminaux')}${shuttleFr}.`
      break
    }
    case 'stadium':
      firstEn = variant === 0
        ? `Pre-book your space for matches and concerts at ${en}, ${nearEn(metres, 'the gates', miles)}.`
        : `Event-day parking ${nearEn(metres, en, miles)}, with stewards guiding traffic before and after every event.`
      firstFr = variant === 0
        ? `Réservez votre place pour les matchs et concerts ${aFr}, ${nearFr(metres, 'des entrées')}.`
        : `Stationnement les jours d'événement ${nearFr(metres, deFr)}, avec des agents qui guident la circulation avant et après chaque événement.`
      break
    case 'station':
      firstEn = variant === 0
        ? `Commuter parking ${nearEn(metres, en, miles)}, handy for early departures and late returns.`
        : `Park and ride: leave the car ${nearEn(metres, en, miles)} and travel on without the traffic.`
      firstFr = variant === 0
        ? `Stationnement pour les voyageurs ${nearFr(metres, deFr)}, pratique pour les départs matinaux et les retours tardifs.`
        : `Parc relais : laissez la voiture ${nearFr(metres, deFr)} et poursuivez votre trajet sans les embouteillages.`
      break
    case 'city':
      firstEn = variant === 0
        ? `Central parking on ${streetEn} in ${en}, close to offices, shops and restaurants.`
        : `A convenient place to park on ${streetEn}, ${nearEn(metres, `the heart of ${en}`, miles)}.`
      firstFr = variant === 0
        ? `Stationnement central ${aFr}, sur ${streetFr}, près des bureaux, des commerces et des restaurants.`
        : `Un parking pratique sur ${streetFr}, ${nearFr(metres, `du cœur ${deFr}`)}.`
      break
  }

  const listed = AMENITY_WORDS.filter(([amenity]) => has(amenity) && !(amenity === 'shuttle' && shuttleSaid)).slice(0, 4)
  const secondEn = listed.length > 0 ? ` Includes ${joinEn(listed.map(([, word]) => word))}.` : ''
  const secondFr = listed.length > 0 ? ` Sur place : ${joinFr(listed.map(([, , word]) => word))}.` : ''
  const hoursEn = is24 ? ' Open 24 hours.' : ''
  const hoursFr = is24 ? ' Ouvert 24 h/24.' : ''

  const attendant = (landmark.country_code === 'NG' || landmark.country_code === 'SN') && (landmark.type === 'city' || landmark.type === 'station')
  let entryEn: string
  let entryFr: string
  if (landmark.type === 'airport') {
    entryEn = `Follow the signs for "${label}" from ${streetEn}. At the barrier, scan the QR code in your Parkade booking; if it does not open, press the intercom and quote park code ${code}.`
    entryFr = `Suivez les panneaux « ${label} » depuis ${streetFr}. À la barrière, scannez le QR code de votre réservation Parkade ; si elle ne s'ouvre pas, appuyez sur l'interphone et indiquez le code du parking ${code}.`
    if (has('shuttle')) {
      entryEn += ' The shuttle stop is beside the pay station.'
      entryFr += " L'arrêt de la navette se trouve à côté de la caisse."
    }
    if (kind === 'valet') {
      entryEn += ' For valet, drive into the marked valet lane and hand over your keys with your booking reference.'
      entryFr += ' Pour le voiturier, entrez dans la voie signalée et remettez vos clés avec votre référence de réservation.'
    }
  } else if (landmark.type === 'stadium') {
    entryEn = `Enter from ${streetEn} and show the QR code in your Parkade booking to the steward. On event days arrive at least 60 minutes before the start; the car park closes to new arrivals once full. Park code: ${code}.`
    entryFr = `Entrez depuis ${streetFr} et présentez le QR code de votre réservation Parkade à l'agent. Les jours d'événement, arrivez au moins 60 minutes avant le début ; le parking ferme aux nouvelles arrivées une fois complet. Code du parking : ${code}.`
  } else if (attendant) {
    entryEn = `Drive in from ${streetEn}; the attendant checks your Parkade booking at the gate. Quote park code ${code} if asked.`
    entryFr = `Entrez depuis ${streetFr} ; le gardien vérifie votre réservation Parkade à l'entrée. Indiquez le code du parking ${code} si on vous le demande.`
  } else {
    entryEn = `The entrance is on ${streetEn}. Scan the QR code in your Parkade booking at the barrier, or quote park code ${code} at the intercom.`
    entryFr = `L'entrée se trouve sur ${streetFr}. Scannez le QR code de votre réservation Parkade à la barrière, ou indiquez le code du parking ${code} à l'interphone.`
  }
  if (has('covered')) {
    entryEn += miles ? ' Height limit 6 ft 10 in (2.1 m).' : ' Height limit 2.1 m.'
    entryFr += ' Hauteur maximale : 2,10 m.'
  }

  return {
    description_en: capitalise(firstEn) + secondEn + hoursEn,
    description_fr: capitalise(firstFr) + secondFr + hoursFr,
    entry_instructions_en: entryEn,
    entry_instructions_fr: entryFr,
  }
}

/** The car park names a landmark gets, with their kind and the street each is addressed on. */
function suffixesFor(rand: () => number, landmark: LandmarkRow, streets: readonly string[]): { suffix: Suffix; street: string }[] {
  const style = styleOf(landmark)
  const count = intBetween(rand, PARKS_PER_LANDMARK[landmark.type])
  const streetOrder = shuffled(rand, streets)
  if (landmark.type === 'city') {
    const [open, covered] = STREET_KINDS[style]
    const combos = [
      ...streetOrder.map((street) => ({ suffix: s(open(street)), street })),
      ...streetOrder.map((street) => ({ suffix: s(covered(street), 'covered'), street })),
    ]
    return combos.slice(0, Math.min(count, combos.length))
  }
  const all = SUFFIXES[style][landmark.type]
  const indices = shuffled(rand, all.map((_, i) => i)).slice(0, count).sort((a, b) => a - b)
  return indices.map((index, i) => ({
    suffix: all[index] ?? s('Car Park'),
    street: streetOrder[i % streetOrder.length] ?? landmark.address,
  }))
}

/**
 * Parks around each landmark, fully determined by the landmark data (no Math.random): the same
 * input gives the same slugs, codes, positions, rates and texts on every run.
 */
export function generateParks(
  landmarks: readonly LandmarkRow[],
  surroundings: Readonly<Record<string, LandmarkSurroundings>>,
  vehicleTypes: readonly VehicleTypeRow[],
): ParkRow[] {
  const parks: ParkRow[] = []
  const takenCodes = new Set<string>()
  const takenSlugs = new Set<string>()
  for (const landmark of landmarks) {
    const around = surroundings[landmark.key]
    if (!around) throw new Error(`No surroundings for landmark ${landmark.key}`)
    const pricing = CITY_PRICING[landmark.city]
    if (!pricing) throw new Error(`No pricing for city ${landmark.city}`)
    const style = styleOf(landmark)
    const displayName = style === 'fr' ? (landmark.name_fr ?? landmark.name) : landmark.name
    const anchor = around.anchor ?? landmark
    const landmarkRand = seededRandom(landmark.key)

    for (const { suffix, street } of suffixesFor(landmarkRand, landmark, around.streets)) {
      const slug = `${landmark.key}-${slugify(suffix.label)}`
      if (takenSlugs.has(slug)) throw new Error(`Duplicate park slug ${slug}`)
      takenSlugs.add(slug)
      const rand = seededRandom(slug)

      const bearing = 2 * Math.PI * rand()
      const reach = around.radius_m * (0.15 + 0.85 * Math.sqrt(rand()))
      const lat = Number((anchor.lat + (reach * Math.cos(bearing)) / 111320).toFixed(6))
      const lng = Number((anchor.lng + (reach * Math.sin(bearing)) / (111320 * Math.cos((anchor.lat * Math.PI) / 180))).toFixed(6))
      const metres = distanceM(landmark, { lat, lng })

      const openingHours = openingHoursFor(rand, landmark.type)
      const is24 = openingHours === null
      const amenities = amenitiesFor(rand, landmark, suffix.kind, is24)
      const capacityRange: readonly [number, number] = suffix.kind === 'valet' ? [40, 150] : CAPACITY[landmark.type]
      const capacity = Math.max(20, roundTo(between(rand, capacityRange), 10))
      const parkCode = parkCodeFor(slug, takenCodes)
      const texts = textsFor(rand, landmark, suffix.label, suffix.kind, street, metres, amenities, is24, parkCode)

      parks.push({
        slug,
        park_code: parkCode,
        name: `${displayName} — ${suffix.label}`,
        type: landmark.type,
        landmark_key: landmark.key,
        ...texts,
        address: addressFor(rand, landmark, street, around.locality),
        city: landmark.city,
        region_code: landmark.region_code,
        country_code: landmark.country_code,
        lat,
        lng,
        time_zone: cityTimeZone(landmark.city),
        capacity,
        opening_hours: openingHours,
        is_24_hours: is24,
        amenities,
        currency: pricing.currency,
        rates: ratesFor(rand, landmark, suffix.kind, vehicleTypes),
        image_key: `${landmark.type}-${1 + Math.floor(rand() * IMAGES_PER_TYPE[landmark.type])}`,
      })
    }
  }
  return parks
}
