import { UserProfile } from './accountSchemas.ts'
import { Fee, Park, Place } from './catalogueSchemas.ts'
import { ParkadeEvent } from './contentSchemas.ts'
import { FieldError, ProblemDetails } from './problemDetails.ts'

/** The schemas routes use by `$ref`: register them (Fastify's addSchema, an Ajv instance) before the routes. */
export const SHARED_SCHEMAS = [FieldError, ProblemDetails, UserProfile, Fee, Park, Place, ParkadeEvent] as const

