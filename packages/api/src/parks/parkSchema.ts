/** Park of @parkade/core, for response schemas and the OpenAPI document. */
export const parkSchema = {
  $id: 'Park',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    slug: { type: 'string' },
    park_code: { type: 'string', description: 'Code on the QR sign at the park.' },
    name: { type: 'string' },
    type: { type: 'string', enum: ['airport', 'city', 'stadium', 'station'] },
    description: { type: 'string', description: 'In the Accept-Language language (en or fr).' },
    address: { type: 'string' },
    city: { type: 'string' },
    region: { type: 'string' },
    country_code: { type: 'string' },
    country_name: { type: 'string' },
    lat: { type: 'number' },
    lng: { type: 'number' },
    capacity: { type: 'integer' },
    available_spaces: { type: 'integer', description: 'Capacity minus active or pending bookings covering now.' },
    is_24_hours: { type: 'boolean' },
    opening_hours: {
      anyOf: [{ type: 'null' }, { type: 'object', properties: { open: { type: 'string' }, close: { type: 'string' } }, required: ['open', 'close'] }],
      description: "Local 'HH:MM'; null when open 24 hours.",
    },
    amenities: { type: 'array', items: { type: 'string' } },
    entry_instructions: { type: 'string' },
    currency: { type: 'string' },
    rates: {
      type: 'array',
      items: {
        type: 'object',
        properties: { vehicle_type_id: { type: 'integer' }, hourly: { type: 'number' }, daily: { type: 'number' } },
        required: ['vehicle_type_id', 'hourly', 'daily'],
      },
    },
    image_url: { type: ['string', 'null'] },
    distance_km: { type: ['number', 'null'], description: 'From the searched point, when lat/lng were given.' },
  },
  required: [
    'id', 'slug', 'park_code', 'name', 'type', 'description', 'address', 'city', 'region', 'country_code', 'country_name', 'lat', 'lng',
    'capacity', 'available_spaces', 'is_24_hours', 'opening_hours', 'amenities', 'entry_instructions', 'currency', 'rates', 'image_url', 'distance_km',
  ],
} as const
