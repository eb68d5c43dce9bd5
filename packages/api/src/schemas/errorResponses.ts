/** The shape of every error answer (ErrorBody of @parkade/core). */
export const errorBodySchema = {
  $id: 'ErrorBody',
  type: 'object',
  description: 'Every error answer: `detail` is a sentence a person can read.',
  properties: {
    detail: { type: 'string' },
    request_id: { type: 'string', description: 'The id of the request, as in the X-Request-Id header and the server log.' },
    errors: {
      type: 'array',
      items: { type: 'object', properties: { field: { type: 'string' }, message: { type: 'string' } }, required: ['field', 'message'] },
    },
  },
  required: ['detail'],
} as const

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `detail` names the field.',
  401: 'Missing, invalid or expired bearer token.',
  403: 'Not allowed.',
  404: 'Not found.',
  409: 'Conflicts with existing data.',
  413: 'Body too large.',
  415: 'Body is not JSON.',
  429: 'Too many attempts.',
  503: 'Not available now; try again (see Retry-After).',
}

/** `response` entries for the error statuses a route can answer, for the OpenAPI document. */
export function errorResponses(...statuses: number[]): Record<number, unknown> {
  const out: Record<number, unknown> = {}
  for (const status of statuses) out[status] = { description: DESCRIPTIONS[status] ?? 'Error.', $ref: 'ErrorBody#' }
  return out
}
