import type { Static } from 'typebox'
import { Type } from 'typebox'
import { PARK_TYPES, PLACE_KINDS } from '../domain/statuses.ts'
import { CurrencyCodeSchema } from './commonSchemas.ts'
import { IsoDateTime, Nullable, StringEnum } from './helpers.ts'

export const Country = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  name_fr: Type.String(),
  code: Type.String({ description: 'ISO 3166-1 alpha-2.' }),
  flag: Type.String({ description: 'Flag emoji.' }),
  currency: CurrencyCodeSchema,
  phone_prefix: Type.String(),
  supported: Type.Boolean({ description: 'False when listed but not a Parkade market.' }),
})

export const State = Type.Object({ id: Type.Integer(), name: Type.String(), country_id: Type.Integer(), code: Type.String({ description: 'ISO 3166-2.' }) })

export const ParkTypeSchema = StringEnum(PARK_TYPES)

export const ParkRateSummary = Type.Object({ vehicle_type_id: Type.Integer(), hourly: Type.Number(), daily: Type.Number() })

/** What one stay costs at a park: the total checkout will charge (rates and fees, server-priced) and the spaces free for it. */
export const StayQuote = Type.Object({
  arrival: IsoDateTime(),
  departure: IsoDateTime(),
  vehicle_type_id: Type.Integer(),
  total: Type.Number({ description: 'What the booking would cost, fees included, in the park currency.' }),
  currency: CurrencyCodeSchema,
  available_spaces: Type.Integer({ description: 'Capacity minus the bookings that overlap the stay.' }),
})

export const Park = Type.Object(
  {
    id: Type.Integer(),
    slug: Type.String(),
    park_code: Type.String({ description: 'Code on the QR sign at the park.' }),
    name: Type.String(),
    type: ParkTypeSchema,
    description: Type.String({ description: 'In the Accept-Language language (en or fr).' }),
    address: Type.String(),
    city: Type.String(),
    region: Type.String(),
    country_code: Type.String(),
    country_name: Type.String(),
    lat: Type.Number(),
    lng: Type.Number(),
    capacity: Type.Integer(),
    available_spaces: Type.Integer({ description: 'Capacity minus active or pending bookings covering now.' }),
    is_24_hours: Type.Boolean(),
    opening_hours: Nullable(Type.Object({ open: Type.String(), close: Type.String() }), { description: "Local 'HH:MM'; null when open 24 hours." }),
    amenities: Type.Array(Type.String()),
    entry_instructions: Type.String(),
    currency: CurrencyCodeSchema,
    rates: Type.Array(ParkRateSummary),
    image_url: Nullable(Type.String()),
    distance_km: Nullable(Type.Number(), { description: 'From the searched point, when lat/lng were given.' }),
    stay: Type.Optional(Nullable(StayQuote, { description: 'In a search with arrival and departure: the price and spaces of that stay; null when the park cannot take it (no rate for the vehicle).' })),
  },
  { $id: 'Park' },
)

export const Place = Type.Object(
  {
    id: Type.String({ description: "Stable: 'landmark:{key}', 'city:{country}:{slug}' or 'park:{park_code}'.", examples: ['landmark:lagos-murtala-muhammed-airport'] }),
    kind: StringEnum(PLACE_KINDS),
    type: Type.String({ description: "What the place is: 'airport', 'stadium', 'station', 'city', 'district', 'venue', or a park's type." }),
    name: Type.String({ description: 'In the requested language (lang), or the other one when it has only that.' }),
    detail: Type.String({ description: "Where it is, for telling places apart: 'Ikeja, Lagos, Nigeria'." }),
    country_code: Type.String(),
    lat: Type.Number(),
    lng: Type.Number(),
    park_slug: Nullable(Type.String(), { description: 'For a park: its slug, so choosing it can open the park.' }),
  },
  { $id: 'Place' },
)

export const ParkRate = Type.Object({
  park_id: Type.Integer(),
  vehicle_type_id: Type.Integer(),
  vehicle_type_name: Type.String(),
  currency: CurrencyCodeSchema,
  hourly_rate: Type.Number(),
  daily_rate: Type.Number(),
})

export const VehicleType = Type.Object({ id: Type.Integer(), name: Type.String(), name_fr: Type.String(), description: Type.String() })

export const Fee = Type.Object(
  {
    id: Type.Integer(),
    country_id: Type.Integer(),
    code: Type.String(),
    name: Type.String(),
    name_fr: Type.String(),
    kind: StringEnum(['percent', 'fixed'] as const, { description: "'percent': amount is a percentage of the subtotal; 'fixed': money per booking." }),
    amount: Type.Number(),
    currency: CurrencyCodeSchema,
  },
  { $id: 'Fee' },
)

/** One park as a sitemap lists it: its page's key and when what the page shows last changed. */
export const SitemapPark = Type.Object({
  slug: Type.String({ description: 'The park page is /park/{slug}.' }),
  updated_at: IsoDateTime({ description: "Last change to the park's details (name, address, hours, rates…); its creation when never changed." }),
})

/** A keyset page of the sitemap's parks: pass `next_after` as `after` for the next page. */
export const SitemapParksPage = Type.Object({
  items: Type.Array(SitemapPark),
  next_after: Nullable(Type.String(), { description: 'The last slug of this page when more parks follow; null on the last page.' }),
})

export type Country = Static<typeof Country>
export type State = Static<typeof State>
export type ParkRateSummary = Static<typeof ParkRateSummary>
export type Park = Static<typeof Park>
export type StayQuote = Static<typeof StayQuote>
export type Place = Static<typeof Place>
export type ParkRate = Static<typeof ParkRate>
export type VehicleType = Static<typeof VehicleType>
export type Fee = Static<typeof Fee>
export type SitemapPark = Static<typeof SitemapPark>
export type SitemapParksPage = Static<typeof SitemapParksPage>
