import { Type } from 'typebox'
import { DEFAULT_COUNTRY_ID, COUNTRIES } from '../domain/countries.ts'
import { DEFAULT_VEHICLE_TYPE_ID } from '../domain/limits.ts'
import { Country, Fee, Park, ParkRate, ParkTypeSchema, State, VehicleType } from '../schemas/catalogueSchemas.ts'
import { GatewayConfigSchema } from '../schemas/paymentSchemas.ts'
import { Page, pageQuery } from '../schemas/commonSchemas.ts'
import { Id, Shared } from '../schemas/helpers.ts'
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

export const searchParks = defineRoute({
  operationId: 'searchParks',
  method: 'GET',
  // SPEC §7 writes this path with its trailing slash; clients call it so.
  path: '/api/v1/parks/front/parks/',
  auth: 'none',
  tags: ['parks'],
  summary: 'Search parks',
  description:
    'Filters by country (name in English or French, or two-letter code), text (name, address, city, region) and type. ' +
    'With lat and lng, nearest first with distance_km; radius_km limits the distance. `total` counts matching parks up to 1,000.',
  querystring: Type.Object({
    country: Type.Optional(Type.String({ maxLength: 100, description: 'Country name or code, e.g. Nigeria or NG.' })),
    search: Type.Optional(Type.String({ maxLength: 100 })),
    lat: Type.Optional(Type.Number({ minimum: -90, maximum: 90 })),
    lng: Type.Optional(Type.Number({ minimum: -180, maximum: 180 })),
    radius_km: Type.Optional(Type.Number({ exclusiveMinimum: 0, maximum: 20000 })),
    type: Type.Optional(ParkTypeSchema),
    ...pageQuery(),
  }),
  responses: { 200: ok(Page(Shared(Park), 'A page of parks.'), 'A page of parks.'), ...problems(400) },
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
