import type { Static } from 'typebox'
import { Type } from 'typebox'
import { CurrencyCodeSchema, phonePattern } from './commonSchemas.ts'
import { IsoDateTime, Nullable, Shared, StringEnum } from './helpers.ts'
import { Park } from './catalogueSchemas.ts'

export const EventVenue = Type.Object({
  name: Type.String(),
  address: Type.String(),
  city: Type.String(),
  country_code: Type.String(),
  lat: Type.Number(),
  lng: Type.Number(),
})

export const ParkadeEvent = Type.Object(
  {
    id: Type.Integer(),
    event_code: Type.String(),
    name: Type.String(),
    description: Type.String(),
    category: Type.String(),
    venue: EventVenue,
    starts_at: IsoDateTime(),
    ends_at: IsoDateTime(),
    parking_opens_at: IsoDateTime(),
    is_private: Type.Boolean(),
    image_url: Nullable(Type.String()),
    parks: Type.Optional(Type.Array(Shared(Park), { description: 'Parks near the venue (detail only), nearest first.' })),
  },
  { $id: 'Event' },
)

export const PrivateEventAccessRequest = Type.Object(
  { access_code: Type.String({ minLength: 1, maxLength: 64, pattern: '\\S', 'x-message': 'access_code: must not be empty' }) },
  { additionalProperties: false },
)

export const MarketplaceItem = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  description: Type.String(),
  category: Type.String(),
  price: Type.Number(),
  currency: CurrencyCodeSchema,
  country_code: Type.String(),
  seller: Type.String(),
  image_url: Nullable(Type.String()),
  stock: Type.Integer(),
})

export const BlogPost = Type.Object({
  id: Type.Integer(),
  slug: Type.String(),
  lang: StringEnum(['en', 'fr'] as const),
  title: Type.String(),
  excerpt: Type.String(),
  body: Type.String({ description: 'Markdown.' }),
  author: Type.String(),
  published_at: IsoDateTime(),
  tags: Type.Array(Type.String()),
  cover_image_url: Nullable(Type.String()),
})

export const SubscriptionPlan = Type.Object({
  code: Type.String(),
  name: Type.String(),
  description: Type.String(),
  price_monthly: Type.Number(),
  currency: CurrencyCodeSchema,
  country_code: Type.String(),
  features: Type.Array(Type.String()),
})

const text = (field: string, max: number) =>
  Type.String({ minLength: 1, maxLength: max, pattern: '\\S', 'x-message': `${field}: must not be empty (at most ${max} characters)` })
const email = Type.String({ format: 'email', maxLength: 320 })

export const DemoRequest = Type.Object(
  {
    name: text('name', 200),
    email,
    company: text('company', 200),
    phone: Type.Optional(Type.String({ ...phonePattern, 'x-message': 'phone: must be a phone number, e.g. +234 803 123 4567' })),
    country_code: Type.String({ pattern: '^[A-Za-z]{2}$', 'x-message': 'country_code: must be a two-letter country code, e.g. NG', examples: ['NG'] }),
    message: Type.Optional(Type.String({ maxLength: 5000 })),
    spaces: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, description: 'Parking spaces to manage.' })),
  },
  { additionalProperties: false },
)

export const ContactMessage = Type.Object(
  { name: text('name', 200), email, subject: text('subject', 200), message: text('message', 5000) },
  { additionalProperties: false },
)

export const CreatedResponse = Type.Object({ id: Type.Integer(), detail: Type.String() })

export type EventVenue = Static<typeof EventVenue>
export type ParkadeEvent = Static<typeof ParkadeEvent>
export type PrivateEventAccessRequest = Static<typeof PrivateEventAccessRequest>
export type MarketplaceItem = Static<typeof MarketplaceItem>
export type BlogPost = Static<typeof BlogPost>
export type SubscriptionPlan = Static<typeof SubscriptionPlan>
export type DemoRequest = Static<typeof DemoRequest>
export type ContactMessage = Static<typeof ContactMessage>
export type CreatedResponse = Static<typeof CreatedResponse>
