import { Type } from 'typebox'
import { DEFAULT_COUNTRY_ID, COUNTRIES } from '../domain/countries.ts'
import { DEFAULT_VEHICLE_TYPE_ID, SITEMAP_MAX_URLS } from '../domain/limits.ts'
import { PARK_SORTS } from '../domain/statuses.ts'
import { Country, Fee, Park, ParkRate, ParkTypeSchema, Place, SitemapParksPage, State, VehicleType } from '../schemas/catalogueSchemas.ts'
import { GatewayConfigSchema } from '../schemas/paymentSchemas.ts'
import { Page, pageQuery } from '../schemas/commonSchemas.ts'
import { Id, IsoDateTime, Shared, StringEnum } from '../schemas/helpers.ts'
import { defineRoute, ok, problems } from './defineRoute.ts'

export const listCountries = defineRoute({
  operationId: 'listCountries',
  method: 'GET',
  path: '/api/v1/countries',
  auth: 'none',
  tags: ['countries'],
  summary: 'Every country',
  responses: { 200: ok(Type.Array(Country), 'Every country, by id.') },
})

export const listStates = defineRoute({
  operationId: 'listStates',
  method: 'GET',
  path: '/api/v1/states/load',
  auth: 'optional',
  tags: ['countries'],
  summary: "A country's states, regions or provinces",
  description: 'Bearer optional.',
  querystring: Type.Object({
    country_id: Id({ description: `Country id (${COUNTRIES.map((c) => `${c.id} ${c.code}`).join(', ')}).`, examples: [1] }),
  }),
  responses: { 200: ok(Type.Array(State), 'The regions, by name.'), ...problems(400, 404) },
})

export const getPaymentGateway = defineRoute({
  operationId: 'getPaymentGateway',
  method: 'GET',
  path: '/api/v1/payments/gateway',
  auth: 'none',
  tags: ['payments'],
  summary: "A country's payment gateway config",
  description:
    'Provider, name, currency, symbol, config (publicKey, scriptUrl, apiUrl) and an optional fallback (Senegal: the card provider). ' +
    "Without provider keys (sandbox mode) the script URLs are this server's stand-ins, so pages need no setting of their own; " +
    "with keys, the providers' own scripts and the publishable keys this server was given. Unknown countries get Nigeria's.",
  querystring: Type.Object({ country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$', description: 'ISO 3166-1 alpha-2; default NG.', examples: ['SN'] })) }),
  responses: { 200: ok(GatewayConfigSchema, 'The gateway.'), ...problems(400) },
})

const latitude = (description: string) => Type.Number({ minimum: -90, maximum: 90, description })
const longitude = (description: string) => Type.Number({ minimum: -180, maximum: 180, description })

export const searchParks = defineRoute({
  operationId: 'searchParks',
  method: 'GET',
  // SPEC §7 writes this path with its trailing slash; clients call it so.
  path: '/api/v1/parks/front/parks/',
  auth: 'none',
  tags: ['parks'],
  summary: 'Search parks',
  description:
    'Filters by country (name in English or French, or two-letter code), text and type. Every word of the text must match, in any order, ' +
    "accents ignored, somewhere in the park's name, address, city, region or its landmark's names (English or French). " +
    'With lat and lng, nearest first with distance_km; radius_km limits the distance. min_lat, min_lng, max_lat and max_lng (all four) keep the parks ' +
    'inside that box (the visible map). With arrival and departure, each park carries `stay`: the total checkout would charge for that stay ' +
    'and vehicle_type_id, and the spaces free for it. sort: relevance (default with text), distance (default with lat/lng), price (needs arrival and departure). ' +
    '`total` counts matching parks up to 1,000.',
  querystring: Type.Object({
    country: Type.Optional(Type.String({ maxLength: 100, description: 'Country name or code, e.g. Nigeria or NG.' })),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    lat: Type.Optional(latitude('Searched point: nearest first.')),
    lng: Type.Optional(longitude('Searched point: nearest first.')),
    radius_km: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 20000 })),
    min_lat: Type.Optional(latitude("South edge of the box.")),
    min_lng: Type.Optional(longitude('West edge of the box.')),
    max_lat: Type.Optional(latitude('North edge of the box.')),
    max_lng: Type.Optional(longitude('East edge of the box (less than min_lng when the box crosses the antimeridian).')),
    type: Type.Optional(ParkTypeSchema),
    arrival: Type.Optional(IsoDateTime({ description: 'Start of the stay; with departure.' })),
    departure: Type.Optional(IsoDateTime({ description: 'End of the stay; with arrival.' })),
    vehicle_type_id: Type.Optional(Id({ default: DEFAULT_VEHICLE_TYPE_ID, description: 'The vehicle the stay is priced for.' })),
    sort: Type.Optional(StringEnum(PARK_SORTS)),
    open_now: Type.Optional(Type.Boolean({ description: 'Only parks open at this moment, in their own time zone.' })),
    is_24_hours: Type.Optional(Type.Boolean({ description: 'Only parks open 24 hours.' })),
    available: Type.Optional(Type.Boolean({ description: 'Only parks with a free space (for the stay, when arrival and departure are given; now otherwise).' })),
    ...pageQuery(),
  }),
  responses: { 200: ok(Page(Shared(Park), 'A page of parks.'), 'A page of parks.'), ...problems(400) },
})

export const searchPlaces = defineRoute({
  operationId: 'searchPlaces',
  method: 'GET',
  path: '/api/v1/places',
  auth: 'none',
  tags: ['parks'],
  summary: 'Places drivers head for, as they type',
  description:
    'Landmarks (airports, stadiums, stations, districts, event venues), cities and parks whose English or French name matches the text: ' +
    'accents and case ignored, words in any order, typos tolerated. Exact and prefix matches first, then the closest spellings, then the ' +
    "more important places; the given country's places before the others'.",
  querystring: Type.Object({
    q: Type.String({ minLength: 1, maxLength: 100, description: 'What the driver typed.', examples: ['lagos airprt'] }),
    country: Type.Optional(Type.String({ maxLength: 100, description: 'Country name or code whose places come first.' })),
    lang: Type.Optional(StringEnum(['en', 'fr'] as const, { description: 'Language of the names (default: Accept-Language, then en).' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 20, default: 8 })),
  }),
  responses: { 200: ok(Type.Object({ items: Type.Array(Shared(Place)) }), 'The best matches, best first.'), ...problems(400) },
})

export const listPopularPlaces = defineRoute({
  operationId: 'listPopularPlaces',
  method: 'GET',
  path: '/api/v1/places/popular',
  auth: 'none',
  tags: ['parks'],
  summary: "A country's popular destinations, and how many parks and cities it has",
  description:
    "The country's landmarks and cities drivers head for most: by importance (airports, then cities, stadiums, stations, venues, districts), " +
    'then by the parks around them. `park_count` and `city_count` count every listed park of the country and the cities they are in.',
  querystring: Type.Object({
    country: Type.String({ minLength: 1, maxLength: 100, description: 'Country name or code.', examples: ['NG'] }),
    lang: Type.Optional(StringEnum(['en', 'fr'] as const, { description: 'Language of the names (default: Accept-Language, then en).' })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, default: 6 })),
  }),
  responses: {
    200: ok(
      Type.Object({ items: Type.Array(Shared(Place)), park_count: Type.Integer({ minimum: 0 }), city_count: Type.Integer({ minimum: 0 }) }),
      'The destinations, most popular first, and the counts.',
    ),
    ...problems(400, 404),
  },
})

const parkKeyParams = Type.Object({ id: Type.String({ minLength: 1, maxLength: 100, description: 'Park id, slug or park code.', examples: ['PKLOS001'] }) })

export const getPark = defineRoute({
  operationId: 'getPark',
  method: 'GET',
  path: '/api/v1/front/parks/{id}',
  auth: 'none',
  tags: ['parks'],
  summary: 'A park by id, slug or park code',
  description: 'The park code is what the QR sign at the park carries (/park/{parkCode}).',
  params: parkKeyParams,
  responses: { 200: ok(Shared(Park), 'The park.'), ...problems(400, 404) },
})

export const getParkRate = defineRoute({
  operationId: 'getParkRate',
  method: 'GET',
  path: '/api/v1/front/parks/{id}/rate',
  auth: 'none',
  tags: ['parks'],
  summary: "A park's rate for one vehicle type",
  params: parkKeyParams,
  querystring: Type.Object({ vehicle_type_id: Type.Optional(Id({ default: DEFAULT_VEHICLE_TYPE_ID })) }),
  responses: { 200: ok(ParkRate, 'The rate.'), ...problems(400, 404) },
})

export const listVehicleTypes = defineRoute({
  operationId: 'listVehicleTypes',
  method: 'GET',
  path: '/api/v1/vehicles/public',
  auth: 'none',
  tags: ['parks'],
  summary: 'Vehicle types',
  responses: { 200: ok(Type.Array(VehicleType), 'Every vehicle type, by id.') },
})

export const listFees = defineRoute({
  operationId: 'listFees',
  method: 'GET',
  path: '/api/v1/front/fees',
  auth: 'none',
  tags: ['parks'],
  summary: "A country's fees",
  description: `country_id is a country id or two-letter code; Nigeria (${DEFAULT_COUNTRY_ID}) when absent.`,
  querystring: Type.Object({ country_id: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Country id or code.', examples: ['NG'] })) }),
  responses: { 200: ok(Type.Array(Shared(Fee)), 'The fees.'), ...problems(400, 404) },
})

export const listSitemapParks = defineRoute({
  operationId: 'listSitemapParks',
  method: 'GET',
  path: '/api/v1/sitemap/parks',
  auth: 'none',
  tags: ['parks'],
  summary: "Every park's slug and last change, for the site's sitemap",
  description:
    'Every listed park, by slug (byte order), one keyset page at a time: the first page without `after`, then each next page with `after` set to ' +
    `the previous page's \`next_after\`, until it is null. Each page reads one range of the slug index, so the last page of 500,000 parks costs what the first does. ` +
    `At most ${SITEMAP_MAX_URLS.toLocaleString('en')} parks a page, the most one sitemap file may list.`,
  querystring: Type.Object({
    after: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Only the parks whose slug sorts after this one.', examples: ['lagos-murtala-muhammed-airport-p1'] })),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: SITEMAP_MAX_URLS, default: SITEMAP_MAX_URLS, description: `Parks in this page, at most ${SITEMAP_MAX_URLS}.` })),
  }),
  responses: { 200: ok(SitemapParksPage, 'A page of parks, by slug.'), ...problems(400) },
})
