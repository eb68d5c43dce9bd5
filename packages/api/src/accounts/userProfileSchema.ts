/** UserProfile of @parkade/core, for response schemas and the OpenAPI document. */
export const userProfileSchema = {
  $id: 'UserProfile',
  type: 'object',
  properties: {
    id: { type: 'integer' },
    email: { type: 'string' },
    first_name: { type: 'string' },
    last_name: { type: 'string' },
    phone: { type: ['string', 'null'] },
    country_id: { type: ['string', 'null'], description: 'Two-letter country code.' },
    country: {
      anyOf: [{ type: 'null' }, { type: 'object', properties: { code: { type: 'string' }, name: { type: 'string' } }, required: ['code', 'name'] }],
    },
    language: { type: ['string', 'null'], enum: ['en', 'fr', null] },
    photo_url: { type: ['string', 'null'] },
    email_verified: { type: 'boolean' },
    auth_providers: { type: 'array', items: { type: 'string', enum: ['password', 'google', 'apple'] } },
    created_at: { type: 'string', format: 'date-time' },
  },
  required: ['id', 'email', 'first_name', 'last_name', 'phone', 'country_id', 'language', 'photo_url', 'email_verified', 'auth_providers', 'created_at'],
} as const
