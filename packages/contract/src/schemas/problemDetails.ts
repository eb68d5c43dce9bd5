import type { Static } from 'typebox'
import { Type } from 'typebox'

export const FieldError = Type.Object(
  {
    field: Type.String({ description: 'The field, dotted (`park.lat`), or body/query/path/headers for the whole part.' }),
    message: Type.String(),
  },
  { $id: 'FieldError' },
)

/**
 * Every error answer: RFC 9457 Problem Details with a stable `code` clients translate, and
 * `detail`, the English sentence of SPEC §8 (what clients before `code` show).
 */
export const ProblemDetails = Type.Object(
  {
    type: Type.String({ description: 'A URI naming the problem: https://docs.parkade.example/errors/{code}.', examples: ['https://docs.parkade.example/errors/auth.invalid_credentials'] }),
    title: Type.String({ description: 'A short summary of the problem type, the same for every occurrence.' }),
    status: Type.Integer({ description: 'The HTTP status of this answer.' }),
    detail: Type.String({ description: 'A sentence a person can read (English).', examples: ['Invalid email or password.'] }),
    code: Type.String({ description: 'The stable error code, from the catalogue of @parkade/contract/errors.', examples: ['auth.invalid_credentials'] }),
    params: Type.Optional(
      Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]), { description: 'The values in the message, e.g. { amount: "₦4,321.00" }.' }),
    ),
    instance: Type.String({ description: 'This occurrence: urn:parkade:request:{request_id}.' }),
    request_id: Type.String({ description: 'The id of the request, as in the X-Request-Id header and the server log.' }),
    errors: Type.Optional(Type.Array(Type.Unsafe<{ field: string; message: string }>({ $ref: 'FieldError#' }), { description: 'One entry per refused field.' })),
  },
  { $id: 'ProblemDetails', description: 'An error answer (RFC 9457 Problem Details).' },
)

export type FieldError = Static<typeof FieldError>
export type ProblemDetails = Static<typeof ProblemDetails>
